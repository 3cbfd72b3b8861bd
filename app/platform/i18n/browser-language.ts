import { useEffect } from "react";
import type { Language } from "./language";

/**
 * In the browser, the language of the page as the server sent it (`<html lang>`); on the server,
 * null. A page's scripts carry the interface text of its own language only (decision 047), so
 * this decides which language's text the browser fetches; the server has every language at hand.
 */
export const browserLanguage: Language | null =
  typeof document === "undefined" ? null : document.documentElement.lang.toLowerCase().startsWith("ny") ? "ny" : "en";

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
