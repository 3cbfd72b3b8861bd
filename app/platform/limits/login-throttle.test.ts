import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderMessage } from "~/platform/i18n/answer-messages";
import { migratedTestDatabase } from "../../../tests/support/test-database";
import { AppError } from "~/lib/errors";
import { DeviceCookies } from "~/platform/auth/device-cookie.server";
import { LoginThrottle } from "./login-throttle.server";

async function lockedFor(attempt: Promise<void>): Promise<string | undefined> {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return error.headers?.["Retry-After"];
    throw error;
  }
  return undefined;
}

const handle = migratedTestDatabase("login-throttle");
let newThrottle: (rules?: ConstructorParameters<typeof LoginThrottle>[1]) => LoginThrottle;
const devices = new DeviceCookies([Buffer.alloc(32, 7)]);

beforeAll(async () => {
  newThrottle = (rules) => new LoginThrottle(handle.db, rules, devices);
});
beforeEach(async () => {
  await handle.db.deleteFrom("rate_limit_hits").execute();
});

describe("login throttle: 5 failures per minute per email and address", () => {
  it("locks after the fifth failure and says how long to wait", async () => {
    const throttle = newThrottle();
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) {
      await throttle.attempt(i % 2 === 0 ? "a@b.mw" : "A@B.mw", "1.2.3.4", null, t0 + i * 1000);
    }
    let error: unknown;
    try {
      await throttle.check("a@b.mw", "1.2.3.4", t0 + 10_000);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect(renderMessage((error as AppError).message, "en")).toBe("Too many attempts, try again in 50 seconds");
    expect((error as AppError).headers).toEqual({ "Retry-After": "50" });
  });

  it("keeps other addresses and emails open, and forgets after a minute", async () => {
    const throttle = newThrottle();
    for (let i = 0; i < 5; i++) await throttle.attempt("a@b.mw", "1.2.3.4", null, 0);
    await expect(throttle.check("a@b.mw", "5.6.7.8", 1)).resolves.toBeUndefined();
    await expect(throttle.check("c@b.mw", "1.2.3.4", 1)).resolves.toBeUndefined();
    await expect(throttle.check("a@b.mw", "1.2.3.4", 60_001)).resolves.toBeUndefined();
  });

  it("a success clears the count", async () => {
    const throttle = newThrottle();
    for (let i = 0; i < 4; i++) await throttle.attempt("a@b.mw", "ip", null, 0);
    await (await throttle.attempt("a@b.mw", "ip", null, 0)).succeeded();
    await throttle.attempt("a@b.mw", "ip", null, 1);
    await expect(throttle.check("a@b.mw", "ip", 2)).resolves.toBeUndefined();
  });
});

describe("login throttle: per address and per account", () => {
  it("slows one address trying one wrong password on many emails (20 a minute)", async () => {
    const throttle = newThrottle();
    for (let i = 0; i < 20; i++) {
      expect(await lockedFor(throttle.attempt(`guest-${i}@hotel.mw`, "41.77.0.9", null, i * 100).then(() => undefined))).toBeUndefined();
    }
    expect(await lockedFor(throttle.check("guest-20@hotel.mw", "41.77.0.9", 30_000))).toBe("30");
    // Other addresses are not held back by it.
    expect(await lockedFor(throttle.check("guest-20@hotel.mw", "41.77.0.10", 30_000))).toBeUndefined();
  });

  it("a correct password for one's own account does not wipe an address's count over other accounts", async () => {
    const throttle = newThrottle();
    for (let i = 0; i < 19; i++) await throttle.attempt(`guest-${i}@hotel.mw`, "41.77.0.9", null, 0);
    await (await throttle.attempt("attacker@hotel.mw", "41.77.0.9", null, 0)).succeeded();
    await throttle.attempt("guest-98@hotel.mw", "41.77.0.9", null, 0);
    expect(await lockedFor(throttle.check("guest-99@hotel.mw", "41.77.0.9", 1000))).toBe("59");
  });

  it("slows many addresses guessing one account (10 a minute), and lets the owner in a minute later", async () => {
    const throttle = newThrottle();
    for (let i = 0; i < 10; i++) await throttle.attempt("owner@hotel.mw", `102.70.0.${i}`, null, i * 1000);
    expect(await lockedFor(throttle.check("Owner@hotel.mw", "102.70.0.200", 20_000))).toBe("40");
    expect(await lockedFor(throttle.check("someone-else@hotel.mw", "102.70.0.200", 20_000))).toBeUndefined();
    expect(await lockedFor(throttle.check("owner@hotel.mw", "165.56.1.1", 60_000 + 9_001))).toBeUndefined();
  });

  it("one address alone can never lock the owner out of the account", async () => {
    const throttle = newThrottle();
    // The attacker keeps trying for ten minutes; the pair lock holds them to 5 a minute.
    for (let t = 0; t < 600_000; t += 1000) {
      await lockedFor(throttle.attempt("owner@hotel.mw", "41.77.0.9", null, t).then(() => undefined));
    }
    expect(await lockedFor(throttle.check("owner@hotel.mw", "165.56.1.1", 600_000))).toBeUndefined();
  });

  it("two server processes on one database count the same failures", async () => {
    // Each server builds its own throttle on the shared database.
    const first = newThrottle();
    const second = newThrottle();
    for (let i = 0; i < 5; i++) await (i % 2 === 0 ? first : second).attempt("owner@hotel.mw", "41.77.0.9", null, i * 1000);
    expect(await lockedFor(first.check("owner@hotel.mw", "41.77.0.9", 10_000))).toBe("50");
    expect(await lockedFor(second.check("owner@hotel.mw", "41.77.0.9", 10_000))).toBe("50");
  });

  it("holds a burst of guesses sent at once to the limit, like guesses sent one by one", async () => {
    const throttle = newThrottle();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => lockedFor(throttle.attempt("owner@hotel.mw", "41.77.0.9", null, 5000).then(() => undefined))));
    expect(outcomes.filter((o) => o === undefined)).toHaveLength(5);
    expect(outcomes.filter((o) => o === "60")).toHaveLength(15);
  });

  it("a right answer takes its attempt back", async () => {
    const throttle = newThrottle();
    for (let i = 0; i < 4; i++) await throttle.attempt(`guest-${i}@hotel.mw`, "41.77.0.9", null, 0);
    for (let i = 0; i < 30; i++) await (await throttle.attempt("owner@hotel.mw", "41.77.0.9", null, 0)).succeeded();
    expect(await handle.db.selectFrom("rate_limit_hits").selectAll().execute()).toHaveLength(4 * 3);
  });

  it("keeps neither the email nor the address in clear", async () => {
    await newThrottle().attempt("owner@hotel.mw", "41.77.0.9", null, 0);
    const stored = JSON.stringify(await handle.db.selectFrom("rate_limit_hits").selectAll().execute());
    expect(stored).not.toContain("owner");
    expect(stored).not.toContain("41.77");
  });

  it("takes its limits from options", async () => {
    const rule = { limit: 2, windowMs: 10_000 };
    const throttle = newThrottle({ loginPerEmailAndAddress: rule, loginPerAddress: { limit: 100, windowMs: 10_000 }, loginPerAccount: { limit: 100, windowMs: 10_000 }, loginPerDevice: rule });
    await throttle.attempt("a@b.mw", "ip", null, 0);
    await throttle.attempt("a@b.mw", "ip", null, 0);
    expect(await lockedFor(throttle.check("a@b.mw", "ip", 1000))).toBe("9");
  });
});

describe("login throttle: a browser with the account's device cookie", () => {
  const OWNER = 42;
  const lockedOut = async (throttle: LoginThrottle, t: number) => {
    for (let i = 0; i < 10; i++) await throttle.attempt("owner@hotel.mw", `102.70.0.${i}`, OWNER, t);
  };

  it("is not held by guesses from elsewhere that lock the account for everyone else", async () => {
    const throttle = newThrottle();
    await lockedOut(throttle, 0);
    const stranger = throttle.attempt("owner@hotel.mw", { ip: "165.56.1.1" }, OWNER, 1000);
    expect(await lockedFor(stranger.then(() => undefined))).toBe("59");
    const ownersBrowser = devices.issue(OWNER);
    const owner = await throttle.attempt("owner@hotel.mw", { ip: "165.56.1.1", deviceCookie: ownersBrowser }, OWNER, 1000);
    await owner.succeeded();
  });

  it("helps only the account it names, and only when it is signed with our key", async () => {
    const throttle = newThrottle();
    await lockedOut(throttle, 0);
    const genuine = devices.issue(OWNER);
    // Every spelling but the one we write is refused, even one that decodes to the same bytes.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sparedBits = genuine.replace(/.$/, (c) => alphabet[alphabet.indexOf(c) ^ 1]!);
    expect(Buffer.from(sparedBits.split(".")[3]!, "base64url")).toEqual(Buffer.from(genuine.split(".")[3]!, "base64url"));
    const forged = genuine.replace(/\.(.)([^.]*)$/, (_, c: string, rest: string) => `.${c === "A" ? "B" : "A"}${rest}`);
    const otherKey = new DeviceCookies([Buffer.alloc(32, 8)]).issue(OWNER);
    for (const deviceCookie of [devices.issue(OWNER + 1), forged, sparedBits, otherKey, "v1.42.x.y", ""]) {
      expect(await lockedFor(throttle.attempt("owner@hotel.mw", { ip: "165.56.1.1", deviceCookie }, OWNER, 1000).then(() => undefined)), deviceCookie).toBe("59");
    }
    // An email with no account has no device cookie.
    expect(devices.deviceOf(devices.issue(OWNER), null)).toBeNull();
  });

  it("locks that one device after its own 5 failures a minute; the owner's other browsers stay open", async () => {
    const throttle = newThrottle();
    const stolen = { ip: "41.77.0.9", deviceCookie: devices.issue(OWNER) };
    for (let i = 0; i < 5; i++) await throttle.attempt("owner@hotel.mw", stolen, OWNER, i);
    expect(await lockedFor(throttle.attempt("owner@hotel.mw", stolen, OWNER, 10).then(() => undefined))).toBe("60");
    await (await throttle.attempt("owner@hotel.mw", { ip: "41.77.0.9", deviceCookie: devices.issue(OWNER) }, OWNER, 10)).succeeded();
    // Nor did the device's failures count toward the account's.
    await (await throttle.attempt("owner@hotel.mw", "41.77.0.9", OWNER, 10)).succeeded();
  });

  it("still counts a known browser's failures per address: one machine tries no more than 20 a minute", async () => {
    const throttle = newThrottle();
    for (let i = 0; i < 4; i++) {
      const device = { ip: "41.77.0.9", deviceCookie: devices.issue(OWNER) };
      for (let j = 0; j < 5; j++) await throttle.attempt("owner@hotel.mw", device, OWNER, 0);
    }
    const fresh = { ip: "41.77.0.9", deviceCookie: devices.issue(OWNER) };
    expect(await lockedFor(throttle.attempt("owner@hotel.mw", fresh, OWNER, 1000).then(() => undefined))).toBe("59");
  });

  it("accepts cookies signed under the previous key during a key change", () => {
    const before = new DeviceCookies([Buffer.alloc(32, 1)]);
    const during = new DeviceCookies([Buffer.alloc(32, 2), Buffer.alloc(32, 1)]);
    const cookie = before.issue(OWNER);
    expect(during.deviceOf(cookie, OWNER)).toBe(cookie.split(".")[2]);
    expect(new DeviceCookies([Buffer.alloc(32, 2)]).deviceOf(cookie, OWNER)).toBeNull();
  });
});
