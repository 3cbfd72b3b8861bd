import type { Kysely, Transaction } from "kysely";
import type { Database, User } from "~/platform/db/db-schema";
import { AppError } from "~/lib/errors";
import type { AppServices } from "~/platform/app-context";
import { getSession } from "~/platform/auth/get-viewer.server";
import { requireUser } from "~/platform/auth/guards.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import type { AuditAction } from "~/platform/audit/audit-actions";
import type { LoginThrottle } from "~/platform/limits/login-throttle.server";
import { isStaff, type Viewer } from "~/platform/auth/roles";
import { toViewer } from "~/platform/auth/sessions.server";
import { changePassword, requireCurrentPassword } from "~/platform/auth/users.server";
import { countEmailChange, prepareEmailChange } from "~/features/profile/email-change.server";
import type { PasswordChangeInput, ProfileUpdateInput } from "~/features/profile/schema";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/i18n/language";
import { profileWords } from "~/features/profile/profile-words";
import { authWords } from "~/platform/auth/auth-words";

type Db = Kysely<Database>;

/** Who is changing their own account: the login making the change stays, every other one ends. */
interface AccountCaller {
  viewer: Viewer;
  sessionId: number;
  ip: string;
}

/** The login behind a page or API request that changes its own account (anonymous: login page or 401). */
export async function requireAccountCaller(request: Request, services: Pick<AppServices, "db" | "env">, ip: string): Promise<AccountCaller> {
  const viewer = await requireUser(request, services);
  const session = await getSession(request, services);
  if (!session) throw new AppError("unauthenticated", authWords.msg("loginRequired"));
  return { viewer, sessionId: session.sessionId, ip };
}

async function getOwnUser(db: Db | Transaction<Database>, id: number): Promise<User> {
  const user = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  if (!user) throw new AppError("unauthenticated", authWords.msg("loginRequired"));
  return user;
}

/** Staff accounts are in the activity log (docs/decisions/012); members are not. */
async function auditStaff(trx: Transaction<Database>, user: User, action: AuditAction, label: string): Promise<void> {
  const actor = toViewer(user);
  if (!isStaff(actor)) return;
  await recordAudit(trx, { actor, action, subjectType: "users", subjectId: user.id, subjectLabel: label });
}

/**
 * Saves the caller's name at once. A new email needs the current password, and then waits
 * for the link sent to it (email-change.server.ts): the answer, the stored change and the
 * email sent are the same whether or not another account has the address, so this cannot be
 * used to ask who has an account. `emailPending` is the address waiting for its link.
 * `language` is the one the profile was saved in: the account's emails are written in it from
 * now on (decision 046), the link to a new email's included.
 */
export async function updateOwnProfile(
  services: Pick<AppServices, "db" | "loginThrottle" | "rateLimits">,
  caller: AccountCaller,
  input: ProfileUpdateInput,
  origin: string | null,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ viewer: Viewer; emailPending: string | null }> {
  const { db } = services;
  const user = await getOwnUser(db, caller.viewer.id);
  const emailChanged = input.email !== user.email;
  let changeEmail: ((trx: Transaction<Database>) => Promise<void>) | null = null;
  if (emailChanged) {
    await requireCurrentPassword(services.loginThrottle, user, input.current_password, caller.ip);
    await countEmailChange(services, user.id, caller.ip);
    changeEmail = await prepareEmailChange(db, user, input.email, origin, language);
  }
  const saved = await db.transaction().execute(async (trx) => {
    let row = user;
    if (input.name !== user.name) {
      row = await trx.updateTable("users").set({ name: input.name, updated_at: new Date().toISOString() }).where("id", "=", user.id).returningAll().executeTakeFirstOrThrow();
      await auditStaff(trx, row, "update", `${user.name} renamed ${row.name} <${row.email}>`);
    }
    if (user.language !== language) await trx.updateTable("users").set({ language }).where("id", "=", user.id).execute();
    await changeEmail?.(trx);
    return row;
  });
  return { viewer: toViewer(saved), emailPending: emailChanged ? input.email : null };
}

/** What the API answers (and the page says) once the profile is saved. */
export function profileSavedAnswer(saved: { viewer: Viewer; emailPending: string | null }) {
  return saved.emailPending === null
    ? { message: profileWords.msg("profileSaved"), data: saved.viewer }
    : { message: profileWords.msg("profileEmailConfirmSent", { email: saved.emailPending }), data: saved.viewer, emailPending: saved.emailPending };
}

/**
 * Sets the caller's new password after checking the current one. Every other login of the
 * account ends (DECISIONS §3); staff need 12+ characters (checked by changePassword).
 */
export async function changeOwnPassword(db: Db, throttle: LoginThrottle, caller: AccountCaller, input: PasswordChangeInput, language: Language = "en"): Promise<void> {
  const user = await getOwnUser(db, caller.viewer.id);
  await requireCurrentPassword(throttle, user, input.current_password, caller.ip);
  await changePassword(db, user.id, input.password, {
    keepSessionId: caller.sessionId,
    language,
    within: (trx) => auditStaff(trx, user, "change-password", `${user.name} <${user.email}>`),
  });
}
