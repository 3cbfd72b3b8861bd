import { RateLimiter, tooManyAttempts } from "~/lib/rate-limiter.server";
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from "~/features/auth/rate-limit-config.server";

export type LoginThrottleRules = Pick<RateLimitConfig, "loginPerEmailAndAddress" | "loginPerAddress" | "loginPerAccount">;

/**
 * Failed logins are counted three ways (limits and their reasons in rate-limit-config):
 * per email+address (DECISIONS §3), per address over all emails, and per account over all
 * addresses. Any one over its limit answers 429 with the longest wait.
 */
export class LoginThrottle {
  private readonly byEmailAndAddress: RateLimiter;
  private readonly byAddress: RateLimiter;
  private readonly byAccount: RateLimiter;

  constructor(rules: LoginThrottleRules = DEFAULT_RATE_LIMITS, options: { maxKeys?: number } = {}) {
    this.byEmailAndAddress = new RateLimiter(rules.loginPerEmailAndAddress, options);
    this.byAddress = new RateLimiter(rules.loginPerAddress, options);
    this.byAccount = new RateLimiter(rules.loginPerAccount, options);
  }

  private keys(email: string, ip: string) {
    const account = email.trim().toLowerCase();
    return { pair: `${account}|${ip}`, address: ip, account };
  }

  /** Throws 429 with the wait in seconds when this email, this address or the pair is locked out. */
  check(email: string, ip: string, now = Date.now()): void {
    const k = this.keys(email, ip);
    const seconds = Math.max(
      this.byEmailAndAddress.retryAfter(k.pair, now),
      this.byAddress.retryAfter(k.address, now),
      this.byAccount.retryAfter(k.account, now),
    );
    if (seconds > 0) throw tooManyAttempts(seconds);
  }

  fail(email: string, ip: string, now = Date.now()): void {
    const k = this.keys(email, ip);
    this.byEmailAndAddress.record(k.pair, now);
    this.byAddress.record(k.address, now);
    this.byAccount.record(k.account, now);
  }

  /**
   * A correct password forgives that email from that address only: logging in to one's own
   * account must not reset an address's count over other accounts, nor an account's count
   * of guesses made from elsewhere.
   */
  succeed(email: string, ip: string): void {
    this.byEmailAndAddress.reset(this.keys(email, ip).pair);
  }

  /** Keys remembered by the largest of the three counters (the memory bound). */
  get size(): number {
    return Math.max(this.byEmailAndAddress.size, this.byAddress.size, this.byAccount.size);
  }
}
