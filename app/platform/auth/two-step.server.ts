import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database, User } from "~/platform/db/db-schema";
import { AppError, fieldError } from "~/lib/errors";
import { recordAudit } from "~/platform/audit/audit-log.server";
import type { AuditAction } from "~/platform/audit/audit-actions";
import type { AppServices } from "~/platform/app-context";
import type { SecretBox } from "~/platform/runtime/secret-box.server";
import { requireCurrentPassword } from "~/platform/auth/users.server";
import { isStaff, roleOf, type Viewer } from "~/platform/auth/roles";
import { revokeSessionsOf } from "~/platform/auth/sessions.server";
import { hashToken } from "~/platform/auth/tokens.server";
import { base32Encode, groupSecret, matchTotp, newTotpSecret, otpauthUri } from "~/platform/auth/totp.server";
import { getSiteSettings, staffTwoStepRequired } from "~/platform/settings/get-site-settings.server";
import { authWords } from "~/platform/auth/auth-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";
import { fieldWords } from "~/platform/forms/field-words";

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
/** What changing or checking a second factor needs: the database, the login throttle and the secret box. */
type TwoStepServices = Pick<AppServices, "db" | "loginThrottle" | "secrets">;

/** Recovery codes per enrolment (each works once). */
const RECOVERY_CODE_COUNT = 10;

/** Who is changing their own two-step sign-in: the session making the change stays, every other one ends. */
export interface TwoStepCaller {
  viewer: Viewer;
  sessionId: number;
  ip: string;
}

/** What My Profile shows about an account's two-step sign-in. */
interface TwoStepStatus {
  enabled: boolean;
  /** Set while an enrolment waits for its first code: the key to type or the link to open. */
  setup: { secret: string; groupedSecret: string; uri: string } | null;
  recoveryCodesLeft: number;
  /** The admin setting: staff must use it, and cannot turn it off. */
  required: boolean;
}

const isStaffUser = (user: Pick<User, "usertype">) => isStaff({ role: roleOf(user.usertype) });

/** Ten codes like `k3m7q-x2vna`: 50 random bits each, easy to read aloud and type. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and dashes do not matter when a recovery code is typed. */
const recoveryHash = (code: string) => hashToken(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, "")}`);

/** A 6-digit code (spaces allowed) is an authenticator code; anything else is tried as a recovery code. */
const looksLikeTotp = (code: string) => /^\d{3}\s?\d{3}$/.test(code.trim());

async function replaceRecoveryCodes(trx: Trx, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  const now = new Date().toISOString();
  await trx.deleteFrom("two_step_recovery_codes").where("user_id", "=", userId).execute();
  await trx
    .insertInto("two_step_recovery_codes")
    .values(codes.map((code) => ({ user_id: userId, code_hash: recoveryHash(code), used_at: null, created_at: now })))
    .execute();
  return codes;
}

export async function isTwoStepEnabled(db: Db | Trx, userId: number): Promise<boolean> {
  const row = await db.selectFrom("two_step").select("id").where("user_id", "=", userId).where("enabled_at", "is not", null).executeTakeFirst();
  return row !== undefined;
}

/** A password was accepted for this account: does it need the second step? Members never do. */
export async function needsSecondStep(db: Db, user: Pick<User, "id" | "usertype">): Promise<boolean> {
  return isStaffUser(user) && (await isTwoStepEnabled(db, user.id));
}

/** A staff account the admin setting requires to enrol, and that has not: the back-office refuses it. */
export async function mustEnrolFirst(db: Db, viewer: Viewer): Promise<boolean> {
  if (!isStaff(viewer)) return false;
  return (await staffTwoStepRequired(db)) && !(await isTwoStepEnabled(db, viewer.id));
}

/**
 * Spends a second factor: a 6-digit code (newer than the last one accepted: no replay) or an
 * unused recovery code. The conditional updates make two requests racing with one code
 * succeed once. `enrolling` accepts the code of an enrolment not yet confirmed.
 */
async function spendSecondFactor(
  db: Db | Trx,
  secrets: SecretBox,
  userId: number,
  code: string,
  options: { enrolling?: boolean } = {},
): Promise<boolean> {
  const typed = code.trim();
  if (typed === "") return false;
  if (looksLikeTotp(typed)) {
    let query = db.selectFrom("two_step").select(["secret", "last_used_step"]).where("user_id", "=", userId);
    query = options.enrolling ? query.where("enabled_at", "is", null) : query.where("enabled_at", "is not", null);
    const row = await query.executeTakeFirst();
    if (!row) return false;
    const step = matchTotp(secrets.open(row.secret), typed, { lastUsedStep: row.last_used_step });
    if (step === null) return false;
    const marked = await db
      .updateTable("two_step")
      .set({ last_used_step: step })
      .where("user_id", "=", userId)
      .where((eb) => eb.or([eb("last_used_step", "is", null), eb("last_used_step", "<", step)]))
      .executeTakeFirst();
    return Number(marked.numUpdatedRows) === 1;
  }
  if (options.enrolling || typed.length > 40 || !(await isTwoStepEnabled(db, userId))) return false;
  const used = await db
    .updateTable("two_step_recovery_codes")
    .set({ used_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", recoveryHash(typed))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/**
 * A second factor checked under the login throttle, counted like a wrong password for this
 * email from this address (or this device, with the account's device cookie): guessing codes
 * is no faster than guessing passwords.
 */
export async function checkSecondFactor(
  services: TwoStepServices,
  user: Pick<User, "id" | "email">,
  code: string,
  ip: string,
  options: { enrolling?: boolean; deviceCookie?: string | null } = {},
): Promise<boolean> {
  const attempt = await services.loginThrottle.attempt(user.email, { ip, deviceCookie: options.deviceCookie ?? null }, user.id);
  const ok = await spendSecondFactor(services.db, services.secrets, user.id, code, options);
  if (ok) await attempt.succeeded();
  return ok;
}

async function requireCode(services: TwoStepServices, user: User, code: string, ip: string, options: { enrolling?: boolean } = {}) {
  if (code.trim() === "") throw fieldError("code", authWords.msg("twoStepCodeRequired"));
  if (!(await checkSecondFactor(services, user, code, ip, options))) throw fieldError("code", authWords.msg("twoStepCodeWrong"));
}

async function getStaffUser(db: Db | Trx, id: number): Promise<User> {
  const user = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  if (!user) throw new AppError("unauthenticated", authWords.msg("loginRequired"));
  if (!isStaffUser(user)) throw new AppError("forbidden", authStaffWords.msg("twoStepStaffOnly"));
  return user;
}

const label = (user: Pick<User, "name" | "email">) => `${user.name} <${user.email}>`;

async function audit(trx: Trx, actor: Viewer, action: AuditAction, user: User) {
  await recordAudit(trx, { actor, action, subjectType: "users", subjectId: user.id, subjectLabel: label(user) });
}

/** Ends every login of the account but the one making the change, and any half-done sign-in. */
async function endOtherLogins(trx: Trx, userId: number, keepSessionId: number | null) {
  await revokeSessionsOf(trx, userId, { keepSessionId });
  await trx.deleteFrom("pending_logins").where("user_id", "=", userId).execute();
}

export async function getTwoStepStatus({ db, secrets }: Pick<AppServices, "db" | "secrets">, viewer: Viewer): Promise<TwoStepStatus> {
  const [row, left, required, settings] = await Promise.all([
    db.selectFrom("two_step").select(["secret", "enabled_at"]).where("user_id", "=", viewer.id).executeTakeFirst(),
    db
      .selectFrom("two_step_recovery_codes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", viewer.id)
      .where("used_at", "is", null)
      .executeTakeFirstOrThrow(),
    staffTwoStepRequired(db),
    getSiteSettings(db),
  ]);
  const enabled = row?.enabled_at != null;
  const secret = row && !enabled ? secrets.open(row.secret) : null;
  return {
    enabled,
    setup:
      secret !== null
        ? { secret, groupedSecret: groupSecret(secret), uri: otpauthUri({ secret, account: viewer.email, issuer: settings.hotelName }) }
        : null,
    recoveryCodesLeft: enabled ? Number(left.n) : 0,
    required,
  };
}

/** Step 1: a new secret for the app (replacing an unconfirmed one). Nothing changes at sign-in yet. */
export async function startEnrolment({ db, secrets }: Pick<AppServices, "db" | "secrets">, caller: TwoStepCaller): Promise<void> {
  const user = await getStaffUser(db, caller.viewer.id);
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("two_step").select(["enabled_at"]).where("user_id", "=", user.id).executeTakeFirst();
    if (row?.enabled_at) throw new AppError("conflict", authStaffWords.msg("twoStepAlreadyOn"));
    await trx.deleteFrom("two_step").where("user_id", "=", user.id).execute();
    await trx
      .insertInto("two_step")
      .values({ user_id: user.id, secret: secrets.seal(newTotpSecret()), enabled_at: null, last_used_step: null, created_at: new Date().toISOString() })
      .execute();
  });
}

/** Step 2: the app's first code turns it on; the 10 recovery codes are returned once, never stored in clear. */
export async function confirmEnrolment(services: TwoStepServices, caller: TwoStepCaller, code: string): Promise<string[]> {
  const { db } = services;
  const user = await getStaffUser(db, caller.viewer.id);
  const pending = await db.selectFrom("two_step").select(["enabled_at"]).where("user_id", "=", user.id).executeTakeFirst();
  if (!pending) throw new AppError("conflict", authStaffWords.msg("twoStepNotStarted"));
  if (pending.enabled_at) throw new AppError("conflict", authStaffWords.msg("twoStepAlreadyOn"));
  await requireCode(services, user, code, caller.ip, { enrolling: true });
  return db.transaction().execute(async (trx) => {
    const enabled = await trx
      .updateTable("two_step")
      .set({ enabled_at: new Date().toISOString() })
      .where("user_id", "=", user.id)
      .where("enabled_at", "is", null)
      .executeTakeFirst();
    if (Number(enabled.numUpdatedRows) !== 1) throw new AppError("conflict", authStaffWords.msg("twoStepAlreadyOn"));
    const codes = await replaceRecoveryCodes(trx, user.id);
    await endOtherLogins(trx, user.id, caller.sessionId);
    await audit(trx, caller.viewer, "enable-two-step", user);
    return codes;
  });
}

/** New recovery codes (the old ones stop working), after a current code. */
export async function renewRecoveryCodes(services: TwoStepServices, caller: TwoStepCaller, code: string): Promise<string[]> {
  const { db } = services;
  const user = await getStaffUser(db, caller.viewer.id);
  if (!(await isTwoStepEnabled(db, user.id))) throw new AppError("conflict", authStaffWords.msg("twoStepNotOn"));
  await requireCode(services, user, code, caller.ip);
  return db.transaction().execute(async (trx) => {
    const codes = await replaceRecoveryCodes(trx, user.id);
    await audit(trx, caller.viewer, "renew-recovery-codes", user);
    return codes;
  });
}

/** Turning it off takes the password and a code, and is refused while the admin setting requires it. */
export async function disableTwoStep(services: TwoStepServices, caller: TwoStepCaller, input: { current_password: string; code: string }): Promise<void> {
  const { db } = services;
  const user = await getStaffUser(db, caller.viewer.id);
  if (!(await isTwoStepEnabled(db, user.id))) throw new AppError("conflict", authStaffWords.msg("twoStepNotOn"));
  if (await staffTwoStepRequired(db)) throw new AppError("conflict", authStaffWords.msg("twoStepRequiredByAdmin"));
  await requireCurrentPassword(services.loginThrottle, user, input.current_password, caller.ip);
  await requireCode(services, user, input.code, caller.ip);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("two_step").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("two_step_recovery_codes").where("user_id", "=", user.id).execute();
    await endOtherLogins(trx, user.id, caller.sessionId);
    await audit(trx, caller.viewer, "disable-two-step", user);
  });
}

/**
 * An administrator clears another staff member's two-step sign-in (a lost phone): the app's
 * secret and recovery codes go, every login of that account ends, and it is in the activity log.
 * They then log in with their password and enrol again (at once, if the setting requires it).
 */
export async function resetTwoStep(db: Db, staffId: number, actor: Viewer): Promise<void> {
  if (staffId === actor.id) throw new AppError("conflict", authStaffWords.msg("twoStepResetSelf"));
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").selectAll().where("id", "=", staffId).executeTakeFirst();
    if (!user || !isStaffUser(user)) throw new AppError("not_found", fieldWords.msg("notFound"));
    const removed = await trx.deleteFrom("two_step").where("user_id", "=", staffId).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new AppError("conflict", authStaffWords.msg("twoStepNotOn"));
    await trx.deleteFrom("two_step_recovery_codes").where("user_id", "=", staffId).execute();
    await endOtherLogins(trx, staffId, null);
    await audit(trx, actor, "reset-two-step", user);
  });
}

/**
 * At start-up, with SECRETS_KEY set: seals the secrets stored before it was, or under
 * SECRETS_KEY_PREVIOUS (a key change). With or without it, every stored secret must open, so
 * a wrong or missing key stops the start (SecretBoxError) instead of locking staff out at
 * their next sign-in. Says how many were sealed now (the
 * conditional update lets two servers starting together seal each secret once), and how many
 * stay unsealed (no key).
 */
export async function sealTwoStepSecrets(db: Db, secrets: SecretBox): Promise<{ sealed: number; unsealed: number }> {
  const rows = await db.selectFrom("two_step").select(["id", "secret"]).execute();
  let sealed = 0;
  for (const row of rows) {
    const plain = secrets.open(row.secret);
    if (!secrets.needsSealing(row.secret)) continue;
    const updated = await db.updateTable("two_step").set({ secret: secrets.seal(plain) }).where("id", "=", row.id).where("secret", "=", row.secret).executeTakeFirst();
    sealed += Number(updated.numUpdatedRows);
  }
  return { sealed, unsealed: secrets.keyed ? 0 : rows.length };
}
