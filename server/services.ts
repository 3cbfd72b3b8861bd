import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import type { AppServices } from "~/platform/app-context";
import type { ChangeNotifications } from "~/platform/db/change-watch.server";
import { type DatabaseHandle, openDatabase } from "~/platform/db/db.server";
import type { Env } from "~/platform/runtime/env.server";
import { RateLimiter, sweepRateLimitHits } from "~/platform/limits/rate-limiter.server";
import { BackgroundWork } from "~/platform/runtime/background-work.server";
import { createSecretBox } from "~/platform/runtime/secret-box.server";
import { sealTwoStepSecrets } from "~/platform/auth/two-step.server";
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { type DeviceCookies, loadDeviceCookies } from "~/platform/auth/device-cookie.server";
import { LoginThrottle } from "~/platform/limits/login-throttle.server";
import { type RateLimitConfig, readRateLimitConfig } from "~/platform/limits/rate-limit-config.server";
import { USERTYPE } from "~/platform/auth/roles";
import { sweepExpiredSessions } from "~/platform/auth/sessions.server";
import { sweepOldPasswordResets } from "~/platform/auth/password-reset.server";
import { sweepExpiredPendingLogins } from "~/platform/auth/pending-login.server";
import { sweepExpiredEmailChanges } from "~/features/profile/email-change.server";
import { ensureAdministrator, upsertStaffUser } from "~/platform/auth/users.server";
import { createDiskStorage, type MediaStorage } from "~/platform/media/media-storage.server";
import { sweepOrphanFiles } from "~/platform/media/orphan-sweep.server";
import { type Logger, log as siteLog } from "~/platform/runtime/log.server";
import { migrateToLatest } from "~/platform/db/migrate.server";

/** The one-time login of a demo administrator, shown to the person who started the site. */
export interface DemoLogin {
  email: string;
  password: string;
}

/**
 * The limits, counted in the database `db` (every process on it shares them); `config` comes
 * from RATE_LIMITS or the production values, `devices` signs the browsers known to an account.
 */
function createLimits(db: Kysely<Database>, config: RateLimitConfig, devices: DeviceCookies): Pick<AppServices, "loginThrottle" | "rateLimits"> {
  return {
    loginThrottle: new LoginThrottle(db, config, devices),
    rateLimits: {
      register: new RateLimiter(db, "register", config.register),
      publicForms: new RateLimiter(db, "public-forms", config.publicForms),
      contact: new RateLimiter(db, "contact", config.contact),
      passwordReset: new RateLimiter(db, "password-reset", config.passwordReset),
      emailChangeAccount: new RateLimiter(db, "email-change-account", config.emailChangePerAccount),
      emailChangeAddress: new RateLimiter(db, "email-change-address", config.emailChangePerAddress),
      acknowledgementRecipient: new RateLimiter(db, "acknowledgement-recipient", config.acknowledgementsPerRecipient),
      depositCheckoutStay: new RateLimiter(db, "deposit-checkout-stay", config.depositCheckoutsPerStay),
      depositCheckoutAddress: new RateLimiter(db, "deposit-checkout-address", config.depositCheckoutsPerAddress),
    },
  };
}

/** The longest window of any limit: counted events older than that are of no use to any of them. */
function longestWindowMs(services: Pick<AppServices, "loginThrottle" | "rateLimits">): number {
  return Math.max(services.loginThrottle.longestWindowMs, ...Object.values(services.rateLimits).map((limiter) => limiter.rule.windowMs));
}

/** Opens the database, applies migrations, follows other writers' changes and prepares media storage. */
export async function createServices(
  env: Env,
  log: Logger = siteLog,
  options: { rateLimits?: RateLimitConfig } = {},
): Promise<{
  services: AppServices;
  close: () => Promise<void>;
  followingOtherWriters: () => boolean;
  changeNotifications: () => ChangeNotifications;
  connectionUse: DatabaseHandle["connectionUse"];
}> {
  // Read before touching the database, so a malformed RATE_LIMITS stops the start at once.
  const limitConfig = options.rateLimits ?? readRateLimitConfig();
  await fs.mkdir(env.paths.dataDir, { recursive: true });
  const handle = openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.paths.sqliteFile, log });
  const applied = await migrateToLatest(handle.db);
  log.always("database ready", { engine: handle.engine, migrationsApplied: applied });
  const secrets = createSecretBox(env.SECRETS_KEY, env.SECRETS_KEY_PREVIOUS);
  const { sealed, unsealed } = await sealTwoStepSecrets(handle.db, secrets);
  if (sealed > 0) log.always("two-step secrets sealed with SECRETS_KEY", { count: sealed });
  // Said at each start while it holds: staff have enrolled, and their secrets sit in clear.
  if (unsealed > 0) log.warn("SECRETS_KEY is not set: staff two-step secrets are stored unsealed in the database", { count: unsealed });
  const devices = await loadDeviceCookies(handle.db, env);
  // Other servers and scripts on the same database write too; our caches must hear of it.
  handle.watchOtherWriters(log);
  let stores: Awaited<ReturnType<typeof openStorage>>;
  try {
    stores = await openStorage(env);
  } catch (error) {
    await handle.close();
    throw error;
  }
  log.always("storage ready", { storage: stores.storage.kind, ...(env.MEDIA_BUCKET ? { bucket: env.MEDIA_BUCKET } : {}) });
  const background = new BackgroundWork();
  return {
    services: { db: handle.db, storage: stores.storage, files: stores.files, env, secrets, background, ...createLimits(handle.db, limitConfig, devices) },
    // Work started by answered requests (a reset link) is finished before the database closes.
    close: async () => {
      await background.settle();
      stores.close();
      await handle.close();
    },
    followingOtherWriters: handle.followingOtherWriters,
    changeNotifications: handle.changeNotifications,
    connectionUse: handle.connectionUse,
  };
}

/**
 * Where uploads live, chosen once at start: DATA_DIR's `media/` and `files/` folders, or with
 * MEDIA_BUCKET the same two prefixes in a bucket every server shares. The bucket is looked at
 * first, so a wrong name, key or endpoint stops the start with one line (startup-errors.ts).
 */
async function openStorage(env: Env): Promise<{ storage: MediaStorage; files: MediaStorage; close: () => void }> {
  if (!env.MEDIA_BUCKET) return { storage: createDiskStorage(env.paths.mediaDir), files: createDiskStorage(env.paths.filesDir), close: () => {} };
  // Loaded only when wanted: a site on its own disk never loads the AWS SDK.
  const { bucketSettingsFrom, openBucketStorage } = await import("~/platform/media/s3-storage.server");
  const settings = bucketSettingsFrom(env);
  if (!settings) throw new Error("MEDIA_BUCKET is set without AWS_REGION, which the configuration check requires");
  return openBucketStorage(settings);
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD make sure that administrator exists. Without them, an
 * installation with no administrator at all gets a demo admin whose login is printed once.
 */
export async function ensureAdmin(services: AppServices, log: Logger = siteLog): Promise<{ demoLogin?: DemoLogin }> {
  const { db, env } = services;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    // Never rewrites an existing administrator's password: it may have been changed since.
    const outcome = await ensureAdministrator(db, { name: "Administrator", email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    if (outcome === "member-not-promoted") {
      log.warn("ADMIN_EMAIL belongs to a member account, which was not made administrator; use npm run user:create to promote it", {
        email: env.ADMIN_EMAIL,
      });
    } else {
      log.always(outcome === "created" ? "administrator created" : outcome === "promoted" ? "administrator promoted" : "administrator exists", {
        email: env.ADMIN_EMAIL,
      });
    }
    return {};
  }
  const anyAdmin = await db.selectFrom("users").select("id").where("usertype", "=", USERTYPE.admin).executeTakeFirst();
  if (anyAdmin) return {};
  const email = "admin@demo.local";
  const password = `Demo-${randomBytes(12).toString("base64url")}-9a`;
  await upsertStaffUser(db, { name: "Demo Administrator", email, password, role: "admin" });
  // Handed back rather than logged: the password must never reach the JSON log.
  return { demoLogin: { email, password } };
}

/**
 * Fills an empty installation with the demo content. The server runs this after it starts
 * listening (pictures take seconds); `signal` stops it between tables at shutdown. The
 * per-table lines are debug detail: at the default level only the summary is logged.
 */
export async function seedIfWanted(services: AppServices, signal?: AbortSignal, origin?: string): Promise<void> {
  if (!services.env.SEED_DEMO) return;
  // Loaded only when wanted: the demo content and its picture renderer stay out of a real
  // installation's memory (the build keeps them in a chunk of their own).
  const { seedDemo } = await import("../db/seed/seed-demo.server");
  await seedDemo(services, signal, origin);
}

const HOUR = 3_600_000;

/**
 * Sweeps expired sessions, tokens, reset links, half-done sign-ins and unconfirmed email
 * changes, and the rate limits' counts of keys gone quiet, now and then every hour, until the
 * returned function is called.
 * The timer is unref'd so it never keeps the process alive on shutdown.
 */
export function startHousekeeping(
  services: Pick<AppServices, "db" | "loginThrottle" | "rateLimits">,
  log: Logger = siteLog,
  everyMs = HOUR,
): () => void {
  const sweep = async () => {
    try {
      const removed = await sweepExpiredSessions(services.db);
      const passwordResetLinks = await sweepOldPasswordResets(services.db);
      const pendingSignIns = await sweepExpiredPendingLogins(services.db);
      const emailChanges = await sweepExpiredEmailChanges(services.db);
      log.info("expired sessions swept", { ...removed, passwordResetLinks, pendingSignIns, emailChanges });
    } catch (error) {
      log.error("sweeping expired sessions failed", { error });
    }
    try {
      await sweepRateLimitHits(services.db, longestWindowMs(services));
    } catch (error) {
      log.error("sweeping rate limit counts failed", { error });
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Removes stored files no record names (left by an upload cut off between its files and its
 * record) once they are an hour old, on disk or in the bucket, now and then every hour. Every
 * server behind a balancer may run it: deleting what is already gone is no error.
 */
export function startOrphanSweep(services: Pick<AppServices, "db" | "storage" | "files">, log: Logger = siteLog, everyMs = HOUR): () => void {
  const sweep = async () => {
    try {
      const removed = await sweepOrphanFiles(services.db, services);
      log.info("stored files without a record swept", { ...removed, storage: services.storage.kind });
    } catch (error) {
      log.error("sweeping stored files without a record failed", { error });
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
