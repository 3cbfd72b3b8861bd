import type { MiddlewareHandler } from "hono";
import { currencyCookieHeader, requestedCurrency } from "~/platform/currency/visitor-currency.server";

/**
 * `?currency=USD` (or `MWK`) on a page's address also remembers the choice in a cookie, so the
 * next pages follow it without the parameter (DECISIONS §10). Placed before the render cache,
 * so a stored page still sets it; the response is then the visitor's own (private), since a
 * shared cache must not hand their cookie to others.
 */
export function rememberCurrencyChoice(options: { secure: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || c.req.path.startsWith("/api/")) return;
    const currency = requestedCurrency(c.req.raw);
    if (!currency || c.res.status >= 400) return;
    c.res.headers.append("Set-Cookie", currencyCookieHeader(currency, options.secure));
    c.res.headers.set("Cache-Control", "private, no-store");
  };
}
