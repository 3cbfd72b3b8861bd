import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { AppError } from "~/lib/errors";
import { rateLimitRefusals } from "~/platform/runtime/metrics.server";
import { limitsWords } from "~/platform/limits/limits-words";
import { isPostgres } from "~/platform/db/dialect";

/** At most `limit` events per key within any `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** The 429 every limit answers: the wait in the message and in Retry-After. */
export function tooManyAttempts(seconds: number): AppError {
  return new AppError("rate_limited", limitsWords.msg("tooManyAttempts", { seconds }), {
    headers: { "Retry-After": String(seconds) },
  });
}

/** What is limited (an address, an email) is kept only as its sha256. */
function keyHash(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

/**
 * A sliding-window counter per key (an address, an email, ...), kept in the database
 * (`rate_limit_hits`) so that every server process on it counts the same attempts
 * (docs/decisions/009-rate-limits.md). Each counted event is a row; a key's rows older than
 * the window go when that key is next counted, the rest with `sweepRateLimitHits`.
 *
 * Every way in counts an attempt before judging it (`tryTake`, `hit`, `spend`), so attempts
 * racing each other (a burst of guesses or of form posts, in one process or several) are
 * ranked by their row ids and only the first `limit` pass; on PostgreSQL, attempts on one key
 * take turns under an advisory lock, so one that commits late is still counted by the next.
 * There is deliberately no "check now, record later": attempts in flight together would all
 * pass the check (docs/decisions/038-limits-and-device-cookies.md).
 */
export class RateLimiter {
  readonly rule: RateLimitRule;

  constructor(
    private readonly db: Kysely<Database>,
    /** The limit's name, which keeps its counts apart from the other limits' ("register", "login-address"). */
    readonly bucket: string,
    rule: RateLimitRule,
  ) {
    if (!Number.isInteger(rule.limit) || rule.limit < 1 || !(rule.windowMs > 0)) {
      throw new Error(`Invalid rate limit for ${bucket}: ${JSON.stringify(rule)}`);
    }
    this.rule = rule;
  }

  /** Seconds until `key` may act again; 0 when it may act now. */
  async retryAfter(key: string, now = Date.now()): Promise<number> {
    // The limit-th newest event in the window: while it is in the window, the key is at its limit.
    const row = await this.db
      .selectFrom("rate_limit_hits")
      .select("at")
      .where("bucket", "=", this.bucket)
      .where("key_hash", "=", keyHash(key))
      .where("at", ">", now - this.rule.windowMs)
      .orderBy("at", "desc")
      .limit(1)
      .offset(this.rule.limit - 1)
      .executeTakeFirst();
    if (!row) return 0;
    return Math.max(1, Math.ceil((Number(row.at) + this.rule.windowMs - now) / 1000));
  }

  private async forgetOutOfWindow(hash: string, now: number): Promise<void> {
    await this.db.deleteFrom("rate_limit_hits").where("bucket", "=", this.bucket).where("key_hash", "=", hash).where("at", "<=", now - this.rule.windowMs).execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom("rate_limit_hits").where("bucket", "=", this.bucket).where("key_hash", "=", keyHash(key)).execute();
  }

  /**
   * Counts one attempt and keeps it when it is within the limit, ranked among attempts made
   * at the same time by row id (`{ id }`, for `release` when it should not count after all: a
   * right password); otherwise takes it back and says how long to wait (`{ retryAfter }`).
   */
  async tryTake(key: string, now = Date.now()): Promise<{ id: number } | { retryAfter: number }> {
    const hash = keyHash(key);
    // In a caller's transaction already (Kysely has no nested ones): the turn lasts until its commit.
    const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) => (this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work));
    const { id, ahead } = await inTransaction(async (trx) => {
      // PostgreSQL hands out ids at insert but shows rows at commit, so an attempt counting
      // while an earlier one has not committed yet would miss it: attempts on one key take
      // their turn under a lock held until commit. (SQLite lets one writer in at a time.)
      if (isPostgres(trx)) {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`rate-limit:${this.bucket}:${hash}`}, 0))`.execute(trx);
      }
      const taken = await trx.insertInto("rate_limit_hits").values({ bucket: this.bucket, key_hash: hash, at: now }).returning("id").executeTakeFirstOrThrow();
      const counted = await trx
        .selectFrom("rate_limit_hits")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("bucket", "=", this.bucket)
        .where("key_hash", "=", hash)
        .where("at", ">", now - this.rule.windowMs)
        .where("id", "<=", taken.id)
        .executeTakeFirstOrThrow();
      return { id: taken.id, ahead: counted };
    });
    if (Number(ahead.n) > this.rule.limit) {
      rateLimitRefusals.inc({ limit: this.bucket });
      await this.release(id);
      return { retryAfter: Math.max(1, await this.retryAfter(key, now)) };
    }
    await this.forgetOutOfWindow(hash, now);
    return { id };
  }

  /** Takes back an attempt counted by `tryTake`. */
  async release(id: number): Promise<void> {
    await this.db.deleteFrom("rate_limit_hits").where("id", "=", id).execute();
  }

  /** One attempt of something costly (a registration, a public form): counted, or refused with 429. */
  async hit(key: string, now = Date.now()): Promise<void> {
    await this.take(key, now);
  }

  private async take(key: string, now: number): Promise<number> {
    const taken = await this.tryTake(key, now);
    if ("retryAfter" in taken) throw tooManyAttempts(taken.retryAfter);
    return taken.id;
  }

  /**
   * Runs `work` as one counted attempt, for limits that count only what was done (a stored
   * message, not a refused form): the turn is taken before the work, so a burst sent at once is
   * held to the limit, and given back when the work throws or `counts` says the result should
   * not count (a replay of an earlier request). Over the limit, the work never starts (429).
   * While a turn that will be given back is in flight it still counts, so a burst mixing
   * refused and accepted posts may get fewer than `limit` accepted, never more.
   */
  async spend<T>(key: string, work: () => Promise<T>, counts: (result: T) => boolean = () => true, now = Date.now()): Promise<T> {
    const id = await this.take(key, now);
    let result: T;
    try {
      result = await work();
    } catch (error) {
      await this.release(id);
      throw error;
    }
    if (!counts(result)) await this.release(id);
    return result;
  }
}

/**
 * Deletes the counted events every limit has forgotten (older than the longest window): the
 * keys that went quiet, which no later attempt of theirs will tidy. Returns how many went.
 */
export async function sweepRateLimitHits(db: Kysely<Database>, longestWindowMs: number, now = Date.now()): Promise<number> {
  const result = await db.deleteFrom("rate_limit_hits").where("at", "<=", now - longestWindowMs).executeTakeFirst();
  return Number(result.numDeletedRows);
}
