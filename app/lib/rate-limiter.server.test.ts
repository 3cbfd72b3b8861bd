import { describe, expect, it } from "vitest";
import { isAppError } from "~/lib/errors";
import { messages } from "~/lib/messages";
import { RateLimiter } from "~/lib/rate-limiter.server";

const TEN_MINUTES = 10 * 60_000;

function refusal(limiter: RateLimiter, key: string, now: number) {
  try {
    limiter.check(key, now);
    return null;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return error;
  }
}

describe("RateLimiter", () => {
  it("allows the limit, refuses the next with 429 and Retry-After, per key", () => {
    const limiter = new RateLimiter({ limit: 5, windowMs: TEN_MINUTES });
    const start = 1_000_000;
    for (let i = 0; i < 5; i++) {
      expect(refusal(limiter, "10.0.0.1", start + i * 1000)).toBeNull();
      limiter.record("10.0.0.1", start + i * 1000);
    }
    const refused = refusal(limiter, "10.0.0.1", start + 5000);
    expect(refused?.status).toBe(429);
    expect(refused?.headers?.["Retry-After"]).toBe(String(TEN_MINUTES / 1000 - 5));
    expect(refused?.message).toBe(messages.tooManyAttempts(TEN_MINUTES / 1000 - 5));
    expect(refusal(limiter, "10.0.0.2", start + 5000)).toBeNull();
  });

  it("slides: the oldest event leaving the window frees one place", () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 });
    limiter.record("a", 0);
    limiter.record("a", 30_000);
    expect(limiter.retryAfterSeconds("a", 59_000)).toBe(1);
    expect(limiter.retryAfterSeconds("a", 60_000)).toBe(0);
    limiter.record("a", 60_000);
    expect(limiter.retryAfterSeconds("a", 60_001)).toBe(30);
  });
});
