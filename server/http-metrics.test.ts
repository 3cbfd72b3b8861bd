import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { metricsRegistry } from "~/platform/runtime/metrics.server";
import { httpMetrics, markServedStatic } from "./http-metrics";

/** The request counter's series for one route, as scraped. */
async function countOf(route: string): Promise<number> {
  const text = await metricsRegistry.getSingleMetricAsString("hotel_http_requests_total");
  return text
    .split("\n")
    .filter((line) => line.startsWith(`hotel_http_requests_total{route="${route}",`))
    .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
}

describe("httpMetrics", () => {
  const app = new Hono();
  app.use(httpMetrics());
  app.use("/assets/*", async (c, next) => {
    if (c.req.path === "/assets/site.css") {
      markServedStatic(c);
      return c.text("body{}");
    }
    return next();
  });
  app.get("/api/rooms/:id", (c) => c.json({ id: c.req.param("id") }));
  app.all("*", (c) => c.text("page", c.req.path === "/missing" ? 404 : 200));

  it("labels each request by the pattern that answered it, never the address", async () => {
    const before = await Promise.all(["/api/rooms/:id", "/api/*", "page", "static"].map(countOf));
    await app.request("/api/rooms/41");
    await app.request("/api/rooms/42");
    await app.request("/api/nothing-here/43");
    await app.request("/missing");
    await app.request("/assets/site.css");
    const after = await Promise.all(["/api/rooms/:id", "/api/*", "page", "static"].map(countOf));
    expect(after.map((n, i) => n - before[i]!)).toEqual([2, 1, 1, 1]);
    const text = await metricsRegistry.getSingleMetricAsString("hotel_http_requests_total");
    expect(text).not.toMatch(/41|42|43|missing/);
    expect(text).toContain('route="page",method="GET",status_class="4xx"');
  });
});
