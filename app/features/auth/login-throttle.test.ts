import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { LoginThrottle } from "./login-throttle.server";

function lockedFor(fn: () => void): string | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return error.headers?.["Retry-After"];
    throw error;
  }
  return undefined;
}

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

describe("login throttle: per address and per account", () => {
  it("slows one address trying one wrong password on many emails (20 a minute)", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 20; i++) {
      expect(lockedFor(() => throttle.check(`guest-${i}@hotel.mw`, "41.77.0.9", i * 100))).toBeUndefined();
      throttle.fail(`guest-${i}@hotel.mw`, "41.77.0.9", i * 100);
    }
    expect(lockedFor(() => throttle.check("guest-20@hotel.mw", "41.77.0.9", 30_000))).toBe("30");
    // Other addresses are not held back by it.
    expect(lockedFor(() => throttle.check("guest-20@hotel.mw", "41.77.0.10", 30_000))).toBeUndefined();
  });

  it("a correct password for one's own account does not wipe an address's count over other accounts", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 20; i++) throttle.fail(`guest-${i}@hotel.mw`, "41.77.0.9", 0);
    throttle.succeed("attacker@hotel.mw", "41.77.0.9");
    expect(lockedFor(() => throttle.check("guest-99@hotel.mw", "41.77.0.9", 1000))).toBe("59");
  });

  it("slows many addresses guessing one account (10 a minute), and lets the owner in a minute later", () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 10; i++) throttle.fail("owner@hotel.mw", `102.70.0.${i}`, i * 1000);
    expect(lockedFor(() => throttle.check("Owner@hotel.mw", "102.70.0.200", 20_000))).toBe("40");
    expect(lockedFor(() => throttle.check("someone-else@hotel.mw", "102.70.0.200", 20_000))).toBeUndefined();
    expect(lockedFor(() => throttle.check("owner@hotel.mw", "165.56.1.1", 60_000 + 9_001))).toBeUndefined();
  });

  it("one address alone can never lock the owner out of the account", () => {
    const throttle = new LoginThrottle();
    // The attacker keeps trying for ten minutes; the pair lock holds them to 5 a minute.
    for (let t = 0; t < 600_000; t += 1000) {
      if (lockedFor(() => throttle.check("owner@hotel.mw", "41.77.0.9", t)) === undefined) throttle.fail("owner@hotel.mw", "41.77.0.9", t);
    }
    expect(lockedFor(() => throttle.check("owner@hotel.mw", "165.56.1.1", 600_000))).toBeUndefined();
  });

  it("keeps every recent lockout when a flood of new keys passes 50,000 (the oldest keys go)", () => {
    const throttle = new LoginThrottle();
    // 49,998 quiet keys, then a lockout, then enough new keys to pass the bound.
    for (let i = 0; i < 49_998; i++) throttle.fail(`flood-${i}@x.mw`, `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, 1000);
    for (let i = 0; i < 5; i++) throttle.fail("victim@hotel.mw", "41.77.0.9", 2000);
    for (let i = 49_998; i < 50_010; i++) throttle.fail(`flood-${i}@x.mw`, `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, 3000);
    expect(lockedFor(() => throttle.check("victim@hotel.mw", "41.77.0.9", 4000))).toBe("58");
    expect(throttle.size).toBeLessThanOrEqual(50_000);
  });

  it("takes its limits from options", () => {
    const rule = { limit: 2, windowMs: 10_000 };
    const throttle = new LoginThrottle({ loginPerEmailAndAddress: rule, loginPerAddress: { limit: 100, windowMs: 10_000 }, loginPerAccount: { limit: 100, windowMs: 10_000 } });
    throttle.fail("a@b.mw", "ip", 0);
    throttle.fail("a@b.mw", "ip", 0);
    expect(lockedFor(() => throttle.check("a@b.mw", "ip", 1000))).toBe("9");
  });
});
