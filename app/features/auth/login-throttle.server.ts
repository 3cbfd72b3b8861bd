import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { RateLimiter, tooManyAttempts } from "~/lib/rate-limiter.server";
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from "~/features/auth/rate-limit-config.server";

export type LoginThrottleRules = Pick<RateLimitConfig, "loginPerEmailAndAddress" | "loginPerAddress" | "loginPerAccount">;

/**
 * Failed logins are counted three ways (limits and their reasons in rate-limit-config):
 * per email+address (DECISIONS §3), per address over all emails, and per account over all
 * addresses. Any one over its limit answers 429 with the longest wait. The counts are in the
 * database, shared by every server process (docs/decisions/009-rate-limits.md).
 */
export class LoginThrottle {
  private readonly byEmailAndAddress: RateLimiter;
  private readonly byAddress: RateLimiter;
  private readonly byAccount: RateLimiter;

  constructor(db: Kysely<Database>, rules: LoginThrottleRules = DEFAULT_RATE_LIMITS) {
    this.byEmailAndAddress = new RateLimiter(db, "login-email-address", rules.loginPerEmailAndAddress);
    this.byAddress = new RateLimiter(db, "login-address", rules.loginPerAddress);
    this.byAccount = new RateLimiter(db, "login-account", rules.loginPerAccount);
  }

  /** The longest of the three windows: failures older than that count for nothing. */
  get longestWindowMs(): number {
    return Math.max(this.byEmailAndAddress.rule.windowMs, this.byAddress.rule.windowMs, this.byAccount.rule.windowMs);
  }

  private keys(email: string, ip: string) {
    const account = email.trim().toLowerCase();
    return { pair: `${account}|${ip}`, address: ip, account };
  }

  /** Throws 429 with the wait in seconds when this email, this address or the pair is locked out. */
  async check(email: string, ip: string, now = Date.now()): Promise<void> {
    const k = this.keys(email, ip);
    const seconds = Math.max(
      await this.byEmailAndAddress.retryAfter(k.pair, now),
      await this.byAddress.retryAfter(k.address, now),
      await this.byAccount.retryAfter(k.account, now),
    );
    if (seconds > 0) throw tooManyAttempts(seconds);
  }

  async fail(email: string, ip: string, now = Date.now()): Promise<void> {
    const k = this.keys(email, ip);
    await this.byEmailAndAddress.record(k.pair, now);
    await this.byAddress.record(k.address, now);
    await this.byAccount.record(k.account, now);
  }

  /**
   * A correct password forgives that email from that address only: logging in to one's own
   * account must not reset an address's count over other accounts, nor an account's count
   * of guesses made from elsewhere.
   */
  async succeed(email: string, ip: string): Promise<void> {
    await this.byEmailAndAddress.reset(this.keys(email, ip).pair);
  }
}
