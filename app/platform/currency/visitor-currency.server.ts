import { cookiesOf, requestCookies } from "~/platform/auth/session-cookie.server";

/**
 * The currency a visitor asked to see prices in (DECISIONS §10): `?currency=USD` or
 * `?currency=MWK` on the address, else the choice remembered in the `currency` cookie, else MWK.
 * MWK stays the price quoted; USD only adds an approximation, and only while staff have set a rate.
 *
 * The cookie shapes the page without saying who the visitor is, so it does not make a request
 * personal (personal-request.server.ts): the render cache keeps one page per currency instead
 * (server/delivery/page-variant.ts), and shared caches are told `Vary: Cookie`.
 */
export type VisitorCurrency = "MWK" | "USD";

export const CURRENCY_COOKIE = "currency";
export const CURRENCY_PARAMETER = "currency";
/** A year: a visitor who thinks in dollars keeps doing so. */
const CURRENCY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function parseCurrency(value: string | null | undefined): VisitorCurrency | null {
  const upper = value?.trim().toUpperCase();
  return upper === "USD" || upper === "MWK" ? upper : null;
}

/** The currency named on the address, if it names a known one. */
export function requestedCurrency(request: Request): VisitorCurrency | null {
  return parseCurrency(new URL(request.url).searchParams.get(CURRENCY_PARAMETER));
}

/** The choice remembered in the cookie alone, from a Cookie header (a request without a query string). */
export function rememberedCurrency(cookieHeader: string | undefined): VisitorCurrency {
  return (cookieHeader ? parseCurrency(cookiesOf(cookieHeader)[CURRENCY_COOKIE]) : null) ?? "MWK";
}

export function visitorCurrency(request: Request): VisitorCurrency {
  return requestedCurrency(request) ?? parseCurrency(requestCookies(request)[CURRENCY_COOKIE]) ?? "MWK";
}

/** Remembers a choice made on the address. Readable by scripts on purpose: it is no secret. */
export function currencyCookieHeader(currency: VisitorCurrency, secure: boolean): string {
  return `${CURRENCY_COOKIE}=${currency}; Path=/; SameSite=Lax; Max-Age=${CURRENCY_COOKIE_MAX_AGE}${secure ? "; Secure" : ""}`;
}
