import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { LoginThrottle } from "./login-throttle.server";

describe("login throttle: 5 failures per minute per email and address", () => {
  it("locks after the fifth failure and says how long to wait", () => {
    const throttle = new LoginThrottle();
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) {
      throttle.check("a@b.mw", "1.2.3.4", t0 + i * 1000);
      throttle.fail("A@B.mw", "1.2.3.4", t0 + i * 1000);
    }
    let error: unknown;
    try {
      throttle.check("a@b.mw", "1.2.3.4", t0 + 10_000);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect((error as AppError).message).toBe("Too many attempts, try again in 50 seconds");
    expect((error as AppError).headers).toEqual({ "Retry-After": "50" });
  });

  it("keeps other addresses and emails open, and forgets after a minute", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 5; i++) throttle.fail("a@b.mw", "1.2.3.4", 0);
    expect(() => throttle.check("a@b.mw", "5.6.7.8", 1)).not.toThrow();
    expect(() => throttle.check("c@b.mw", "1.2.3.4", 1)).not.toThrow();
    expect(() => throttle.check("a@b.mw", "1.2.3.4", 60_001)).not.toThrow();
  });

  it("a success clears the count", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 4; i++) throttle.fail("a@b.mw", "ip", 0);
    throttle.succeed("a@b.mw", "ip");
    throttle.fail("a@b.mw", "ip", 1);
    expect(() => throttle.check("a@b.mw", "ip", 2)).not.toThrow();
  });
});
