import { visitorCurrency } from "~/platform/currency/visitor-currency.server";

/**
 * Which variant of a page a request asks for, beyond its address: the render cache keeps one
 * stored page per variant and never serves one to a request for another (DECISIONS §10).
 * Today that is the currency (from `?currency=` or the remembered cookie); a new way pages
 * differ for anonymous visitors belongs here, named in the same "name=value" form.
 */
export function pageVariant(request: Request): string {
  return `currency=${visitorCurrency(request)}`;
}
