import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { RateLimiter, tooManyAttempts } from "~/lib/rate-limiter.server";
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from "~/platform/auth/rate-limit-config.server";

type LoginThrottleRules = Pick<RateLimitConfig, "loginPerEmailAndAddress" | "loginPerAddress" | "loginPerAccount">;

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

  /**
   * One login attempt (a password, a code), counted before it is judged so that a burst of
   * guesses sent at once is held to the limits like guesses sent one by one: 429 with the
   * longest wait when any of the three counts is full. A wrong answer leaves it counted; call
   * `succeeded` on a right one, which takes it back and forgives this email from this address.
   */
  async attempt(email: string, ip: string, now = Date.now()): Promise<{ succeeded(): Promise<void> }> {
    const k = this.keys(email, ip);
    const taken: { limiter: RateLimiter; id: number }[] = [];
    let wait = 0;
    for (const [limiter, key] of [
      [this.byEmailAndAddress, k.pair],
      [this.byAddress, k.address],
      [this.byAccount, k.account],
    ] as const) {
      const outcome = await limiter.tryTake(key, now);
      if ("retryAfter" in outcome) wait = Math.max(wait, outcome.retryAfter);
      else taken.push({ limiter, id: outcome.id });
    }
    const releaseAll = () => Promise.all(taken.map(({ limiter, id }) => limiter.release(id)));
    if (wait > 0) {
      await releaseAll();
      throw tooManyAttempts(wait);
    }
    return {
      succeeded: async () => {
        await releaseAll();
        await this.succeed(email, ip);
      },
    };
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

  /**
   * A correct password forgives that email from that address only: logging in to one's own
   * account must not reset an address's count over other accounts, nor an account's count
   * of guesses made from elsewhere.
   */
  private async succeed(email: string, ip: string): Promise<void> {
    await this.byEmailAndAddress.reset(this.keys(email, ip).pair);
  }
}
