import { describe, expect, it } from "vitest";
import { RETRY_DELAYS_MS, retryDelayMs } from "~/platform/email/outbox.server";

describe("email retry schedule", () => {
  it("waits 1 min, 5 min, 30 min and 2 h after the first four failures", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 300_000, 1_800_000, 7_200_000]);
    expect(RETRY_DELAYS_MS).toHaveLength(4);
  });

  it("gives up after the fifth failure", () => {
    expect(retryDelayMs(5)).toBeNull();
    expect(retryDelayMs(6)).toBeNull();
  });

  it("sends at once before any attempt", () => {
    expect(retryDelayMs(0)).toBe(0);
  });
});
