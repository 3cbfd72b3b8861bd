import { createHash } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createRenderCache, hashedPolicy, withoutNonces } from "./render-cache";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("hashedPolicy", () => {
  it("swaps the nonce for the hashes of the page's inline scripts, leaving other directives alone", () => {
    const html = `<script nonce="abc">window.a=1</script><script type="module" nonce="abc">import "/x.js"</script><script src="/y.js" nonce="abc"></script>`;
    const policy = hashedPolicy("default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'; object-src 'none'", html);
    expect(policy).toBe(`default-src 'self'; script-src 'self' ${sha256("window.a=1")} ${sha256('import "/x.js"')} 'strict-dynamic'; object-src 'none'`);
  });

  it("allows no inline script at all when the page has none", () => {
    expect(hashedPolicy("script-src 'nonce-abc'", "<p>no scripts</p>")).toBe("script-src 'none'");
  });

  it("keeps the directive's other sources when the page has no inline script, rather than 'none' beside them", () => {
    expect(hashedPolicy("default-src 'self'; script-src 'self' 'nonce-abc'; object-src 'none'", "<p>no scripts</p>")).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'",
    );
  });
});

describe("withoutNonces", () => {
  it("removes every nonce attribute and nothing else", () => {
    expect(withoutNonces(`<script nonce="abc">x</script><link rel="modulepreload" nonce="abc" href="/a.js"/><p>nonce="text"</p>`)).toBe(
      `<script>x</script><link rel="modulepreload" href="/a.js"/><p>nonce="text"</p>`,
    );
  });
});

/** A page handler counting its renders behind the cache, as the server wires it. */
function pageApp(options: Parameters<typeof createRenderCache>[0] = {}) {
  const cache = createRenderCache(options);
  const app = new Hono();
  let renders = 0;
  app.use(cache.invalidateOnWrites, cache.serveStored);
  app.use("*", cache.storeRendered);
  app.post("/api/rooms", (c) => c.json({ ok: true }, 201));
  app.get("/private", (c) => c.html("<p>mine</p>", 200, { "Cache-Control": "private, no-store" }));
  app.get("/cookie", (c) => c.html("<p>hello</p>", 200, { "Set-Cookie": "a=b" }));
  app.get("*", (c) => {
    renders += 1;
    return c.html(`<p>render ${renders}</p><script nonce="n${renders}">go()</script>`, 200, {
      "Content-Security-Policy": `script-src 'nonce-n${renders}'`,
    });
  });
  return { app, cache, renders: () => renders };
}

describe("createRenderCache", () => {
  it("renders an anonymous page once, then serves the stored bytes with the hashed policy", async () => {
    const { app, renders } = pageApp();
    const first = await app.request("/rooms");
    expect(first.headers.get("x-render-cache")).toBe("miss");
    const second = await app.request("/rooms");
    expect(second.headers.get("x-render-cache")).toBe("hit");
    expect(await second.text()).toBe(`<p>render 1</p><script>go()</script>`);
    expect(second.headers.get("content-security-policy")).toBe(`script-src ${sha256("go()")}`);
    expect(renders()).toBe(1);
  });

  it("never serves or stores a page for a request carrying a session or two-step cookie or credentials", async () => {
    const { app, renders, cache } = pageApp();
    const requests: Record<string, string>[] = [
      { cookie: "sid=x" },
      { cookie: "_ga=GA1.2.3; __Host-sid=x" },
      { cookie: "two_step=x" },
      { cookie: "__Host-two_step=x" },
      { authorization: "Bearer abc" },
      { authorization: "Basic YTpi" },
    ];
    for (const headers of requests) await app.request("/rooms", { headers });
    expect(cache.size()).toBe(0);
    await app.request("/rooms");
    const withSession = await app.request("/rooms", { headers: { cookie: "theme=dark; sid=x" } });
    expect(withSession.headers.get("x-render-cache")).toBeNull();
    expect(await withSession.text()).toContain("render 8");
    expect(renders()).toBe(8);
  });

  it("serves the stored page to a visitor whose only cookies are other sites' tools' (statistics, CDN)", async () => {
    const { app, renders } = pageApp();
    await app.request("/rooms");
    const withOthers = await app.request("/rooms", { headers: { cookie: "_ga=GA1.2.3; __cf_bm=abc; sidebar=1; flag" } });
    expect(withOthers.headers.get("x-render-cache")).toBe("hit");
    expect(await withOthers.text()).toContain("render 1");
    expect(renders()).toBe(1);
  });

  it("starts again after any write", async () => {
    const { app, renders } = pageApp();
    await app.request("/rooms");
    await app.request("/api/rooms", { method: "POST" });
    const after = await app.request("/rooms");
    expect(after.headers.get("x-render-cache")).toBe("miss");
    expect(renders()).toBe(2);
  });

  it("starts again when the hotel's date changes, and after the longest age", async () => {
    let day = "2026-11-23";
    let clock = 0;
    const { app, renders } = pageApp({ today: () => day, now: () => clock, maxAgeMs: 1000 });
    await app.request("/rooms");
    day = "2026-11-24";
    await app.request("/rooms");
    expect(renders()).toBe(2);
    clock = 1500;
    await app.request("/rooms");
    expect(renders()).toBe(3);
  });

  it("keeps a page no longer than its Expires (a tender closing turns the page without a write)", async () => {
    let clock = Date.parse("2027-01-12T09:59:00Z");
    const cache = createRenderCache({ now: () => clock });
    const app = new Hono();
    let renders = 0;
    app.use(cache.serveStored);
    app.use("*", cache.storeRendered);
    app.get("*", (c) => {
      renders += 1;
      return c.html(`<p>render ${renders}</p>`, 200, { Expires: "Tue, 12 Jan 2027 10:00:00 GMT" });
    });
    await app.request("/Tender");
    expect((await app.request("/Tender")).headers.get("x-render-cache")).toBe("hit");
    clock = Date.parse("2027-01-12T10:00:00Z");
    expect((await app.request("/Tender")).headers.get("x-render-cache")).toBe("miss");
    expect(renders).toBe(2);
  });

  it("stores nothing until the demo content is ready, and nothing private or cookie-setting", async () => {
    let ready = false;
    const { app, cache } = pageApp({ ready: () => ready });
    await app.request("/rooms");
    expect(cache.size()).toBe(0);
    ready = true;
    await app.request("/private");
    await app.request("/cookie");
    expect(cache.size()).toBe(0);
    await app.request("/rooms");
    expect(cache.size()).toBe(1);
  });

  it("answers in the encoding asked for, each with its own ETag", async () => {
    const { app } = pageApp();
    await app.request("/rooms");
    const br = await app.request("/rooms", { headers: { "accept-encoding": "gzip, deflate, br" } });
    const gzip = await app.request("/rooms", { headers: { "accept-encoding": "gzip" } });
    const plain = await app.request("/rooms");
    expect([br.headers.get("content-encoding"), gzip.headers.get("content-encoding"), plain.headers.get("content-encoding")]).toEqual(["br", "gzip", null]);
    expect(new Set([br.headers.get("etag"), gzip.headers.get("etag"), plain.headers.get("etag")]).size).toBe(3);
    expect(br.headers.get("vary")).toContain("Accept-Encoding");
  });

  it("answers a matching If-None-Match from memory with 304 and the page's cache headers", async () => {
    const { app, renders } = pageApp();
    const first = await app.request("/rooms");
    const etag = first.headers.get("etag")!;
    const again = await app.request("/rooms", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toContain("public");
    expect(renders()).toBe(1);
  });

  it("keeps at most maxEntries pages, dropping the least recently used", async () => {
    const { app, cache, renders } = pageApp({ maxEntries: 2 });
    await app.request("/a");
    await app.request("/b");
    await app.request("/a");
    await app.request("/c");
    expect(cache.size()).toBe(2);
    await app.request("/a");
    expect(renders()).toBe(3);
    await app.request("/b");
    expect(renders()).toBe(4);
  });

  it("lets addresses with a query string take a third of the entries at most, so made-up ones cannot push the pages out", async () => {
    const { app, cache, renders } = pageApp({ maxEntries: 6 });
    await app.request("/");
    await app.request("/rooms");
    for (let i = 0; i < 10; i++) await app.request(`/?made-up=${i}`);
    expect(cache.size()).toBe(4);
    const before = renders();
    await app.request("/");
    await app.request("/rooms");
    await app.request("/?made-up=9");
    expect(renders()).toBe(before);
    await app.request("/?made-up=0");
    expect(renders()).toBe(before + 1);
  });
});

describe("createRenderCache: one render for simultaneous misses, one page-not-found for every unknown address", () => {
  /** A page handler that renders slowly (the render's awaits), counting renders, with a route table of its own. */
  function slowApp() {
    const cache = createRenderCache({ unknownPaths: async () => (pathname) => !["/", "/rooms"].includes(pathname) });
    const app = new Hono();
    let renders = 0;
    app.use(cache.serveStored);
    app.use("*", cache.storeRendered);
    app.get("*", async (c) => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      // As the page handler does (server/app.ts): the address is the raw request's.
      const path = new URL(c.req.raw.url).pathname;
      const known = ["/", "/rooms"].includes(path);
      return c.html(`<p>${known ? "page" : "not found"} ${path} ${renders}</p>`, known ? 200 : 404);
    });
    return { app, cache, renders: () => renders };
  }

  it("renders a page once for thirty visitors missing it at the same moment, and sends each the same bytes", async () => {
    const { app, renders } = slowApp();
    const answers = await Promise.all(Array.from({ length: 30 }, () => app.request("/rooms")));
    expect(renders()).toBe(1);
    const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())));
    expect([...bodies]).toEqual(["<p>page /rooms 1</p>"]);
    expect(answers.map((answer) => answer.headers.get("x-render-cache")).filter((cache) => cache === "miss")).toHaveLength(1);
  });

  it("renders the page-not-found once for all unknown addresses of a language, as its own address, and stores no entry per address", async () => {
    const { app, cache, renders } = slowApp();
    const first = await app.request("/no-such-page");
    expect(first.status).toBe(404);
    expect(await first.text()).toBe("<p>not found /404 1</p>");
    for (let i = 0; i < 50; i++) {
      const other = await app.request(`/made-up-${i}`);
      expect(other.status).toBe(404);
      expect(other.headers.get("x-render-cache")).toBe("hit");
      await other.text();
    }
    expect(renders()).toBe(1);
    const chichewa = await app.request("/ny/zina");
    expect(await chichewa.text()).toBe("<p>not found /ny/404 2</p>");
    expect(cache.size()).toBe(2);
    // A data request for an unknown address is no page: never answered with the page's HTML.
    const data = await app.request("/no-such-page.data");
    expect(data.headers.get("x-render-cache")).toBeNull();
  });

  it("keeps the stored pages however many unknown addresses are asked for", async () => {
    const { app, cache, renders } = slowApp();
    await (await app.request("/")).text();
    for (let i = 0; i < 500; i++) await (await app.request(`/x${i}`)).text();
    expect(cache.size()).toBe(2);
    expect((await app.request("/")).headers.get("x-render-cache")).toBe("hit");
    expect(renders()).toBe(2);
  });
});
