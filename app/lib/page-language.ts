/**
 * In the browser, the language of the page as the server sent it (`<html lang>`: "en" or "ny");
 * on the server, null. A page's scripts carry the text of its own language only (decision 047),
 * so this decides which language's text the browser fetches; the server has every language at
 * hand. (Here, in the bottom layer, so SPEC's wording can choose its file by it too.)
 */
export const browserLanguage: "en" | "ny" | null =
  typeof document === "undefined" ? null : document.documentElement.lang.toLowerCase().startsWith("ny") ? "ny" : "en";
