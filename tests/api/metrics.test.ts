import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCookie } from "../support/page-session";
import { type RunningServer, startServer } from "../support/start-server";

/**
 * /metrics (docs/decisions/049-metrics-and-traces.md): known traffic, then a scrape that must
 * show exactly the counts it caused; the address on the site's port only with the token.
 */

/** One sample's value from the Prometheus text format, 0 when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? "").split(/,(?=[a-z_]+=")/).filter(Boolean);
    if (wanted.length === present.length && wanted.every((w) => present.includes(w))) return Number(match[3]);
  }
  return 0;
}

const TOKEN = randomBytes(24).toString("hex");

describe("metrics", () => {
  let server: RunningServer;
  let metricsUrl: string;

  beforeAll(async () => {
    server = await startServer({
      engine: "sqlite",
      env: {
        SEED_DEMO: "false",
        METRICS_PORT: "0",
        METRICS_TOKEN: TOKEN,
        RENDER_LIMIT: "1",
        RATE_LIMITS: JSON.stringify({ register: { limit: 1, windowSeconds: 600 } }),
      },
    });
    const port = /"msg":"metrics listening".*?"port":(\d+)/.exec(server.output())?.[1];
    expect(port, server.output()).toBeDefined();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
  });
  afterAll(() => server?.stop());

  const scrape = async () => {
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text();
  };

  it("counts stored pages answered before the app, by route pattern, method and status class", async () => {
    const url = server.url;
    await (await fetch(`${url}/`)).text(); // rendered once and stored
    const before = await scrape();
    const N = 25;
    for (let i = 0; i < N; i++) {
      const res = await fetch(`${url}/`);
      expect(res.headers.get("x-render-cache")).toBe("hit");
      await res.text();
    }
    await (await fetch(`${url}/livez`)).text();
    const after = await scrape();
    const stored = { route: "stored-page", method: "GET", status_class: "2xx" };
    expect(sample(after, "hotel_http_requests_total", stored) - sample(before, "hotel_http_requests_total", stored)).toBe(N);
    expect(sample(after, "hotel_render_cache_hits_total") - sample(before, "hotel_render_cache_hits_total")).toBe(N);
    const live = { route: "/livez", method: "GET", status_class: "2xx" };
    expect(sample(after, "hotel_http_requests_total", live) - sample(before, "hotel_http_requests_total", live)).toBe(1);
  });

  it("counts a missing page and an API record by their patterns, never by the address asked for", async () => {
    const before = await scrape();
    expect((await fetch(`${server.url}/no-such-page-7301`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/rooms/7302`)).status).toBe(404);
    const after = await scrape();
    const page = { route: "page", method: "GET", status_class: "4xx" };
    expect(sample(after, "hotel_http_requests_total", page) - sample(before, "hotel_http_requests_total", page)).toBe(1);
    const record = { route: "/api/rooms/:id", method: "GET", status_class: "4xx" };
    expect(sample(after, "hotel_http_requests_total", record) - sample(before, "hotel_http_requests_total", record)).toBe(1);
    expect(sample(after, "hotel_http_request_duration_seconds_count", record)).toBeGreaterThanOrEqual(1);
    // Never as a label's value; a sample's value (bytes, seconds) may hold those digits by chance.
    expect(after).not.toMatch(/="[^"]*730[12][^"]*"/);
  });

  it("counts renders refused by the render limit", async () => {
    const cookie = await pageCookie(server.url);
    const before = await scrape();
    // A signed-in visitor's pages are rendered afresh; with RENDER_LIMIT=1, twenty at once
    // find the one place taken.
    let refused = 0;
    for (let round = 0; round < 5 && refused === 0; round++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/`, { headers: { cookie } }).then(async (r) => (await r.text(), r.status))));
      refused += answers.filter((s) => s === 503).length;
    }
    expect(refused).toBeGreaterThan(0);
    const after = await scrape();
    expect(sample(after, "hotel_renders_refused_total", { status: "503" }) - sample(before, "hotel_renders_refused_total", { status: "503" })).toBe(refused);
    expect(sample(after, "hotel_renders_in_flight")).toBe(0);
  });

  it("counts a rate-limit refusal by the limit's name", async () => {
    const before = await scrape();
    const post = () => fetch(`${server.url}/api/register`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "" }) });
    expect((await post()).status).toBe(422);
    expect((await post()).status).toBe(429);
    const after = await scrape();
    expect(sample(after, "hotel_rate_limit_refusals_total", { limit: "register" }) - sample(before, "hotel_rate_limit_refusals_total", { limit: "register" })).toBe(1);
  });

  it("reports the outbox, the database connection and the process", async () => {
    const text = await scrape();
    expect(text).toMatch(/^hotel_email_outbox_pending \d+$/m);
    expect(text).toMatch(/^hotel_email_outbox_oldest_pending_seconds [\d.e+-]+$/m);
    expect(sample(text, "hotel_db_connections", { state: "total" })).toBe(1);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    // Nothing secret: the token is never part of what is scraped.
    expect(text).not.toContain(TOKEN);
  });

  it("answers /metrics on the site's port only to the token", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } })).status).toBe(401);
    const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toContain("hotel_http_requests_total");
  });

  it("serves nothing but /metrics on the metrics port", async () => {
    expect((await fetch(metricsUrl.replace("/metrics", "/"))).status).toBe(404);
  });
});

describe("metrics without METRICS_TOKEN", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ engine: "sqlite", env: { SEED_DEMO: "false" } });
  });
  afterAll(() => server?.stop());

  it("is an ordinary 404 on the site's port, token or not", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer anything-at-all-anything-at-all-123" } })).status).toBe(404);
    expect(server.output()).not.toContain("metrics listening");
  });
});

describe("metrics on postgres", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ engine: "postgres", env: { SEED_DEMO: "false", METRICS_PORT: "0" } });
  });
  afterAll(() => server?.stop());

  it("reports the connection pool and counts stored pages", async () => {
    const port = /"msg":"metrics listening".*?"port":(\d+)/.exec(server.output())?.[1];
    const scrape = async () => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    await (await fetch(`${server.url}/`)).text();
    const before = await scrape();
    for (let i = 0; i < 5; i++) await (await fetch(`${server.url}/`)).text();
    const after = await scrape();
    const stored = { route: "stored-page", method: "GET", status_class: "2xx" };
    expect(sample(after, "hotel_http_requests_total", stored) - sample(before, "hotel_http_requests_total", stored)).toBe(5);
    const total = sample(after, "hotel_db_connections", { state: "total" });
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(10);
    expect(sample(after, "hotel_db_connections", { state: "idle" })).toBeLessThanOrEqual(total);
    expect(after).toMatch(/^hotel_db_connections\{state="waiting"\} 0$/m);
  });
});
