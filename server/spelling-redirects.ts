import type { MiddlewareHandler } from "hono";
import { pathHref } from "~/lib/public-paths";

/**
 * Obvious correct (or plural, or hyphenated) spellings of the public pages, each to the path
 * SPEC §2 spells (DECISIONS §4: "/restaurant → /RestrauntService"). Sources are matched
 * without regard to case and one trailing slash, so a source must never equal a page's own
 * path in app/routes.ts in any case (React Router matches paths case-insensitively):
 * `/spa` is the back-office's `/SPA`, `/picture` the gallery screen, `/conference`,
 * `/Promotion`, `/Festival`, `/Bar`, `/room` and `/Activities` are back-office screens too.
 * tests/api/about-pages.test.ts walks the route table to keep it that way.
 */
export const SPELLING_REDIRECTS: Readonly<Record<string, string>> = {
  // Who we are and the teams
  "/about": "/WhoWeAre",
  "/about-us": "/WhoWeAre",
  "/aboutus": "/WhoWeAre",
  "/who-we-are": "/WhoWeAre",
  "/management": "/Managementeam",
  "/management-team": "/Managementeam",
  "/board": "/Boardteam",
  "/board-team": "/Boardteam",
  "/board-of-directors": "/Boardteam",
  // Contact, legal texts
  "/contact": "/ContactUs",
  "/contact-us": "/ContactUs",
  "/terms": "/TermsConditions",
  "/terms-and-conditions": "/TermsConditions",
  "/terms-conditions": "/TermsConditions",
  // Services
  "/accommodation": "/accomodationService",
  "/accommodationservice": "/accomodationService",
  "/rooms": "/accomodationService",
  "/restaurant": "/RestrauntService",
  "/restaurants": "/RestrauntService",
  "/restaurantservice": "/RestrauntService",
  "/dining": "/RestrauntService",
  "/bars": "/BarService",
  "/events": "/ConferenceService",
  "/conferences": "/ConferenceService",
  "/meetings": "/ConferenceService",
  "/health-and-wellness": "/Health&Wellness",
  "/wellness": "/Health&Wellness",
  "/gym": "/Health&Wellness",
  "/experiences": "/experience",
  "/villas": "/villa",
  "/vip": "/VIPClub",
  "/vip-club": "/VIPClub",
  "/event-plan": "/EventPlan",
  "/book-event": "/EventPlan",
  // Packages, careers, downloads, gallery, tour
  "/promotion-offers": "/promotions",
  "/offers": "/promotions",
  "/festivals": "/festive",
  "/careers": "/career",
  "/jobs": "/career",
  "/vacancies": "/career",
  "/documents": "/Document",
  "/downloads": "/Document",
  "/tenders": "/Tender",
  "/gallery": "/PictureGarlery",
  "/picturegallery": "/PictureGarlery",
  "/picture-gallery": "/PictureGarlery",
  "/photos": "/PictureGarlery",
  "/virtual-tour": "/virtualTour",
  "/tour": "/virtualTour",
  "/book": "/booking",
  "/book-now": "/booking",
  "/portfolio": "/developer-Portfolio",
};

const BY_LOWER_CASE = new Map(Object.entries(SPELLING_REDIRECTS).map(([source, target]) => [source.toLowerCase(), target]));

/** Where a request path should go instead, or null when it is not a known misspelling. */
export function spellingRedirectTarget(pathname: string): string | null {
  const key = (pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname).toLowerCase();
  return BY_LOWER_CASE.get(key) ?? null;
}

/** Answers GET and HEAD for a table source with 301 to the SPEC path, keeping the query string. */
export function spellingRedirects(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const target = spellingRedirectTarget(url.pathname);
    if (!target) return next();
    c.header("Cache-Control", "public, max-age=86400");
    return c.redirect(pathHref(target) + url.search, 301);
  };
}
