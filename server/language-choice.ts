import type { MiddlewareHandler } from "hono";
import type { ServerBuild } from "react-router";
import { isPageRoute, routeMatcher } from "./route-tree";
import { cookiesOf } from "~/platform/auth/session-cookie.server";
import { isLanguage, LANGUAGE_COOKIE, languageOfPath, pathInLanguage, pathWithoutLanguage, type Language } from "~/platform/i18n/language";

/**
 * The visitor's language choice (DECISIONS §10):
 * - The header's switch links to the twin page with `?lang=ny` (or `en`): the choice is kept in
 *   the `lang` cookie and the visitor lands on the twin's clean address, so no stored page or
 *   search engine ever sees the parameter.
 * - A visitor who chose Chichewa and follows an English address (a bookmark, a shared link) is
 *   sent on to its Chichewa twin. Only the cookie does this: `Accept-Language` never redirects,
 *   so crawlers always get the address they asked for.
 * - Back-office screens have no Chichewa twin: their `/ny/…` address leads on to the English one.
 */
export { LANGUAGE_COOKIE };
export const LANGUAGE_PARAMETER = "lang";
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface LanguageRoutes {
  /** An English address whose page also answers in Chichewa (not the page-not-found). */
  hasChichewaTwin(pathname: string): boolean;
  /** An English address some route answers (a page, a screen), not the page-not-found. */
  isAnswered(pathname: string): boolean;
}

export function languageRoutes(build: ServerBuild): LanguageRoutes {
  const match = routeMatcher(build);
  const leaf = (pathname: string) => {
    const last = match(pathname)?.at(-1)?.route;
    return isPageRoute(last) ? last : null;
  };
  return {
    hasChichewaTwin: (pathname) => leaf(pathInLanguage(pathname, "ny"))?.id?.startsWith("ny/") === true,
    isAnswered: (pathname) => leaf(pathname) !== null,
  };
}

export function languageCookieHeader(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; SameSite=Lax; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}${secure ? "; Secure" : ""}`;
}

/** The language remembered in a Cookie header, if any. */
export function rememberedLanguage(cookieHeader: string | undefined): Language | null {
  if (!cookieHeader?.includes(`${LANGUAGE_COOKIE}=`)) return null;
  const value = cookiesOf(cookieHeader)[LANGUAGE_COOKIE];
  return isLanguage(value) ? value : null;
}

function sendOn(location: string, status: 302 | 303, extraHeaders: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { Location: location, "Cache-Control": "private, no-store", Vary: "Cookie", ...extraHeaders } });
}

export function chooseLanguage(loadRoutes: () => Promise<LanguageRoutes>, options: { secure: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    const pathname = c.req.path;
    if ((raw.method !== "GET" && raw.method !== "HEAD") || pathname.startsWith("/api/") || pathname.endsWith(".data")) return next();
    const url = new URL(raw.url);
    const asked = url.searchParams.get(LANGUAGE_PARAMETER);
    const cookie = raw.headers.get("cookie") ?? undefined;
    const remembered = rememberedLanguage(cookie);
    const inChichewa = languageOfPath(pathname) === "ny";
    if (!asked && !inChichewa && remembered !== "ny") return next();

    const routes = await loadRoutes();
    const english = pathWithoutLanguage(pathname);
    if (inChichewa && !routes.hasChichewaTwin(english) && routes.isAnswered(english)) {
      return sendOn(english + url.search, 302);
    }
    if (asked !== null) {
      if (!isLanguage(asked) || !routes.hasChichewaTwin(english)) return next();
      url.searchParams.delete(LANGUAGE_PARAMETER);
      const rest = url.searchParams.size ? `?${url.searchParams}` : "";
      return sendOn(pathInLanguage(english, asked) + rest, 303, { "Set-Cookie": languageCookieHeader(asked, options.secure) });
    }
    if (!inChichewa && remembered === "ny" && routes.hasChichewaTwin(pathname)) {
      return sendOn(pathInLanguage(pathname, "ny") + url.search, 302);
    }
    return next();
  };
}
