import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { MediaStorage } from "~/platform/media/media-storage.server";
import type { Env } from "~/platform/runtime/env.server";
import type { LoginThrottle } from "~/platform/limits/login-throttle.server";
import type { RateLimiter } from "~/platform/limits/rate-limiter.server";
import type { SecretBox } from "~/platform/runtime/secret-box.server";
import type { AfterAnswer, BackgroundWork } from "~/platform/runtime/background-work.server";

/**
 * What the HTTP server creates once and hands to every API handler, loader and action.
 * Passing it in (rather than importing singletons) keeps domain code testable and lets the
 * API router and React Router share one database pool.
 */
export interface AppServices {
  db: Kysely<Database>;
  storage: MediaStorage;
  /** Files that are not pictures (videos, PDFs, attachments), in their own folder: platform/files. */
  files: MediaStorage;
  env: Env;
  loginThrottle: LoginThrottle;
  /** Seals and opens secrets stored in the database (SECRETS_KEY): staff two-step secrets. */
  secrets: SecretBox;
  /** Work done after a request's answer has gone (a reset link), finished before shutdown closes the database. */
  background: BackgroundWork;
  /**
   * Per-address limits on costly or abusable writes, keyed by the client address:
   * `await services.rateLimits.register.hit(ip)` counts one attempt or throws 429 with Retry-After.
   * The counts are in the database, shared by every server process.
   */
  rateLimits: {
    register: RateLimiter;
    publicForms: RateLimiter;
    /** Contact messages: one counter for the Contact Us page and `POST /api/contacts`. */
    contact: RateLimiter;
    /** Forgotten-password requests (each may send an email). */
    passwordReset: RateLimiter;
    /** New emails asked for in My Profile, per account (keyed by the account id) and per address. */
    emailChangeAccount: RateLimiter;
    emailChangeAddress: RateLimiter;
    /** Request acknowledgements per recipient email (keyed by `recipientKey`), not per address. */
    acknowledgementRecipient: RateLimiter;
    /** Deposit checkouts per stay (keyed by the reservation id) and per address (decision 068). */
    depositCheckoutStay: RateLimiter;
    depositCheckoutAddress: RateLimiter;
  };
}

declare module "react-router" {
  interface AppLoadContext extends AppServices {
    /** The visitor's network address, for per-address limits such as login throttling. */
    clientAddress: string;
    /** Runs work once this request's answer has gone (`services.background`). */
    afterAnswer: AfterAnswer;
    /**
     * Called when part of the page could not be read (a database error): this response shows a
     * failure message and must not be kept in the render cache for other visitors.
     */
    keepPageUnshared?: () => void;
  }
}
