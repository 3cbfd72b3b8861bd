import { describe, expect, it } from "vitest";
import { countAnsweredAtOnce, methodLabel, metricsRegistry, statusClass } from "./metrics.server";

describe("metrics", () => {
  it("labels statuses by class and unknown methods as other, so labels stay a small set", () => {
    expect([statusClass(200), statusClass(304), statusClass(404), statusClass(503), statusClass(99), statusClass(700)]).toEqual(["2xx", "3xx", "4xx", "5xx", "1xx", "5xx"]);
    expect([methodLabel("GET"), methodLabel("PROPFIND")]).toEqual(["GET", "other"]);
  });

  it("adds the requests answered before the app to the request counter once each, whenever scraped", async () => {
    const line = async () => {
      const text = await metricsRegistry.getSingleMetricAsString("hotel_http_requests_total");
      return text.split("\n").find((l) => l.startsWith('hotel_http_requests_total{route="stored-page",method="HEAD",status_class="3xx"}')) ?? "";
    };
    countAnsweredAtOnce(1, true, 304);
    countAnsweredAtOnce(1, true, 304);
    expect(await line()).toMatch(/ 2$/);
    // A scrape with nothing new keeps the total; new requests add to it.
    expect(await line()).toMatch(/ 2$/);
    countAnsweredAtOnce(1, true, 304);
    expect(await line()).toMatch(/ 3$/);
  });
});
