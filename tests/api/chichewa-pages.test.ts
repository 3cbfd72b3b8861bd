import { describe, expect, it } from "vitest";
import { servers } from "../support/api-client";

/*
 * English at today's addresses, Chichewa under /ny/ (DECISIONS §10, decision 042): every site
 * page has a twin, each names the other, the choice is remembered, crawlers are never moved,
 * and the API speaks the client's language.
 */

const alternates = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/gi)].map((m) => [m[1]!, m[2]!]));

describe.each(servers())("Chichewa pages on $engine", ({ url }) => {
  const get = (path: string, headers: Record<string, string> = {}) => fetch(url + path, { headers, redirect: "manual" });

  it("answers every page of the sitemap in both languages, each naming its twin and English as the default", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replaceAll("&amp;", "&")).pathname);
    const chichewa = listed.filter((path) => path === "/ny" || path.startsWith("/ny/"));
    const english = listed.filter((path) => !chichewa.includes(path));
    expect(chichewa.length).toBe(english.length);
    expect(chichewa.length).toBeGreaterThan(20);
    for (const path of chichewa) {
      const res = await get(path);
      const html = await res.text();
      expect(res.status, path).toBe(200);
      expect(html, path).toContain('<html lang="ny"');
      const twin = path === "/ny" ? "/" : path.slice(3);
      expect(alternates(html), path).toEqual({ "en-GB": url + twin, ny: url + path, "x-default": url + twin });
      // Its own canonical page, never the English one.
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      if (canonical) expect(new URL(canonical).pathname.startsWith("/ny"), path).toBe(true);
    }
    for (const path of ["/", "/ContactUs", "/accomodationService"]) {
      const html = await (await get(path)).text();
      expect(html).toContain('<html lang="en-GB"');
      expect(alternates(html)).toEqual({ "en-GB": url + path, ny: url + (path === "/" ? "/ny" : `/ny${path}`), "x-default": url + path });
    }
  });

  it("speaks Chichewa in the header and footer of a Chichewa page, and English on the English one", async () => {
    const chichewa = await (await get("/ny/ContactUs")).text();
    expect(chichewa).toContain("Lumikizanani Nafe");
    expect(chichewa).toContain("Kalata ya Nkhani");
    // Links stay in the language: the menu leads to the Chichewa twins.
    expect(chichewa).toContain('href="/ny/accomodationService"');
    expect(chichewa).toMatch(/<a class="language-switch"[^>]*href="\/ContactUs\?lang=en"/);
    const english = await (await get("/ContactUs")).text();
    expect(english).not.toContain("Lumikizanani Nafe");
    expect(english).toContain('href="/accomodationService"');
    expect(english).toMatch(/<a class="language-switch"[^>]*href="\/ny\/ContactUs\?lang=ny"/);
  });

  it("remembers the visitor's choice, and never moves a visitor on Accept-Language alone", async () => {
    const chosen = await get("/ContactUs?lang=ny&currency=MWK");
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toBe("/ny/ContactUs?currency=MWK");
    expect(chosen.headers.get("set-cookie")).toMatch(/^lang=ny; Path=\/; SameSite=Lax; Max-Age=31536000/);

    // A bookmark of an English page, after choosing Chichewa: the twin. Even the home page, which
    // is otherwise answered straight from the stored pages.
    for (const path of ["/", "/ContactUs", "/accomodationService"]) {
      const res = await get(path, { cookie: "lang=ny" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(path === "/" ? "/ny" : `/ny${path}`);
    }
    const back = await get("/ny/ContactUs?lang=en", { cookie: "lang=ny" });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/ContactUs");
    expect(back.headers.get("set-cookie")).toMatch(/^lang=en;/);
    expect((await get("/ContactUs", { cookie: "lang=en" })).status).toBe(200);

    // A crawler or a first visit with a Chichewa browser: the address asked for, as it is.
    const crawler = await get("/ContactUs", { "accept-language": "ny-MW,ny;q=0.9,en;q=0.5" });
    expect(crawler.status).toBe(200);
    expect(await crawler.text()).toContain('<html lang="en-GB"');
  });

  it("never hands a stored page of one language to a visitor of the other", async () => {
    for (let round = 0; round < 3; round++) {
      expect(await (await get("/")).text()).toContain('<html lang="en-GB"');
      expect(await (await get("/ny")).text()).toContain('<html lang="ny"');
    }
  });

  it("sends staff from a screen's /ny/ address to the screen, which has no Chichewa twin", async () => {
    const res = await get("/ny/room?tab=2");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/room?tab=2");
    const missing = await get("/ny/no-such-page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<html lang="ny"');
  });

  it("answers the API's messages in the language the client asks for", async () => {
    const send = (query: string, headers: Record<string, string> = {}) =>
      fetch(`${url}/api/newsletter${query}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ newsletter: "not-an-email" }) });
    const english = await send("");
    expect(english.status).toBe(422);
    const englishBody = (await english.json()) as { message: string; errors: Record<string, string[]> };
    expect(englishBody.errors.newsletter).toEqual(["Email is not valid"]);

    for (const chichewa of [await send("?lang=ny"), await send("", { "accept-language": "ny" })]) {
      expect(chichewa.status).toBe(422);
      expect(chichewa.headers.get("vary")).toContain("Accept-Language");
      const body = (await chichewa.json()) as { message: string; errors: Record<string, string[]> };
      expect(body.errors.newsletter).toEqual(["Imelo iyi si yolondola"]);
    }
  });
});
