import type { Hono } from "hono";
import type { AppServices } from "~/platform/app-context";
import { openVacancyPaths } from "~/features/vacancies/vacancies.server";
import { tenderPagePaths } from "~/features/tenders/tenders.server";
import { pathHref } from "~/lib/public-paths";
import { FEATURE_SITEMAP_PATHS } from "~/feature-registry";
import { CONTENT_TYPES } from "~/content-types";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import type { ApiEnv } from "~/platform/http/api-route";
import { LANGUAGES, LANGUAGE_TAG, pathInLanguage } from "~/platform/i18n/language";

/** Back-office and account screens crawlers have no business in (they answer 401/redirect anyway). */
const DISALLOWED = ["/api/", "/login", "/ny/login", "/room", "/staff", "/settings", "/Contacts", "/newsletter"];

/** Every public page of /sitemap.xml: the features' pages, then each content type's own. */
export const SITEMAP_PATHS: readonly string[] = [
  ...FEATURE_SITEMAP_PATHS,
  ...CONTENT_TYPES.flatMap((type) => (type.pages ?? []).filter((page) => page.sitemap !== false).map((page) => page.path)),
];

const VIRTUAL_TOUR_PATH = "/virtualTour";

const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** A page of the sitemap: its path, and when it last changed where the site knows it. */
interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/**
 * The sitemap's `<urlset>` for the site at `origin`: one `<url>` per public path, then the
 * pages made from records (each open vacancy and every tender, with its last change). Each
 * page is listed in English and in Chichewa, and each entry names both twins and the default
 * (DECISIONS §10), as search engines read language versions from a sitemap.
 */
export function sitemapXml(origin: string, recordPages: readonly SitemapEntry[] = [], options: { virtualTour?: boolean } = {}): string {
  // Without a tour address /virtualTour is a 404 saying there is no tour: nothing to list.
  const fixed = SITEMAP_PATHS.filter((path) => options.virtualTour !== false || path !== VIRTUAL_TOUR_PATH);
  const entries: SitemapEntry[] = [...fixed.map((path) => ({ path })), ...recordPages];
  const href = (path: string) => escapeXml(origin + pathHref(path));
  const urls = entries.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified.slice(0, 10))}</lastmod>` : "";
    const twins = [
      ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAG[language]}" href="${href(pathInLanguage(path, language))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href(path)}"/>`,
    ].join("");
    return LANGUAGES.map((language) => `  <url><loc>${href(pathInLanguage(path, language))}</loc>${lastmod}${twins}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string | null): string {
  const lines = ["User-agent: *", ...DISALLOWED.map((path) => `Disallow: ${path}`)];
  // Sitemap needs an absolute address; without a trusted origin (PUBLIC_URL) there is none to give.
  if (origin) lines.push("", `Sitemap: ${origin}/sitemap.xml`);
  return lines.join("\n") + "\n";
}

/**
 * `/sitemap.xml` and `/robots.txt` as routes: both need the site's trusted origin (PUBLIC_URL,
 * or the local demo's own address), which a static file cannot know. Without one the sitemap
 * is 404 rather than a list of addresses a visitor's Host header made up.
 */
export function mountSitemap(app: Hono<ApiEnv>, services: Pick<AppServices, "env" | "db">): void {
  const { env } = services;
  const cache = "public, max-age=3600";
  app.on(["GET", "HEAD"], "/sitemap.xml", async (c) => {
    const origin = trustedOrigin(c.req.raw, env);
    if (!origin) return c.text("Not found\n", 404);
    const [vacancyPages, tenderPages, settings] = await Promise.all([openVacancyPaths(services.db), tenderPagePaths(services.db), getSiteSettings(services.db)]);
    return c.body(sitemapXml(origin, [...vacancyPages, ...tenderPages], { virtualTour: settings.virtualTourUrl !== "" }), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": cache,
    });
  });
  app.on(["GET", "HEAD"], "/robots.txt", (c) =>
    c.body(robotsTxt(trustedOrigin(c.req.raw, env)), 200, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cache }),
  );
}
