import { rememberedCurrency, visitorCurrency } from "~/platform/currency/visitor-currency.server";

/**
 * Which variant of a page a request asks for, beyond its address: the render cache keeps one
 * stored page per variant and never serves one to a request for another (DECISIONS §10).
 * Today that is the currency (from `?currency=` or the remembered cookie); a new way pages
 * differ for anonymous visitors belongs here, named in the same "name=value" form.
 */
export function pageVariant(request: Request): string {
  return `currency=${visitorCurrency(request)}`;
}

/**
 * The same variant for a page request with no query string, read on Node's own request before
 * any Web Request is made (server/answer-at-once.ts): only the cookie can name it then.
 */
export function pageVariantOfCookies(cookieHeader: string | undefined): string {
  return `currency=${rememberedCurrency(cookieHeader)}`;
}
