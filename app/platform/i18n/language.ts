/**
 * The site's two languages (DECISIONS §10): English at today's addresses, Chichewa (`ny`) under
 * `/ny/…`. Which language a page is in is decided by its address alone, so a stored page never
 * depends on a header or cookie; the API, which has no `/ny/` twin, reads `?lang=` or
 * `Accept-Language` instead.
 */
export const LANGUAGES = ["en", "ny"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The BCP 47 tag written in `<html lang>` and `hreflang`. */
export const LANGUAGE_TAG: Record<Language, string> = { en: "en-GB", ny: "ny" };
/** The language's name in itself, for the switch in the header. */
export const LANGUAGE_NAME: Record<Language, string> = { en: "English", ny: "Chichewa" };

export const CHICHEWA_PREFIX = "/ny";

/** The cookie that remembers a visitor's choice of language (server/language-choice.ts writes it). */
export const LANGUAGE_COOKIE = "lang";

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "ny";
}

/** `ny` for `/ny` and `/ny/…`, else `en`. */
export function languageOfPath(pathname: string): Language {
  return pathname === CHICHEWA_PREFIX || pathname.startsWith(`${CHICHEWA_PREFIX}/`) ? "ny" : "en";
}

/** The address without its language prefix: `/ny/rooms` → `/rooms`, `/ny` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(CHICHEWA_PREFIX.length) || "/";
}

/** The same page's address in a language: `("/rooms", "ny")` → `/ny/rooms`; `("/ny/rooms", "en")` → `/rooms`. */
export function pathInLanguage(pathname: string, language: Language): string {
  const base = pathWithoutLanguage(pathname);
  if (language === "en") return base;
  return base === "/" ? CHICHEWA_PREFIX : `${CHICHEWA_PREFIX}${base}`;
}

/**
 * The first of our languages an `Accept-Language` header prefers (weights honoured), or null
 * when it names neither. `ny`, `ny-MW` and the older `nya` count as Chichewa.
 */
export function languageOfAcceptHeader(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.trim().toLowerCase(), weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split("-")[0];
    if (primary === "ny" || primary === "nya") return "ny";
    if (primary === "en") return "en";
  }
  return null;
}

/**
 * The language a request is answered in. Pages: the address alone. The API (`/api/…`, no
 * `/ny/` twin): `?lang=ny|en`, else `Accept-Language`, else English.
 */
export function languageOfRequest(request: Request): Language {
  const url = new URL(request.url);
  if (!url.pathname.startsWith("/api/")) return languageOfPath(url.pathname);
  const asked = url.searchParams.get("lang")?.trim().toLowerCase();
  if (isLanguage(asked)) return asked;
  return languageOfAcceptHeader(request.headers.get("accept-language")) ?? DEFAULT_LANGUAGE;
}
