import { useEffect } from "react";
import { browserLanguage } from "~/lib/page-language";
import type { Language } from "./language";

/** The page's language in the browser (`<html lang>`), null on the server. */
export { browserLanguage };

/** Whether this process holds the text of a language: always on the server, the page's own in the browser. */
export function holdsLanguage(language: Language): boolean {
  return browserLanguage === null || browserLanguage === language;
}

/**
 * A page reached without a page load in the other language than the scripts hold (a link that
 * crosses languages, a redirect) loads again, so it comes with its own language's text.
 */
export function useWholePageAcrossLanguages(language: Language): void {
  useEffect(() => {
    if (browserLanguage !== null && browserLanguage !== language) window.location.reload();
  }, [language]);
}
