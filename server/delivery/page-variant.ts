import type { IncomingHttpHeaders } from "node:http";
import { SAVE_DATA_HEADER, visitorWantsLight, visitorWantsLightOfHeaders } from "~/platform/light-mode/visitor-light-mode.server";
import { rememberedCurrency, visitorCurrency } from "~/platform/currency/visitor-currency.server";

/**
 * Which variant of a page a request asks for, beyond its address: the render cache keeps one
 * stored page per variant and never serves one to a request for another (DECISIONS §10).
 * Today that is the currency (from `?currency=` or the remembered cookie) and light mode (the
 * `light` cookie, else `Save-Data`); a new way pages differ for anonymous visitors belongs
 * here, named in the same "name=value" form, and in `pageVariantOfHeaders` below.
 */
export function pageVariant(request: Request): string {
  return `currency=${visitorCurrency(request)};light=${visitorWantsLight(request) ? 1 : 0}`;
}

/** Node names request headers in lower case. */
const SAVE_DATA_HEADER_NAME = SAVE_DATA_HEADER.toLowerCase();

/**
 * The same variant for a page request with no query string, read on Node's own request before
 * any Web Request is made (server/delivery/answer-at-once.ts): only the cookie and the Save-Data header
 * can name it then.
 */
export function pageVariantOfHeaders(headers: IncomingHttpHeaders): string {
  const saveData = headers[SAVE_DATA_HEADER_NAME];
  const light = visitorWantsLightOfHeaders(headers.cookie, Array.isArray(saveData) ? saveData.join(", ") : saveData);
  return `currency=${rememberedCurrency(headers.cookie)};light=${light ? 1 : 0}`;
}
