import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { AppError } from "~/lib/errors";
import { messages } from "~/lib/messages";

/** At most `limit` events per key within any `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** The 429 every limit answers: the wait in the message and in Retry-After. */
export function tooManyAttempts(seconds: number): AppError {
  return new AppError("rate_limited", messages.tooManyAttempts(seconds), {
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
 * A check and the record that follows it are two statements, so attempts racing each other
 * (in one process or several) can pass the same check: the overshoot is at most the number
 * of attempts in flight at once, as it was when the counts lived in memory.
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

  /** Counts one event for `key`, and forgets that key's events already out of the window. */
  async record(key: string, now = Date.now()): Promise<void> {
    const hash = keyHash(key);
    await this.db.insertInto("rate_limit_hits").values({ bucket: this.bucket, key_hash: hash, at: now }).execute();
    await this.db
      .deleteFrom("rate_limit_hits")
      .where("bucket", "=", this.bucket)
      .where("key_hash", "=", hash)
      .where("at", "<=", now - this.rule.windowMs)
      .execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom("rate_limit_hits").where("bucket", "=", this.bucket).where("key_hash", "=", keyHash(key)).execute();
  }

  /** Throws 429 (with Retry-After) when `key` is over its limit; refused attempts are not counted. */
  async check(key: string, now = Date.now()): Promise<void> {
    const seconds = await this.retryAfter(key, now);
    if (seconds > 0) throw tooManyAttempts(seconds);
  }

  /** One attempt of something costly (a registration, a public form): counted, or refused with 429. */
  async hit(key: string, now = Date.now()): Promise<void> {
    await this.check(key, now);
    await this.record(key, now);
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
