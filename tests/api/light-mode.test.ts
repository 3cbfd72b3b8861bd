import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, imageForm, loginAsStaff } from "../support/api-client";
import { pageCookie } from "../support/page-session";
import { type RunningServer, startServer } from "../support/start-server";

/*
 * Light mode for paid-by-the-megabyte data (DECISIONS §10, docs/decisions/044-light-mode.md):
 * `Save-Data: on`, or the footer's switch remembered in the `light` cookie, gets pages with no
 * web font, no scripts, no video, no frames and the smallest pictures; the render cache keeps
 * one page per mode and never hands one to a visitor of the other. A server of its own, with
 * the demo content: the frames and the hero video set here would surprise other files' tests.
 */

const TOUR = "https://tour.example.com/umodzi";
const MAP = "https://maps.example.com/embed?q=Lilongwe";
const SAVE_DATA = { "save-data": "on" };

/** The start of an MP4 (an `ftyp` box), enough for the videos store to take it as one. */
function mp4(size = 2048): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 0x18], 0);
  bytes.set(new TextEncoder().encode("ftypisom\0\0\x02\0isommp41"), 4);
  return bytes;
}

interface Fetched {
  status: number;
  headers: Headers;
  html: string;
}

async function get(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const res = await fetch(url, { headers, redirect: "manual" });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const FONT_PRELOAD = /<link[^>]+as="font"/;
const HYDRATION = /<script[^>]*type="module"|__reactRouterContext|rel="modulepreload"/;
/** A `srcset` offering several widths (a light page offers one file per format). */
const WIDTH_CHOICES = /srcSet="[^"]*\d+w,/i;

/** Whether a page is the light one, judged by everything light mode changes that shows in HTML. */
function isLight(page: Fetched): boolean {
  const light = /<html[^>]*class="light"/.test(page.html);
  if (light) {
    expect(page.html).not.toMatch(FONT_PRELOAD);
    expect(page.html).not.toMatch(HYDRATION);
    expect(page.html).not.toMatch(WIDTH_CHOICES);
    expect(page.html).not.toMatch(/<iframe|<video/);
    // No inline script to allow: the policy says so without a 'none' browsers would warn about.
    expect(page.headers.get("content-security-policy") ?? "").not.toMatch(/script-src [^;]*'self'[^;]*'none'/);
  } else {
    expect(page.html).toMatch(FONT_PRELOAD);
    expect(page.html).toMatch(HYDRATION);
  }
  return light;
}

describe("light mode", () => {
  let server: RunningServer;
  let url: string;
  let videoSrc: string;

  beforeAll(async () => {
    server = await startServer({ engine: "sqlite" });
    url = server.url;
    const admin = await loginAsStaff(url);
    const saved = await api(url, "/api/settings", { method: "PUT", token: admin, body: JSON.stringify({ virtualTourUrl: TOUR, mapEmbedUrl: MAP }) });
    expect(saved.status).toBe(200);
    const video = await api(url, "/api/video", {
      method: "POST",
      token: admin,
      body: imageForm({ name: "Pool and gardens" }, { bytes: mp4(), name: "pool.mp4", type: "video/mp4" }, "video"),
    });
    expect(video.status).toBe(201);
    videoSrc = new URL(video.body.data.video as string, url).pathname;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("with Save-Data: on, sends the home page without the web font, scripts, video or large pictures, and says it varies by Save-Data", async () => {
    const normal = await get(`${url}/`);
    expect(normal.status).toBe(200);
    expect(isLight(normal)).toBe(false);
    // The normal page's script would start the hero video; the light page carries no trace of it.
    expect(normal.html).toContain(videoSrc);
    expect(normal.html).toMatch(WIDTH_CHOICES);

    const light = await get(`${url}/`, SAVE_DATA);
    expect(light.status).toBe(200);
    expect(isLight(light)).toBe(true);
    expect(light.html).not.toContain(videoSrc);
    // The hero's poster stays, in its narrowest file.
    expect(light.html).toMatch(/<img class="hero-media" src="\/media\/[^"]+-480\.jpg"/);
    // The adverts as words: each title a link to its picture, no popup.
    expect(light.html).toMatch(/<aside class="text-adverts"/);
    expect(light.html).not.toContain('class="advert-popup"');
    expect(normal.html).not.toContain('class="text-adverts"');
    for (const page of [normal, light]) {
      expect(page.headers.get("vary")).toMatch(/\bSave-Data\b/);
      expect(page.headers.get("vary")).toMatch(/\bCookie\b/);
      expect(page.headers.get("cache-control")).toMatch(/^public/);
    }
  });

  it("shows the virtual tour and the map as links to tap, not frames", async () => {
    for (const [path, address] of [
      ["/virtualTour", TOUR],
      ["/ContactUs", MAP],
    ] as const) {
      const normal = await get(url + path);
      expect(normal.html, path).toMatch(/<iframe[^>]+src="https:\/\/(tour|maps)\.example\.com/);
      const light = await get(url + path, SAVE_DATA);
      expect(isLight(light), path).toBe(true);
      expect(light.html, path).toContain(`href="${address.replaceAll("&", "&amp;")}"`);
      expect(light.headers.get("vary"), path).toMatch(/\bSave-Data\b/);
    }
  });

  it("never serves a stored light page to a normal visitor or the reverse, before the app and through it", async () => {
    // No query string: a stored page is answered before the app (server/delivery/answer-at-once.ts);
    // with a tracking parameter the app's own lookup answers. Each several times, so both the
    // first render and the stored copy are checked.
    for (const path of ["/", "/Document", "/?utm_source=whatsapp", "/Document?fbclid=IwAR0abc"]) {
      const sequence: [Record<string, string>, boolean][] = [
        [{}, false],
        [{}, false],
        [SAVE_DATA, true],
        [SAVE_DATA, true],
        [{}, false],
        [{ cookie: "light=1" }, true],
        [{ cookie: "light=1" }, true],
        [{}, false],
        // The visitor's "full site" wins over their browser's Save-Data.
        [{ cookie: "light=0", ...SAVE_DATA }, false],
        [{ cookie: "light=0", ...SAVE_DATA }, false],
        [SAVE_DATA, true],
        [{ "save-data": "off" }, false],
      ];
      for (const [index, [headers, light]] of sequence.entries()) {
        const page = await get(url + path, headers);
        expect(page.status, `${path} #${index}`).toBe(200);
        expect(isLight(page), `${path} #${index} ${JSON.stringify(headers)}`).toBe(light);
      }
    }
    // The stored copies were answered: the last normal request of "/" was a hit.
    expect((await get(`${url}/`)).headers.get("x-render-cache")).toBe("hit");
    expect((await get(`${url}/`, SAVE_DATA)).headers.get("x-render-cache")).toBe("hit");
  });

  it("gives the Chichewa pages under /ny/ the same light mode, its switch and adverts in Chichewa", async () => {
    for (const [headers, light] of [
      [{}, false],
      [SAVE_DATA, true],
      [{}, false],
      [{ cookie: "light=1" }, true],
    ] as const) {
      const page = await get(`${url}/ny`, headers);
      expect(page.status).toBe(200);
      expect(page.html).toMatch(/<html lang="ny"/);
      expect(isLight(page), JSON.stringify(headers)).toBe(light);
      expect(page.html).toContain(light ? "Onetsani tsamba lonse" : "Gwiritsani ntchito njira yopepuka");
      if (light) expect(page.html).toContain("Zotsatsa za pano");
    }
  });

  it("keeps the currency and light mode apart in the stored pages", async () => {
    const usdLight = await get(`${url}/`, { cookie: "currency=USD; light=1" });
    expect(isLight(usdLight)).toBe(true);
    expect(isLight(await get(`${url}/`, { cookie: "currency=USD" }))).toBe(false);
    expect(isLight(await get(`${url}/`, { cookie: "currency=USD", ...SAVE_DATA }))).toBe(true);
  });

  it("turns light mode on and off from the footer's form, remembered a year, and sends the visitor back to the page", async () => {
    const normal = await get(`${url}/promotions`);
    const form = /<form class="light-switch" action="\/light-mode" method="post"><input type="hidden" name="back" value="\/promotions"\/><input type="hidden" name="light" value="(on|off)"\/>/;
    expect(normal.html.match(form)?.[1]).toBe("on");
    const light = await get(`${url}/promotions`, SAVE_DATA);
    expect(light.html.match(form)?.[1]).toBe("off");

    const post = (fields: Record<string, string>) =>
      fetch(`${url}/light-mode`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: url, "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: new URLSearchParams(fields),
      });
    const on = await post({ light: "on", back: "/promotions?x=1" });
    expect(on.status).toBe(303);
    expect(on.headers.get("location")).toBe("/promotions?x=1");
    expect(on.headers.get("set-cookie")).toBe("light=1; Path=/; SameSite=Lax; Max-Age=31536000");
    expect(on.headers.get("cache-control")).toBe("no-store");
    const off = await post({ light: "off", back: "/Document" });
    expect(off.headers.get("set-cookie")).toMatch(/^light=0; Path=\/; SameSite=Lax; Max-Age=31536000$/);
    // Only back to this site; anything else goes home.
    for (const back of ["https://evil.example/", "//evil.example/", "/\\evil.example", ""]) {
      const answer = await post({ light: "on", back });
      expect(answer.status, back).toBe(303);
      expect(answer.headers.get("location"), back).toBe("/");
    }
    // Neither on nor off: refused, nothing remembered.
    const odd = await post({ light: "maybe", back: "/" });
    expect(odd.status).toBe(400);
    expect(odd.headers.get("set-cookie")).toBeNull();
    expect(await odd.text()).toContain("Light mode is either on or off.");
    // Posted from a Chichewa page, or by a visitor who chose Chichewa: the refusal in Chichewa.
    const chichewa = "Njira yopepuka imakhala yoyatsidwa kapena yozimitsidwa basi.";
    const fromChichewaPage = await post({ light: "maybe", back: "/ny/promotions" });
    expect(fromChichewaPage.status).toBe(400);
    expect(await fromChichewaPage.text()).toContain(chichewa);
    const byChoice = await fetch(`${url}/light-mode`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: url, "content-type": "application/x-www-form-urlencoded", accept: "text/html", cookie: "lang=ny" },
      body: new URLSearchParams({ light: "maybe" }),
    });
    expect(byChoice.status).toBe(400);
    expect(await byChoice.text()).toContain(chichewa);
    // From another site: refused as every cross-site post is.
    const crossSite = await fetch(`${url}/light-mode`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ light: "on", back: "/" }),
    });
    expect(crossSite.status).toBe(403);
  });

  it("keeps the back-office's scripts for staff who chose light mode", async () => {
    const cookie = await pageCookie(url);
    const screen = await get(`${url}/settings`, { cookie: `${cookie}; light=1` });
    expect(screen.status).toBe(200);
    expect(screen.html).toMatch(HYDRATION);
    expect(screen.html).not.toMatch(/<html[^>]*class="light"/);
  });
});
