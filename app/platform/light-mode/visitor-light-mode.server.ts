import { cookiesOf, requestCookies } from "~/platform/auth/session-cookie.server";

/**
 * Whether a visitor gets the light pages (DECISIONS §10, docs/decisions/044-light-mode.md): no
 * web font, the smallest pictures, no video, text adverts, frames and maps as links, and no
 * scripts. Asked for by the browser (`Save-Data: on`, sent by data-saver settings) or chosen
 * with the footer's switch, which is remembered in the `light` cookie: `1` on, `0` off. The
 * choice wins over the header both ways, so a visitor whose browser saves data can still ask
 * for the full site.
 *
 * Like the currency, the cookie shapes the page without saying who the visitor is, so it does
 * not make a request personal (personal-request.server.ts): the render cache keeps one page per
 * mode (server/delivery/page-variant.ts), and shared caches are told `Vary: Cookie, Save-Data`.
 */
export const LIGHT_COOKIE = "light";
/** The request header a data-saving browser sends; pages name it in `Vary`. */
export const SAVE_DATA_HEADER = "Save-Data";
/** A year: a visitor on paid data keeps paying for it. */
const LIGHT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The remembered choice: true, false, or null when the visitor never chose. */
function parseChoice(value: string | undefined): boolean | null {
  return value === "1" ? true : value === "0" ? false : null;
}

/** `Save-Data: on` (a token, case-insensitive, possibly with parameters after it). */
export function savesData(header: string | null | undefined): boolean {
  return header != null && /^\s*on\s*([;,]|$)/i.test(header);
}

/** Light or not for a request, from its cookie and Save-Data header. */
export function visitorWantsLight(request: Request): boolean {
  return parseChoice(requestCookies(request)[LIGHT_COOKIE]) ?? savesData(request.headers.get(SAVE_DATA_HEADER));
}

/**
 * The same from Node's own request headers (a request answered before any Web Request is made,
 * server/delivery/answer-at-once.ts). Node joins repeated headers with ", ", as `Headers.get` does.
 */
export function visitorWantsLightOfHeaders(cookieHeader: string | undefined, saveDataHeader: string | undefined): boolean {
  return (cookieHeader ? parseChoice(cookiesOf(cookieHeader)[LIGHT_COOKIE]) : null) ?? savesData(saveDataHeader);
}

/** Remembers the switch's choice. Readable by scripts on purpose: it is no secret. */
export function lightCookieHeader(light: boolean, secure: boolean): string {
  return `${LIGHT_COOKIE}=${light ? "1" : "0"}; Path=/; SameSite=Lax; Max-Age=${LIGHT_COOKIE_MAX_AGE}${secure ? "; Secure" : ""}`;
}
