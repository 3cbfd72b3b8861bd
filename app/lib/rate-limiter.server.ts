import { AppError } from "~/lib/errors";
import { messages } from "~/lib/messages";

/** At most `limit` events per key within any `windowMs`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/**
 * Keys remembered at most. A flood of fresh keys (new addresses, new emails) then forgets
 * the keys that have been quiet longest rather than every lockout at once.
 */
export const DEFAULT_MAX_KEYS = 50_000;

/** The 429 every limit answers: the wait in the message and in Retry-After. */
export function tooManyAttempts(seconds: number): AppError {
  return new AppError("rate_limited", messages.tooManyAttempts(seconds), {
    headers: { "Retry-After": String(seconds) },
  });
}

/**
 * A sliding-window counter per key (an address, an email, ...), kept in memory: the site
 * runs as one process, and a restart forgetting a few minutes of counts is harmless.
 * The Map's insertion order doubles as recency order, so eviction drops the oldest keys.
 */
export class RateLimiter {
  readonly rule: RateLimitRule;
  private readonly maxKeys: number;
  private readonly events = new Map<string, number[]>();

  constructor(rule: RateLimitRule, options: { maxKeys?: number } = {}) {
    if (!Number.isInteger(rule.limit) || rule.limit < 1 || !(rule.windowMs > 0)) {
      throw new Error(`Invalid rate limit: ${JSON.stringify(rule)}`);
    }
    this.rule = rule;
    this.maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  }

  /** How many keys are remembered (for tests and the memory bound). */
  get size(): number {
    return this.events.size;
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.events.get(key) ?? []).filter((t) => now - t < this.rule.windowMs);
    if (kept.length === 0) this.events.delete(key);
    else this.events.set(key, kept);
    return kept;
  }

  /** Seconds until `key` may act again; 0 when it may act now. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.rule.limit) return 0;
    const oldest = recent[recent.length - this.rule.limit] ?? now;
    return Math.max(1, Math.ceil((oldest + this.rule.windowMs - now) / 1000));
  }

  /** Counts one event for `key`. */
  record(key: string, now = Date.now()): void {
    // Only the newest `limit` events can ever matter, so a key never holds more.
    const kept = [...this.recent(key, now), now].slice(-this.rule.limit);
    this.events.delete(key); // re-inserting moves the key to the young end
    this.events.set(key, kept);
    while (this.events.size > this.maxKeys) {
      const oldest = this.events.keys().next().value;
      if (oldest === undefined) break;
      this.events.delete(oldest);
    }
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  /** Throws 429 (with Retry-After) when `key` is over its limit; refused attempts are not counted. */
  check(key: string, now = Date.now()): void {
    const seconds = this.retryAfter(key, now);
    if (seconds > 0) throw tooManyAttempts(seconds);
  }

  /** One attempt of something costly (a registration, a public form): counted, or refused with 429. */
  hit(key: string, now = Date.now()): void {
    this.check(key, now);
    this.record(key, now);
  }
}
