import { AppError } from "~/lib/errors";
import { messages } from "~/lib/messages";

/**
 * A sliding-window limit per key (usually a visitor's address): at most `limit` events in
 * any `windowMs`. Kept in memory: the site runs as one process, and a restart forgetting a
 * few minutes of history is harmless for a spam brake.
 */
export class RateLimiter {
  private events = new Map<string, number[]>();

  constructor(private readonly options: { limit: number; windowMs: number; maxKeys?: number }) {}

  private recent(key: string, now: number): number[] {
    const kept = (this.events.get(key) ?? []).filter((t) => now - t < this.options.windowMs);
    if (kept.length === 0) this.events.delete(key);
    else this.events.set(key, kept);
    return kept;
  }

  /** Seconds until `key` may act again; 0 when it may act now. */
  retryAfterSeconds(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.options.limit) return 0;
    const oldest = recent[recent.length - this.options.limit] ?? now;
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - now) / 1000));
  }

  /** Throws 429 with Retry-After and the product's message when `key` has used its allowance. */
  check(key: string, now = Date.now()): void {
    const seconds = this.retryAfterSeconds(key, now);
    if (seconds > 0) {
      throw new AppError("rate_limited", messages.tooManyAttempts(seconds), { headers: { "Retry-After": String(seconds) } });
    }
  }

  /** Counts one event for `key`. */
  record(key: string, now = Date.now()): void {
    this.events.set(key, [...this.recent(key, now), now]);
    // Bounded memory under a flood from many addresses: forgetting is the safe failure.
    if (this.events.size > (this.options.maxKeys ?? 50_000)) this.events.clear();
  }
}
