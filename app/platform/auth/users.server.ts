import type { Kysely, Transaction } from "kysely";
import type { Database, User } from "~/platform/db/db-schema";
import { AppError, fieldError } from "~/lib/errors";
import { burnPasswordCheck, hashPassword, verifyPassword } from "~/platform/auth/password.server";
import { estimatePasswordStrength } from "~/platform/auth/password-strength.server";
import { isStaff, roleOf, USERTYPE, type Viewer } from "~/platform/auth/roles";
import { revokeSessionsOf } from "~/platform/auth/sessions.server";
import type { LoginThrottle } from "~/platform/limits/login-throttle.server";
import type { RegisterInput } from "~/platform/auth/schema";
import { EmailSchema } from "~/platform/auth/schema";
import { PasswordSchema, STAFF_PASSWORD_MIN } from "~/platform/auth/password-rules";
import { welcomeEmail } from "~/platform/auth/account.emails";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { emailHotel } from "~/platform/email/email-layout";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/i18n/language";
import { authWords } from "~/platform/auth/auth-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";
import { fieldWords } from "~/platform/forms/field-words";

type Db = Kysely<Database>;

/**
 * Server-only password checks on top of the shared schema (DECISIONS §3, ASVS V6.2). The
 * advice on a guessable password is worded in `language` here, since zxcvbn's words are not
 * SPEC messages a page could translate (the staff rule stays English, like the back-office).
 */
export async function checkPasswordPolicy(password: string, staff: boolean, account: { name?: string; email?: string }, language: Language = DEFAULT_LANGUAGE): Promise<void> {
  if (staff && password.length < STAFF_PASSWORD_MIN) throw fieldError("password", authStaffWords.msg("staffPasswordMin"));
  const { refusal } = await estimatePasswordStrength(password, account, language);
  if (refusal) throw fieldError("password", refusal);
}

export async function getUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db.selectFrom("users").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
}

/** What a registration answers: the same for a new account and for an email that already has one. */
type RegistrationReceipt = Omit<Viewer, "id">;

/**
 * Self-registration always creates a member, whatever usertype the body carried.
 *
 * An email that already has an account gets exactly the answer and the cost of a new
 * registration (the password is hashed either way, the receipt echoes only what was sent),
 * so registering cannot be used to learn who has an account. The existing account is left
 * untouched and gets no email. `language` is the one the guest registered in: the account's
 * emails are written in it (decision 046).
 */
export async function registerMember(db: Db, input: RegisterInput, language: Language = DEFAULT_LANGUAGE): Promise<RegistrationReceipt> {
  await checkPasswordPolicy(input.password, false, input, language);
  const receipt: RegistrationReceipt = { name: input.name, email: input.email, usertype: USERTYPE.member, role: roleOf(USERTYPE.member) };
  const existing = await getUserByEmail(db, input.email);
  const passwordHash = await hashPassword(input.password);
  if (existing) return receipt;
  const now = new Date().toISOString();
  const hotel = emailHotel(await getSiteSettings(db));
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("users")
        .values({ name: input.name, email: input.email, password_hash: passwordHash, usertype: USERTYPE.member, language, created_at: now, updated_at: now })
        .execute();
      // The welcome email is queued with the account: no account, no email (docs/decisions/018).
      await enqueueEmail(trx, welcomeEmail({ to: input.email, language, name: input.name, hotel }));
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides, and the loser is answered like everyone else.
    if (!(await getUserByEmail(db, input.email))) throw error;
  }
  return receipt;
}

async function insertStaffUser(db: Db, input: { name: string; email: string; password: string; usertype: number }): Promise<User> {
  const now = new Date().toISOString();
  return db
    .insertInto("users")
    .values({ name: input.name, email: input.email, password_hash: await hashPassword(input.password), usertype: input.usertype, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Staff passwords follow SPEC §5 and DECISIONS §3 (12+ characters, hard to guess). */
export async function checkStaffPassword(password: string, account: { name: string; email: string }): Promise<void> {
  const parsed = PasswordSchema.safeParse(password);
  if (!parsed.success) throw fieldError("password", parsed.error.issues[0]?.message ?? authWords.msg("passwordRequired"));
  await checkPasswordPolicy(password, true, account);
}

/**
 * Creates a staff account (admin or editor), or updates name/password/role of an existing one
 * (`npm run user:create`). A new password ends every login of that account.
 */
export async function upsertStaffUser(
  db: Db,
  input: { name: string; email: string; password: string; role: "admin" | "editor" },
): Promise<{ user: User; created: boolean }> {
  const email = EmailSchema.parse(input.email);
  await checkStaffPassword(input.password, { name: input.name, email });
  const usertype = input.role === "admin" ? USERTYPE.admin : USERTYPE.editor;
  const existing = await getUserByEmail(db, email);
  if (!existing) {
    return { user: await insertStaffUser(db, { name: input.name, email, password: input.password, usertype }), created: true };
  }
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("users")
      .set({ name: input.name, usertype, password_hash: passwordHash, updated_at: new Date().toISOString() })
      .where("id", "=", existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeSessionsOf(trx, existing.id);
    return updated;
  });
  return { user, created: false };
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start-up: creates that administrator when missing. An
 * existing account keeps its password (it may have been changed since, in the back-office);
 * a staff account is made admin if it is not. A member account is not promoted: whoever
 * registered that address chose its password, so making it admin could hand the hotel to a
 * stranger; `npm run user:create` (which sets a new password) is the way to promote it.
 */
export async function ensureAdministrator(
  db: Db,
  input: { name: string; email: string; password: string },
): Promise<"created" | "exists" | "promoted" | "member-not-promoted"> {
  const email = EmailSchema.parse(input.email);
  const existing = await getUserByEmail(db, email);
  if (!existing) {
    await checkStaffPassword(input.password, { name: input.name, email });
    await insertStaffUser(db, { name: input.name, email, password: input.password, usertype: USERTYPE.admin });
    return "created";
  }
  if (existing.usertype === USERTYPE.admin) return "exists";
  if (!isStaff({ role: roleOf(existing.usertype) })) return "member-not-promoted";
  await db.updateTable("users").set({ usertype: USERTYPE.admin, updated_at: new Date().toISOString() }).where("id", "=", existing.id).execute();
  return "promoted";
}

/**
 * Sets a new password and ends every other login of the account (DECISIONS §3): whoever
 * knew the old password loses their sessions and tokens; `keepSessionId` (the session that
 * made the change) stays logged in.
 */
export async function changePassword(
  db: Db,
  userId: number,
  newPassword: string,
  options: { keepSessionId?: number; within?: (trx: Transaction<Database>) => Promise<void>; language?: Language } = {},
): Promise<void> {
  const user = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
  if (!user) throw new AppError("not_found", fieldWords.msg("notFound"));
  const parsed = PasswordSchema.safeParse(newPassword);
  if (!parsed.success) throw fieldError("password", parsed.error.issues[0]?.message ?? authWords.msg("passwordRequired"));
  await checkPasswordPolicy(newPassword, isStaff({ role: roleOf(user.usertype) }), user, options.language);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash: passwordHash, updated_at: new Date().toISOString() }).where("id", "=", userId).execute();
    await revokeSessionsOf(trx, userId, { keepSessionId: options.keepSessionId });
    // What must be committed with the new password or not at all (the activity log's entry).
    await options.within?.(trx);
  });
}

/**
 * The current password of a signed-in account (to change the email or password, or to turn
 * two-step sign-in off), counted by the login throttle like a login with the account's email:
 * a stolen session cannot guess its way to the password any faster than the login form.
 */
export async function requireCurrentPassword(throttle: LoginThrottle, user: Pick<User, "id" | "email" | "password_hash">, password: string, ip: string): Promise<void> {
  if (password === "") throw fieldError("current_password", authWords.msg("currentPasswordRequired"));
  const attempt = await throttle.attempt(user.email, ip, user.id);
  if (!(await verifyPassword(user.password_hash, password))) throw fieldError("current_password", authWords.msg("currentPasswordWrong"));
  await attempt.succeeded();
}

/**
 * Checks an email and password. The same message answers an unknown email and a wrong
 * password, and both take the time of one argon2 verification. Besides the address, the
 * credentials carry the browser's device cookie, which counts the attempt per device when it
 * names this account (login-throttle.server.ts).
 */
export async function authenticate(
  db: Db,
  throttle: LoginThrottle,
  credentials: { email: string; password: string; ip: string; deviceCookie?: string | null },
): Promise<User> {
  const user = await getUserByEmail(db, credentials.email);
  const attempt = await throttle.attempt(credentials.email, { ip: credentials.ip, deviceCookie: credentials.deviceCookie ?? null }, user?.id ?? null);
  const ok = user ? await verifyPassword(user.password_hash, credentials.password) : (await burnPasswordCheck(credentials.password), false);
  // A deactivated staff account gets the answer of a wrong password: nothing to learn from it.
  if (!user || !ok || user.deactivated_at !== null) {
    // The attempt stays counted as a failure.
    throw new AppError("unauthenticated", authWords.msg("loginFailed"), { errors: { email: [authWords.msg("loginFailed")] } });
  }
  await attempt.succeeded();
  const now = new Date().toISOString();
  await db.updateTable("users").set({ last_sign_in_at: now }).where("id", "=", user.id).execute();
  return { ...user, last_sign_in_at: now };
}
