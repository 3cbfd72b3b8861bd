import { describe, expect, it } from "vitest";
import { SITEMAP_PATHS } from "./sitemap";
import { robotsTxt, sitemapXml } from "./sitemap";
import { spellingRedirectTarget } from "./spelling-redirects";

describe("sitemap and robots.txt", () => {
  it("lists every public path once, absolute and XML-safe", () => {
    const xml = sitemapXml("https://www.hotel.example");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(SITEMAP_PATHS.length);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain("https://www.hotel.example/Health%26Wellness");
    expect(xml).not.toMatch(/&(?!amp;)/);
  });

  it("lists the virtual tour only while the settings give a tour address", () => {
    expect(sitemapXml("https://www.hotel.example", [], { virtualTour: true })).toContain("<loc>https://www.hotel.example/virtualTour</loc>");
    const without = sitemapXml("https://www.hotel.example", [], { virtualTour: false });
    expect(without).not.toContain("/virtualTour");
    expect(without).toContain("<loc>https://www.hotel.example/booking</loc>");
  });

  it("adds pages made from records, with the day they last changed", () => {
    const xml = sitemapXml("https://www.hotel.example", [{ path: "/career/7", lastModified: "2026-11-20T08:15:00.000Z" }]);
    expect(xml).toContain("<url><loc>https://www.hotel.example/career/7</loc><lastmod>2026-11-20</lastmod></url>");
  });

  it("names the sitemap only when the site's address is known", () => {
    expect(robotsTxt("https://www.hotel.example")).toContain("Sitemap: https://www.hotel.example/sitemap.xml");
    expect(robotsTxt(null)).not.toContain("Sitemap:");
    expect(robotsTxt(null)).toContain("Disallow: /api/");
  });
});

describe("spelling redirects", () => {
  it("match without regard to case or one trailing slash, and leave other paths alone", () => {
    expect(spellingRedirectTarget("/Gallery/")).toBe("/PictureGarlery");
    expect(spellingRedirectTarget("/RESTAURANT")).toBe("/RestrauntService");
    expect(spellingRedirectTarget("/PictureGarlery")).toBeNull();
    expect(spellingRedirectTarget("/gallery/extra")).toBeNull();
    expect(spellingRedirectTarget("/")).toBeNull();
  });
});
