import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { messages } from "~/lib/messages";
import { RateLimiter } from "./rate-limiter.server";

function refusal(fn: () => void): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a 429");
}

describe("RateLimiter (sliding window per key)", () => {
  it("allows `limit` hits per window, then answers 429 with the wait until the oldest hit leaves the window", () => {
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 });
    limiter.hit("1.2.3.4", 0);
    limiter.hit("1.2.3.4", 10_000);
    limiter.hit("1.2.3.4", 20_000);
    const error = refusal(() => limiter.hit("1.2.3.4", 30_000));
    expect(error.status).toBe(429);
    expect(error.message).toBe(messages.tooManyAttempts(30));
    expect(error.headers).toEqual({ "Retry-After": "30" });
    expect(() => limiter.hit("5.6.7.8", 30_000)).not.toThrow();
    // Refused hits are not counted: the first hit leaves the window at 60 s and one more fits.
    expect(() => limiter.hit("1.2.3.4", 60_000)).not.toThrow();
    expect(() => limiter.hit("1.2.3.4", 60_001)).toThrow(AppError);
  });

  it("past maxKeys forgets the keys quiet longest, never a recent lockout", () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 60_000 }, { maxKeys: 100 });
    for (let i = 0; i < 99; i++) limiter.record(`filler-${i}`, 1);
    limiter.record("attacker", 2);
    limiter.record("attacker", 2);
    for (let i = 99; i < 150; i++) limiter.record(`filler-${i}`, 3);
    expect(limiter.size).toBe(100);
    expect(() => limiter.check("attacker", 4)).toThrow(AppError);
    // The oldest fillers went first.
    expect(limiter.retryAfter("filler-0", 4)).toBe(0);
  });

  it("refuses a nonsensical rule", () => {
    expect(() => new RateLimiter({ limit: 0, windowMs: 1000 })).toThrow();
  });
});
