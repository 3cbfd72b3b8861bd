import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import vnuJar from "vnu-jar";
import { beforeAll, describe, expect, it } from "vitest";
import { watchErrors } from "../support/page-checks";
import { publicPagePaths } from "../support/public-pages";
import { PHONE, useSiteInBrowser } from "../support/site-in-browser";

/**
 * Every public template, as a guest on a phone meets it: 200 with its content in the server
 * HTML, valid HTML (the W3C validator), no serious accessibility issue (axe), no console
 * error, and the byte budgets (deterministic, so asserted here; timings live in npm run bench).
 */
const BUDGET = {
  /**
   * JavaScript a public page loads, gzip (React and React Router alone are about 113 KB; the
   * framework file here is 101 KB): 130 KB (GUIDE), in either language: each page loads its own
   * language's text only, SPEC's wording included (decision 047).
   */
  jsGzip: 130 * 1024,
  /** Everything the home page transfers on a 390 px phone. */
  homeTransferred: 350 * 1024,
  /** The first HTML, compressed: one round trip of a new connection. */
  firstHtmlGzip: 14 * 1024,
};

/** The public pages (tests/support/public-pages.ts), from the running site's sitemap. */
async function publicPaths(base: string): Promise<string[]> {
  const sitemap = await fetch(`${base}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  return publicPagePaths(await sitemap.text());
}

interface LargestPaint {
  /** The picture's address as written in the HTML, or null when the largest paint is text. */
  src: string | null;
  loading: string | null;
}

/** What Chromium reports as the page's largest contentful paint (null when it reports none within 5 s). */
function largestPaint(page: Page): Promise<LargestPaint | null> {
  return page.evaluate(
    () =>
      new Promise<LargestPaint | null>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined;
          const img = entry?.element instanceof HTMLImageElement ? entry.element : null;
          resolve({ src: img ? img.getAttribute("src") : null, loading: img?.getAttribute("loading") ?? null });
        }).observe({ type: "largest-contentful-paint", buffered: true });
        setTimeout(() => resolve(null), 5000);
      }),
  );
}

describe("public templates", () => {
  const site = useSiteInBrowser({ demoContent: true });
  let paths: string[];

  beforeAll(async () => {
    paths = await publicPaths(site.url);
  });

  it("answer 200 with valid HTML (W3C validator, no error) and a small first response", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "hotel-html-"));
    try {
      const files: string[] = [];
      const tooBig: string[] = [];
      for (const pathname of paths) {
        const res = await fetch(site.url + pathname);
        expect(res.status, pathname).toBe(200);
        const html = await res.text();
        expect(html, pathname).toMatch(/<main[\s>]/);
        const compressed = gzipSync(html, { level: 6 }).byteLength;
        if (compressed > BUDGET.firstHtmlGzip) tooBig.push(`${pathname}: ${compressed} B`);
        const file = path.join(dir, `${files.length}.html`);
        await fs.writeFile(file, html);
        files.push(file);
      }
      expect(tooBig).toEqual([]);
      const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--errors-only", ...files], { encoding: "utf8" });
      expect(run.error, "Java is required for the HTML validator (apt-get install -y openjdk-17-jre-headless)").toBeUndefined();
      const report = JSON.parse(run.stderr || '{"messages":[]}') as { messages: { url: string; message: string; lastLine?: number }[] };
      const errors = report.messages.map((m) => `${paths[files.indexOf(new URL(m.url).pathname)]}:${m.lastLine ?? "?"} ${m.message}`);
      expect(errors).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("pass axe (WCAG 2.2 AA, no serious or critical issue) on a phone, never scroll sideways, log no console error, stay within the JavaScript budget and load their largest picture at once", async () => {
    const context = await site.newContext({ viewport: PHONE, reducedMotion: "reduce" });
    const problems: string[] = [];
    for (const pathname of paths) {
      const page = await context.newPage();
      const errors = watchErrors(page);
      const scripts: Promise<number>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).byteLength, () => 0));
      });
      // "load": every script of the page has run (frames of outside services may never go idle).
      const response = await page.goto(site.url + pathname, { waitUntil: "load" });
      // The page comes alive: its scripts, and the text of its language they fetch, all ran.
      const alive = await page.waitForFunction(() => "__reactRouterRouteModules" in window, undefined, { timeout: 15_000 }).then(
        () => true,
        () => false,
      );
      if (!alive) problems.push(`${pathname}: its scripts never finished running`);
      const lcp = await largestPaint(page);
      if (!lcp) problems.push(`${pathname}: Chromium reported no largest contentful paint`);
      else if (lcp.src !== null) {
        // The largest picture on a phone's first screen must be in the first HTML and not wait for lazy loading.
        const html = (await response?.text()) ?? "";
        if (lcp.loading === "lazy") problems.push(`${pathname}: the largest picture (${lcp.src}) is loaded lazily`);
        if (!html.includes(lcp.src)) problems.push(`${pathname}: the largest picture (${lcp.src}) is not in the first HTML`);
      }
      const jsBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
      const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
      for (const v of violations.filter((found) => found.impact === "serious" || found.impact === "critical")) {
        problems.push(`${pathname}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      }
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (sideways > 0) problems.push(`${pathname}: the page scrolls sideways by ${sideways} px on a phone`);
      if (jsBytes > BUDGET.jsGzip) problems.push(`${pathname}: ${Math.round(jsBytes / 1024)} KB of JavaScript (gzip)`);
      if (errors.length > 0) problems.push(`${pathname}: ${errors.join(" | ")}`);
      await page.close();
    }
    expect(problems).toEqual([]);
    // Every page in English and in Chichewa: about 60 pages, each checked by axe.
  }, 480_000);

  it("keep the home page within its transfer budget on a phone", async () => {
    const { page } = await site.open({ viewport: PHONE });
    let transferred = 0;
    page.on("requestfinished", async (request) => {
      const sizes = await request.sizes().catch(() => null);
      if (sizes) transferred += sizes.responseBodySize + sizes.responseHeadersSize;
    });
    await page.goto(`${site.url}/`, { waitUntil: "networkidle" });
    expect(transferred).toBeLessThanOrEqual(BUDGET.homeTransferred);
  });
});
