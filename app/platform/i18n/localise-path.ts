import { languageOfPath, pathInLanguage, type Language } from "./language";

/** Addresses that are no page of the site: the same in both languages. */
const NOT_PAGES = /^\/(api|media|assets|files|uploads)(\/|$)|\.(csv|xml|txt|json|pdf|png|jpe?g|webp|avif|svg|ico|woff2?)$/i;

/**
 * A site address as seen from a page in `language`: `/rooms` on a Chichewa page is `/ny/rooms`.
 * Query and hash are kept; other origins, files and the API are left alone. Back-office screens
 * have no Chichewa twin: their `/ny/…` address sends staff on to the English one
 * (server/language-choice.ts), so a link from a Chichewa page still arrives.
 */
export function localisePath(to: string, language: Language): string {
  if (!to.startsWith("/") || to.startsWith("//")) return to;
  const end = to.search(/[?#]/);
  const pathname = end === -1 ? to : to.slice(0, end);
  if (NOT_PAGES.test(pathname)) return to;
  if (languageOfPath(pathname) === language) return to;
  return pathInLanguage(pathname, language) + (end === -1 ? "" : to.slice(end));
}
