import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { demoPdf } from "../../db/seed/demo-pdf";
import { imageForm, loginAsStaff, servers } from "../support/api-client";
import { pageCookie } from "../support/page-session";

/**
 * The render cache (docs/decisions/014-render-cache.md): pages that are the same for every
 * anonymous visitor are rendered once and served from memory until a write, with script
 * hashes in their policy instead of a nonce; anyone signed in (or signing in) gets a fresh render.
 */
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * Other suites write to the same server at any moment, and any write starts a new generation,
 * so a stored copy is awaited: two answers in a row of which the second comes from memory.
 */
async function cachedPage(url: string, init: RequestInit = {}) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const first = await fetch(url, init);
    const firstBody = await first.text();
    const second = await fetch(url, init);
    const body = await second.text();
    if (first.headers.has("x-render-cache") && second.headers.get("x-render-cache") === "hit") {
      return { first, firstBody, response: second, body };
    }
  }
  throw new Error(`${url} was never served from the render cache`);
}

describe.each(servers())("render cache on $engine", ({ url }) => {
  it("serves an anonymous page's stored bytes, whose policy lets exactly its own inline scripts run", async () => {
    const { firstBody, response, body } = await cachedPage(`${url}/`);
    expect(body).toBe(firstBody);
    expect(response.headers.get("content-type")).toContain("text/html");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).not.toMatch(/'nonce-/);
    expect(body).not.toMatch(/\snonce="/);
    const inline = [...body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "").filter(Boolean);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) expect(policy).toContain(sha256(script));
    for (const directive of ["object-src 'none'", "base-uri 'none'", "default-src 'self'"]) expect(policy).toContain(directive);
  });

  it("answers a revalidation with 304 and a HEAD with the page's headers and no body", async () => {
    const { response } = await cachedPage(`${url}/Document`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const etag = response.headers.get("etag")!;
    const again = await fetch(`${url}/Document`, { headers: { "accept-encoding": "gzip", "if-none-match": etag } });
    // Either revalidated, or another suite wrote in between and the page was rendered afresh.
    if (again.headers.get("x-render-cache") === "hit") expect(again.status).toBe(304);
    const head = await fetch(`${url}/Document`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toContain("text/html");
    expect(await head.text()).toBe("");
  });

  it("shows a staff change to the next anonymous visitor at once", async () => {
    await cachedPage(`${url}/Document`);
    const admin = await loginAsStaff(url);
    const name = `Spa Price List ${Date.now().toString(36)}`;
    const created = await fetch(`${url}/api/document`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}` },
      body: imageForm({ name }, { bytes: demoPdf(name, ["Render cache test."]), name: "list.pdf", type: "application/pdf" }, "document"),
    });
    expect(created.status).toBe(201);
    const page = await fetch(`${url}/Document`);
    expect(page.headers.get("x-render-cache")).not.toBe("hit");
    expect(await page.text()).toContain(name);
  });

  it("never serves a stored page to a logged-in visitor, who gets a fresh render and nonce", async () => {
    await cachedPage(`${url}/`);
    const cookie = await pageCookie(url);
    const mine = await fetch(`${url}/`, { headers: { cookie } });
    expect(mine.headers.get("x-render-cache")).toBeNull();
    const nonce = (mine.headers.get("content-security-policy") ?? "").match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(await mine.text()).toContain(`nonce="${nonce}"`);
    const bearer = await fetch(`${url}/`, { headers: { authorization: `Bearer ${await loginAsStaff(url)}` } });
    expect(bearer.headers.get("x-render-cache")).toBeNull();
    // Other cookies beside the session change nothing: still their own page, kept by no one.
    const withOthers = await fetch(`${url}/`, { headers: { cookie: `_ga=GA1.2.345.678; ${cookie}; __cf_bm=abc` } });
    expect(withOthers.headers.get("x-render-cache")).toBeNull();
    expect(withOthers.headers.get("cache-control")).toBe("private, no-store");
    expect(await withOthers.text()).toContain(`nonce="${(withOthers.headers.get("content-security-policy") ?? "").match(/'nonce-([^']+)'/)?.[1]}"`);
  });

  it("serves the stored page to a visitor whose only cookies are a statistics tool's or a CDN's", async () => {
    const foreign = { headers: { cookie: "_ga=GA1.2.345.678; __cf_bm=abc" } };
    const { body } = await cachedPage(`${url}/`, foreign);
    const { body: anonymous } = await cachedPage(`${url}/`);
    expect(body).toBe(anonymous);
    const again = await fetch(`${url}/`, foreign);
    expect(again.headers.get("cache-control")).toMatch(/^public/);
  });

  it("serves links carrying social sites' click ids and campaign tags (fbclid, utm_*) as the page itself: one stored copy", async () => {
    // Every Facebook click has an id of its own; two guests' clicks share the stored page.
    let shared: { cache: string | null; body: string } | null = null;
    for (let attempt = 0; attempt < 20 && shared?.cache !== "hit"; attempt++) {
      await (await fetch(`${url}/ContactUs?fbclid=IwAR0first${attempt}`)).text();
      const second = await fetch(`${url}/ContactUs?utm_source=whatsapp&utm_campaign=festive&fbclid=IwAR0second${attempt}`);
      shared = { cache: second.headers.get("x-render-cache"), body: await second.text() };
    }
    expect(shared?.cache).toBe("hit");
    // The page's form posts to the page, not to anyone's tagged link.
    expect(shared?.body).toContain('action="/ContactUs"');
    expect(shared?.body).not.toMatch(/fbclid|utm_/);
    // Parameters a page does read still make their own page.
    const filtered = await (await fetch(`${url}/career?q=chef&utm_source=facebook`)).text();
    expect(filtered).toMatch(/match(es)? “chef”/);
  });

  it("serves made-up query strings (/?q=<random>) from the stored page: only the parameters a page reads make a page of their own", async () => {
    const random = () => Math.random().toString(36).slice(2);
    let hits = 0;
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${url}/?q=${random()}&${random()}=${random()}`);
      await response.text();
      if (response.headers.get("x-render-cache") === "hit") hits++;
    }
    // Each a fresh render before; now the one stored home page (another suite's write may
    // send one of them to a new render).
    expect(hits).toBeGreaterThanOrEqual(15);
    const stored = await cachedPage(`${url}/`);
    const madeUp = await fetch(`${url}/?q=${random()}`);
    if (madeUp.headers.get("x-render-cache") === "hit") expect(madeUp.headers.get("etag")).toBe(stored.response.headers.get("etag"));
    // The home page reads ?room= (its rooms filter): that is a page of its own.
    const suites = await cachedPage(`${url}/?room=executive&${random()}=1`);
    expect(suites.response.headers.get("etag")).not.toBe(stored.response.headers.get("etag"));
  });
});
