import { AppError } from "~/lib/errors";
import { messages } from "~/lib/messages";

/**
 * DECISIONS §3: 5 failed logins per minute for one email from one address, then 429.
 * Kept in memory: the site runs as one process, and a restart forgetting a minute of
 * failures is harmless.
 */
const WINDOW_MS = 60_000;
const MAX_FAILURES = 5;

export class LoginThrottle {
  private failures = new Map<string, number[]>();

  private key(email: string, ip: string) {
    return `${email.toLowerCase()}|${ip}`;
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Throws 429 with the wait in seconds when this email+address is locked out. */
  check(email: string, ip: string, now = Date.now()): void {
    const recent = this.recent(this.key(email, ip), now);
    if (recent.length >= MAX_FAILURES) {
      const oldest = recent[recent.length - MAX_FAILURES] ?? now;
      const seconds = Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
      throw new AppError("rate_limited", messages.tooManyAttempts(seconds), {
        headers: { "Retry-After": String(seconds) },
      });
    }
  }

  fail(email: string, ip: string, now = Date.now()): void {
    const key = this.key(email, ip);
    this.failures.set(key, [...this.recent(key, now), now]);
    if (this.failures.size > 50_000) this.failures.clear(); // bounded memory under a flood
  }

  succeed(email: string, ip: string): void {
    this.failures.delete(this.key(email, ip));
  }
}
