/**
 * The public pages search engines may list, as SPEC §2 spells their paths: the one source
 * of /sitemap.xml. Left out on purpose: account and back-office screens, `/home` (the same
 * page as `/`) and `/virtualTourP` (its canonical is `/virtualTour`).
 */
export const PUBLIC_PATHS = [
  "/",
  "/accomodationService",
  "/RestrauntService",
  "/BarService",
  "/ConferenceService",
  "/Health&Wellness",
  "/experience",
  "/villa",
  "/VIPClub",
  "/leisure-activities",
  "/EventPlan",
  "/career",
  "/Document",
  "/Tender",
  "/PictureGarlery",
  "/promotions",
  "/festive",
  "/WhoWeAre",
  "/Managementeam",
  "/Boardteam",
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
