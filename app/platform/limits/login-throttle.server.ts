import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { RateLimiter, tooManyAttempts } from "~/platform/limits/rate-limiter.server";
import type { DeviceCookies } from "~/platform/auth/device-cookie.server";
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from "~/platform/limits/rate-limit-config.server";

type LoginThrottleRules = Pick<RateLimitConfig, "loginPerEmailAndAddress" | "loginPerAddress" | "loginPerAccount" | "loginPerDevice">;

/** Where a sign-in attempt comes from: the address, and the browser's device cookie if it sent one. */
export interface LoginSource {
  ip: string;
  /** The device cookie's value as the browser sent it (checked here, against the account tried). */
  deviceCookie?: string | null;
}

/**
 * Failed logins are counted three ways (limits and their reasons in rate-limit-config):
 * per email+address (DECISIONS §3), per address over all emails, and per account over all
 * addresses. Any one over its limit answers 429 with the longest wait. The counts are in the
 * database, shared by every server process (docs/decisions/009-rate-limits.md).
 *
 * A browser that carries the account's device cookie (signed by us, naming that account) is
 * counted per device (and per address) instead: guessing from elsewhere, which fills the
 * account's count, does not lock out the browsers its owner has signed in with before
 * (OWASP's device cookies, docs/decisions/038-limits-and-device-cookies.md).
 */
export class LoginThrottle {
  private readonly byEmailAndAddress: RateLimiter;
  private readonly byAddress: RateLimiter;
  private readonly byAccount: RateLimiter;
  private readonly byDevice: RateLimiter;

  constructor(
    db: Kysely<Database>,
    rules: LoginThrottleRules = DEFAULT_RATE_LIMITS,
    /** Without them (some tests), no browser is known and every attempt is counted the three ways. */
    readonly devices: DeviceCookies | null = null,
  ) {
    this.byEmailAndAddress = new RateLimiter(db, "login-email-address", rules.loginPerEmailAndAddress);
    this.byAddress = new RateLimiter(db, "login-address", rules.loginPerAddress);
    this.byAccount = new RateLimiter(db, "login-account", rules.loginPerAccount);
    this.byDevice = new RateLimiter(db, "login-device", rules.loginPerDevice);
  }

  /** The longest of the windows: failures older than that count for nothing. */
  get longestWindowMs(): number {
    return Math.max(this.byEmailAndAddress.rule.windowMs, this.byAddress.rule.windowMs, this.byAccount.rule.windowMs, this.byDevice.rule.windowMs);
  }

  /**
   * The limits an attempt on `account` from `source` is counted against, the one a right
   * password forgives first: with that account's device cookie, its own device's and the
   * address's (one machine still tries no more than 20 a minute, should the key ever leak),
   * otherwise email+address, address and account.
   */
  private countsFor(email: string, source: LoginSource, accountId: number | null): { limiter: RateLimiter; key: string }[] {
    const k = this.keys(email, source.ip);
    const device = this.devices?.deviceOf(source.deviceCookie, accountId) ?? null;
    if (device !== null) {
      return [
        { limiter: this.byDevice, key: device },
        { limiter: this.byAddress, key: k.address },
      ];
    }
    return [
      { limiter: this.byEmailAndAddress, key: k.pair },
      { limiter: this.byAddress, key: k.address },
      { limiter: this.byAccount, key: k.account },
    ];
  }

  private keys(email: string, ip: string) {
    const account = email.trim().toLowerCase();
    return { pair: `${account}|${ip}`, address: ip, account };
  }

  /**
   * One login attempt (a password, a code), counted before it is judged so that a burst of
   * guesses sent at once is held to the limits like guesses sent one by one: 429 with the
   * longest wait when any count it falls under is full. A wrong answer leaves it counted; call
   * `succeeded` on a right one, which takes it back and forgives this email from this address
   * (or this device). `accountId` is the account the email belongs to (null when none does):
   * only a device cookie naming that account counts the attempt per device.
   */
  async attempt(email: string, source: LoginSource | string, accountId: number | null = null, now = Date.now()): Promise<{ succeeded(): Promise<void> }> {
    const from = typeof source === "string" ? { ip: source } : source;
    const counts = this.countsFor(email, from, accountId);
    const taken: { limiter: RateLimiter; id: number }[] = [];
    let wait = 0;
    for (const { limiter, key } of counts) {
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
        // A right password forgives only where it was typed: this email from this address (or this device).
        await counts[0]!.limiter.reset(counts[0]!.key);
      },
    };
  }

  /**
   * Throws 429 with the wait in seconds when this email, this address or the pair is locked
   * out (for the message after too many wrong codes; a device's own count is not consulted).
   */
  async check(email: string, ip: string, now = Date.now()): Promise<void> {
    const k = this.keys(email, ip);
    const seconds = Math.max(
      await this.byEmailAndAddress.retryAfter(k.pair, now),
      await this.byAddress.retryAfter(k.address, now),
      await this.byAccount.retryAfter(k.account, now),
    );
    if (seconds > 0) throw tooManyAttempts(seconds);
  }
}
