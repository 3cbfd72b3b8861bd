import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "~/platform/db/migrate.server";
import { eventually } from "../../../tests/support/eventually";
import { createThrowawayDatabase } from "../../../tests/support/start-server";
import { migratedTestDatabase } from "../../../tests/support/test-database";
import { type DatabaseHandle, openDatabase } from "~/platform/db/db.server";
import { AppError } from "~/lib/errors";
import { RateLimiter, sweepRateLimitHits } from "./rate-limiter.server";
import { limitsWords } from "~/platform/limits/limits-words";

async function refusal(attempt: Promise<void>): Promise<AppError> {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a 429");
}

describe("RateLimiter (sliding window per key, counted in the database)", () => {
  const handle = migratedTestDatabase("rate-limiter");

  beforeEach(async () => {
    await handle.db.deleteFrom("rate_limit_hits").execute();
  });

  const rows = () => handle.db.selectFrom("rate_limit_hits").selectAll().execute();

  it("allows `limit` hits per window, then answers 429 with the wait until the oldest hit leaves the window", async () => {
    const limiter = new RateLimiter(handle.db, "register", { limit: 3, windowMs: 60_000 });
    await limiter.hit("1.2.3.4", 0);
    await limiter.hit("1.2.3.4", 10_000);
    await limiter.hit("1.2.3.4", 20_000);
    const error = await refusal(limiter.hit("1.2.3.4", 30_000));
    expect(error.status).toBe(429);
    expect(error.message).toBe(limitsWords.msg("tooManyAttempts", { seconds: 30 }));
    expect(error.headers).toEqual({ "Retry-After": "30" });
    await expect(limiter.hit("5.6.7.8", 30_000)).resolves.toBeUndefined();
    // Refused hits are not counted: the first hit leaves the window at 60 s and one more fits.
    await expect(limiter.hit("1.2.3.4", 60_000)).resolves.toBeUndefined();
    await expect(limiter.hit("1.2.3.4", 60_001)).rejects.toThrow(AppError);
  });

  it("lets only `limit` of a burst of attempts made at once through", async () => {
    const limiter = new RateLimiter(handle.db, "register", { limit: 3, windowMs: 60_000 });
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => limiter.hit("1.2.3.4", 1000)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(3);
    expect((await rows()).length).toBe(3);
  });

  it("spend: a burst of work sent at once gets `limit` turns; failed or uncounted work gives its turn back", async () => {
    const limiter = new RateLimiter(handle.db, "contact", { limit: 3, windowMs: 60_000 });
    let started = 0;
    const work = async () => {
      started++;
      return "stored";
    };
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => limiter.spend("1.2.3.4", work, undefined, 1000)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(3);
    // Refused attempts never start their work.
    expect(started).toBe(3);
    const other = new RateLimiter(handle.db, "public-forms", { limit: 1, windowMs: 60_000 });
    await expect(other.spend("5.6.7.8", () => Promise.reject(new AppError("validation", "refused")), undefined, 1000)).rejects.toThrow("refused");
    await expect(other.spend("5.6.7.8", async () => ({ replayed: true }), (r) => !r.replayed, 1000)).resolves.toEqual({ replayed: true });
    await expect(other.spend("5.6.7.8", work, undefined, 1000)).resolves.toBe("stored");
    expect(await refusal(other.spend("5.6.7.8", work, undefined, 1000).then(() => {}))).toMatchObject({ status: 429 });
  });

  it("keeps each limit's counts apart, and shares one limit's counts between processes", async () => {
    const rule = { limit: 2, windowMs: 60_000 };
    // Two servers on one database: each makes its own limiter for the same bucket.
    const here = new RateLimiter(handle.db, "public-forms", rule);
    const there = new RateLimiter(handle.db, "public-forms", rule);
    const other = new RateLimiter(handle.db, "contact", rule);
    await here.hit("1.2.3.4", 0);
    await there.hit("1.2.3.4", 1000);
    await expect(here.hit("1.2.3.4", 2000)).rejects.toThrow(AppError);
    await expect(there.hit("1.2.3.4", 2000)).rejects.toThrow(AppError);
    await expect(other.hit("1.2.3.4", 2000)).resolves.toBeUndefined();
  });

  it("forgets a key's events out of the window when it is counted again, and reset forgets them all", async () => {
    const limiter = new RateLimiter(handle.db, "register", { limit: 5, windowMs: 60_000 });
    for (let t = 0; t < 4; t++) await limiter.hit("1.2.3.4", t);
    await limiter.hit("1.2.3.4", 60_002);
    expect((await rows()).map((r) => Number(r.at))).toEqual([3, 60_002]);
    await limiter.reset("1.2.3.4");
    expect(await rows()).toEqual([]);
  });

  it("the sweep removes what no limit can use any more, and nothing younger", async () => {
    const limiter = new RateLimiter(handle.db, "register", { limit: 5, windowMs: 60_000 });
    await limiter.hit("quiet", 0);
    await limiter.hit("busy", 500_000);
    expect(await sweepRateLimitHits(handle.db, 600_000, 600_000)).toBe(1);
    expect((await rows()).map((r) => Number(r.at))).toEqual([500_000]);
  });

  it("refuses a nonsensical rule", () => {
    expect(() => new RateLimiter(handle.db, "register", { limit: 0, windowMs: 1000 })).toThrow();
  });
});

describe("RateLimiter on PostgreSQL, where a row shows only once its attempt commits", () => {
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createThrowawayDatabase();
    handle = openDatabase({ databaseUrl: database.url, sqliteFile: "" });
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it("counts an attempt that another server has taken but not yet committed", async () => {
    const rule = { limit: 1, windowMs: 60_000 };
    const key = "guest@example.com";
    // Another server on the same database, whose attempt is counted but slow to commit.
    const elsewhere = openDatabase({ databaseUrl: database.url, sqliteFile: "" });
    let commit!: () => void;
    const commitLater = new Promise<void>((resolve) => (commit = resolve));
    let taken!: (outcome: unknown) => void;
    const counted = new Promise((resolve) => (taken = resolve));
    const theirs = elsewhere.db.transaction().execute(async (trx) => {
      taken(await new RateLimiter(trx, "login-email", rule).tryTake(key, 1000));
      await commitLater;
    });
    try {
      expect(await counted).toHaveProperty("id");
      let answered = false;
      const mine = new RateLimiter(handle.db, "login-email", rule).tryTake(key, 1000);
      void mine.finally(() => (answered = true)).catch(() => {});
      // Mine waits for their commit instead of counting without their attempt: PostgreSQL shows
      // it queued behind their lock (or, if it did not wait, it answers meanwhile).
      const queued = async () =>
        Number(
          (
            await sql<{ n: string }>`select count(*) as n from pg_locks l join pg_database d on d.oid = l.database
              where d.datname = current_database() and l.locktype = 'advisory' and not l.granted`.execute(handle.db)
          ).rows[0]?.n ?? 0,
        );
      const seen = await eventually("my attempt queued behind theirs, or answered", async () => ({ waiting: (await queued()) > 0, answered }), (now) => now.waiting || now.answered);
      expect(seen).toEqual({ waiting: true, answered: false });
      commit();
      await theirs;
      expect(await mine).toHaveProperty("retryAfter");
    } finally {
      commit();
      await theirs.catch(() => {});
      await elsewhere.close();
    }
  });
});
