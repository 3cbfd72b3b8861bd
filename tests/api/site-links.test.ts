import { describe, expect, it } from "vitest";
import { FOOTER_LINKS, isNavGroup, mainNav } from "~/components/site-nav";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { servers } from "../support/api-client";

/**
 * No link a visitor can follow leads nowhere (issue: "the menu has no link that 404s"): every
 * header and footer entry, and every same-site link in the server HTML of every public page
 * of the sitemap, answers 200 (after its redirects) to an anonymous visitor.
 */
const menuPaths = (virtualTourUrl: string) =>
  [...mainNav({ virtualTourUrl }).flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry])), ...FOOTER_LINKS].map((item) => item.to);

/** Same-site page links of an HTML page (not media, files, assets or in-page anchors). */
function pageLinks(html: string, origin: string): string[] {
  return [...html.matchAll(/<a\s[^>]*href="([^"#][^"]*)"/g)]
    .map((m) => new URL(m[1]!.replaceAll("&amp;", "&"), origin))
    .filter((url) => url.origin === origin && !/^\/(media|files|staff-files|assets)\//.test(url.pathname))
    .map((url) => url.pathname + url.search);
}

describe.each(servers())("links on $engine", ({ url }) => {
  it("every menu entry and every link on every public page answers 200 to a visitor", async () => {
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replaceAll("&amp;", "&")).pathname);
    expect(pages.length).toBeGreaterThan(20);

    // The menu as the site's settings give it (the demo has no virtual tour).
    const settings = (await (await fetch(`${url}/api/settings`)).json()) as { data: { virtualTourUrl: string } };
    const links = new Set<string>(menuPaths(settings.data.virtualTourUrl));
    for (const pathname of pages) {
      const res = await fetch(url + pathname);
      expect(res.status, pathname).toBe(200);
      for (const link of pageLinks(await res.text(), url)) links.add(link);
    }

    const broken: string[] = [];
    for (const link of links) {
      const res = await fetch(url + link);
      await res.body?.cancel();
      if (res.status !== 200) broken.push(`${link} → ${res.status}`);
    }
    expect(broken).toEqual([]);
  });
});

describe.each(servers())("the Bars page on $engine", ({ url }) => {
  it("is reached from the Dine menu of every page's header and from the Dining page itself", async () => {
    const dine = mainNav(DEFAULT_SITE_SETTINGS).find((entry) => isNavGroup(entry) && entry.label === "nav.dine");
    expect(dine && isNavGroup(dine) ? dine.items.map((item) => item.to) : []).toContain("/BarService");
    const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
    for (const path of ["/", "/RestrauntService", "/ConferenceService"]) {
      const html = await (await fetch(url + path)).text();
      expect(html.replace(mainOf(html), ""), `header of ${path}`).toContain('href="/BarService"');
    }
    const dining = mainOf(await (await fetch(`${url}/RestrauntService`)).text());
    expect(dining).toMatch(/<a[^>]*href="\/BarService"[^>]*>Our bars<\/a>/);
    const bars = await fetch(`${url}/BarService`);
    expect(bars.status).toBe(200);
    await bars.body?.cancel();
  });
});
