import { z } from "zod";
import type { RateLimitRule } from "~/platform/limits/rate-limiter.server";

export interface RateLimitConfig {
  /** DECISIONS §3: wrong passwords for one email from one address. */
  loginPerEmailAndAddress: RateLimitRule;
  /** Wrong passwords from one address, whatever the email: one machine trying many accounts. */
  loginPerAddress: RateLimitRule;
  /**
   * Wrong passwords for one account from browsers without its device cookie, whatever the
   * address: many machines trying one account. A browser with the cookie is not held by it.
   */
  loginPerAccount: RateLimitRule;
  /** Wrong passwords from one browser that carries the account's device cookie. */
  loginPerDevice: RateLimitRule;
  /** Registrations from one address (each costs an argon2 hash of 19 MiB). */
  register: RateLimitRule;
  /** Public forms from one address (newsletter now; contact and event enquiries later). */
  publicForms: RateLimitRule;
  /** Stored contact messages from one address, whether sent by the Contact Us page or the API. */
  contact: RateLimitRule;
  /** Forgotten-password requests from one address (each may send an email). */
  passwordReset: RateLimitRule;
  /** New emails one account asks for (each sends an email to an address the asker chose). */
  emailChangePerAccount: RateLimitRule;
  /** New emails asked for from one address, over all accounts. */
  emailChangePerAddress: RateLimitRule;
  /**
   * Acknowledgements of reservation and event requests to one recipient, whoever sends the
   * requests: past it, requests are still stored for staff but the guest's email is held.
   */
  acknowledgementsPerRecipient: RateLimitRule;
  /** Deposit checkouts started for one stay (each asks PayChangu for a page). */
  depositCheckoutsPerStay: RateLimitRule;
  /** Deposit checkouts started from one address, over all stays. */
  depositCheckoutsPerAddress: RateLimitRule;
}

const MINUTE = 60_000;

/**
 * Production limits, sized so a hotel's real traffic never meets them:
 * - 5 failures a minute per email+address is DECISIONS §3.
 * - 20 failures a minute per address lets a conference room of guests behind one Wi-Fi
 *   address mistype their passwords, while one machine can no longer sweep account after
 *   account (it is held to 20 guesses a minute in all).
 * - 10 failures a minute per account, from browsers without the account's device cookie:
 *   spread over many addresses, guessing is held to 10 a minute per account (14,400 a day),
 *   far below the 10^8 guesses a password of the required strength (zxcvbn score 3)
 *   withstands. Such guessing does lock the account for new browsers, but not for the
 *   browsers its owner signed in with before (device cookies, decision 038).
 * - 5 failures a minute per device cookie, as for one email from one address: a stolen
 *   cookie guesses no faster than anyone else (its failures count per address too).
 * - 10 registrations per 10 minutes per address: a family or a front desk registering
 *   together fits; a script burning argon2 memory does not.
 * - 30 public-form posts per 10 minutes per address: many guests behind one address fit.
 * - 5 stored contact messages per 10 minutes per address: a spam brake; a guest rarely
 *   writes twice, and a refused (invalid) message does not count.
 * - 10 forgotten-password requests per 15 minutes per address: a guest who mistypes fits; a
 *   script mailing strangers does not (one account also gets at most 3 reset emails an hour).
 * - 5 new emails an hour per account and 20 per address: a member who mistypes their new
 *   address fits; a member (or a script with many accounts) probing addresses or mailing
 *   strangers does not. The answer tells nothing about the address anyway (decision 038).
 * - 3 request acknowledgements an hour to one recipient (reservations and event quotations
 *   together): a guest who asks for a room and an event, then corrects one, fits; a stranger
 *   using the forms to flood someone's inbox from many addresses does not (decision 052).
 * - 5 deposit checkouts an hour per stay and 10 per 10 minutes per address: a guest who
 *   changes their mind between kwacha and dollars, or whose phone drops the checkout, fits; a
 *   script making PayChangu checkouts (and pending ledger lines) by the thousand does not
 *   (decision 068).
 */
export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  loginPerEmailAndAddress: { limit: 5, windowMs: MINUTE },
  loginPerAddress: { limit: 20, windowMs: MINUTE },
  loginPerAccount: { limit: 10, windowMs: MINUTE },
  loginPerDevice: { limit: 5, windowMs: MINUTE },
  register: { limit: 10, windowMs: 10 * MINUTE },
  publicForms: { limit: 30, windowMs: 10 * MINUTE },
  contact: { limit: 5, windowMs: 10 * MINUTE },
  passwordReset: { limit: 10, windowMs: 15 * MINUTE },
  emailChangePerAccount: { limit: 5, windowMs: 60 * MINUTE },
  emailChangePerAddress: { limit: 20, windowMs: 60 * MINUTE },
  acknowledgementsPerRecipient: { limit: 3, windowMs: 60 * MINUTE },
  depositCheckoutsPerStay: { limit: 5, windowMs: 60 * MINUTE },
  depositCheckoutsPerAddress: { limit: 10, windowMs: 10 * MINUTE },
};

const RuleSchema = z
  .object({
    limit: z.number().int().min(1).max(1_000_000),
    windowSeconds: z.number().int().min(1).max(24 * 3600),
  })
  .strict();

const RateLimitsSchema = z
  .object({
    loginPerEmailAndAddress: RuleSchema,
    loginPerAddress: RuleSchema,
    loginPerAccount: RuleSchema,
    loginPerDevice: RuleSchema,
    register: RuleSchema,
    publicForms: RuleSchema,
    contact: RuleSchema,
    passwordReset: RuleSchema,
    emailChangePerAccount: RuleSchema,
    emailChangePerAddress: RuleSchema,
    acknowledgementsPerRecipient: RuleSchema,
    depositCheckoutsPerStay: RuleSchema,
    depositCheckoutsPerAddress: RuleSchema,
  })
  .partial()
  .strict();

/**
 * RATE_LIMITS (optional JSON) overrides some of the defaults, e.g.
 * `{"register":{"limit":1000,"windowSeconds":600}}`. An operations and test knob: the test
 * servers raise the per-address limits because every test request comes from 127.0.0.1.
 * A malformed value stops the start, like any other bad setting.
 */
export function readRateLimitConfig(source: NodeJS.ProcessEnv = process.env): RateLimitConfig {
  const raw = source.RATE_LIMITS?.trim();
  if (!raw) return DEFAULT_RATE_LIMITS;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error("Invalid configuration:\n  RATE_LIMITS: must be JSON");
  }
  const parsed = RateLimitsSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  RATE_LIMITS.${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = { ...DEFAULT_RATE_LIMITS };
  for (const [name, rule] of Object.entries(parsed.data) as [keyof RateLimitConfig, z.infer<typeof RuleSchema>][]) {
    config[name] = { limit: rule.limit, windowMs: rule.windowSeconds * 1000 };
  }
  return config;
}
