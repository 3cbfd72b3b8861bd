import { describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS, readRateLimitConfig } from "./rate-limit-config.server";

describe("RATE_LIMITS", () => {
  it("defaults to the production limits", () => {
    expect(readRateLimitConfig({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(DEFAULT_RATE_LIMITS.loginPerEmailAndAddress).toEqual({ limit: 5, windowMs: 60_000 }); // DECISIONS §3
  });

  it("overrides only the limits it names", () => {
    const config = readRateLimitConfig({ RATE_LIMITS: '{"register":{"limit":1000,"windowSeconds":600}}' });
    expect(config.register).toEqual({ limit: 1000, windowMs: 600_000 });
    expect(config.publicForms).toEqual(DEFAULT_RATE_LIMITS.publicForms);
  });

  it.each(['{"register":{"limit":0,"windowSeconds":60}}', '{"regster":{"limit":1,"windowSeconds":60}}', "not json", '{"register":{"limit":"5","windowSeconds":60}}'])(
    "stops the start on %s",
    (value) => {
      expect(() => readRateLimitConfig({ RATE_LIMITS: value })).toThrow(/RATE_LIMITS/);
    },
  );
});
