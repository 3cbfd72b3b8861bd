/**
 * The public pages search engines may list that are not a content type's (those come from the
 * declarations, `pages`), as SPEC §2 spells their paths; server/sitemap.ts lists both. Left out on purpose: account and back-office screens, `/home` (the same
 * page as `/`) and `/virtualTourP` (its canonical is `/virtualTour`).
 */
export const PUBLIC_PATHS = [
  "/",
  "/experience",
  "/villa",
  "/VIPClub",
  "/EventPlan",
  "/WhoWeAre",
  "/ContactUs",
  "/virtualTour",
  "/booking",
  "/viewsite",
  "/developer-Portfolio",
  "/TermsConditions",
  "/Disclaimer",
] as const;

/**
 * A SPEC path as it goes into a link or a Location header: "&" is a query separator only
 * after "?", but encoding it (`/Health%26Wellness`) keeps every parser honest.
 */
export function pathHref(path: string): string {
  return encodeURI(path).replaceAll("&", "%26");
}
