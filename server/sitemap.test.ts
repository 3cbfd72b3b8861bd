import { describe, expect, it } from "vitest";
import { SITEMAP_PATHS } from "./sitemap";
import { robotsTxt, sitemapXml } from "./sitemap";
import { spellingRedirectTarget } from "./spelling-redirects";

describe("sitemap and robots.txt", () => {
  it("lists every public path once in each language, absolute and XML-safe", () => {
    const xml = sitemapXml("https://www.hotel.example");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(SITEMAP_PATHS.length * 2);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain("https://www.hotel.example/Health%26Wellness");
    expect(locs).toContain("https://www.hotel.example/ny/Health%26Wellness");
    expect(locs).toContain("https://www.hotel.example/ny");
    expect(xml).not.toMatch(/&(?!amp;)/);
  });

  it("names each page's twin in the other language and English as the default", () => {
    const xml = sitemapXml("https://www.hotel.example");
    const entry = xml.split("\n").find((line) => line.includes("<loc>https://www.hotel.example/ny/ContactUs</loc>"));
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en-GB" href="https://www.hotel.example/ContactUs"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="ny" href="https://www.hotel.example/ny/ContactUs"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.hotel.example/ContactUs"/>');
  });

  it("lists the virtual tour only while the settings give a tour address", () => {
    expect(sitemapXml("https://www.hotel.example", [], { virtualTour: true })).toContain("<loc>https://www.hotel.example/virtualTour</loc>");
    const without = sitemapXml("https://www.hotel.example", [], { virtualTour: false });
    expect(without).not.toContain("/virtualTour");
    expect(without).toContain("<loc>https://www.hotel.example/booking</loc>");
  });

  it("adds pages made from records, with the day they last changed", () => {
    const xml = sitemapXml("https://www.hotel.example", [{ path: "/career/7", lastModified: "2026-11-20T08:15:00.000Z" }]);
    expect(xml).toContain("<url><loc>https://www.hotel.example/career/7</loc><lastmod>2026-11-20</lastmod>");
    expect(xml).toContain("<url><loc>https://www.hotel.example/ny/career/7</loc><lastmod>2026-11-20</lastmod>");
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
