import type { Kysely, Transaction } from "kysely";
import type { Database, User } from "~/lib/db-schema";
import { AppError, fieldError } from "~/lib/errors";
import { isUniqueViolation } from "~/lib/db-errors";
import { messages } from "~/lib/messages";
import type { AppServices } from "~/platform/app-context";
import { getSession } from "~/platform/auth/get-viewer.server";
import { requireUser } from "~/platform/auth/guards.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import type { AuditAction } from "~/platform/audit/audit-subjects";
import type { LoginThrottle } from "~/platform/auth/login-throttle.server";
import { isStaff, type Viewer } from "~/platform/auth/roles";
import { revokeSessionsOf, toViewer } from "~/platform/auth/sessions.server";
import { changePassword, getUserByEmail, requireCurrentPassword } from "~/platform/auth/users.server";
import type { PasswordChangeInput, ProfileUpdateInput } from "~/features/profile/schema";

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
  if (!session) throw new AppError("unauthenticated", messages.loginRequired);
  return { viewer, sessionId: session.sessionId, ip };
}

async function getOwnUser(db: Db | Transaction<Database>, id: number): Promise<User> {
  const user = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  if (!user) throw new AppError("unauthenticated", messages.loginRequired);
  return user;
}

/** Staff accounts are in the activity log (docs/decisions/012); members are not. */
async function auditStaff(trx: Transaction<Database>, user: User, action: AuditAction, label: string): Promise<void> {
  const actor = toViewer(user);
  if (!isStaff(actor)) return;
  await recordAudit(trx, { actor, action, subjectType: "users", subjectId: user.id, subjectLabel: label });
}

/**
 * Saves the caller's name and email. A new email needs the current password and ends every
 * other login of the account (it is what logs in, and what a reset link is sent to). An
 * email that another account has is refused only after the password, so this cannot be
 * used to ask who has an account without owning one.
 */
export async function updateOwnProfile(db: Db, throttle: LoginThrottle, caller: AccountCaller, input: ProfileUpdateInput): Promise<Viewer> {
  const user = await getOwnUser(db, caller.viewer.id);
  const emailChanged = input.email !== user.email;
  if (emailChanged) {
    await requireCurrentPassword(throttle, user, input.current_password, caller.ip);
    const holder = await getUserByEmail(db, input.email);
    if (holder && holder.id !== user.id) throw fieldError("email", messages.profileEmailTaken);
  }
  try {
    const updated = await db.transaction().execute(async (trx) => {
      const saved = await trx
        .updateTable("users")
        .set({ name: input.name, email: input.email, updated_at: new Date().toISOString() })
        .where("id", "=", user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (emailChanged) {
        await revokeSessionsOf(trx, user.id, { keepSessionId: caller.sessionId });
        await auditStaff(trx, saved, "change-email", `${saved.name} <${user.email}> to <${saved.email}>`);
      }
      if (input.name !== user.name) await auditStaff(trx, saved, "update", `${user.name} renamed ${saved.name} <${saved.email}>`);
      return saved;
    });
    return toViewer(updated);
  } catch (error) {
    // Two accounts taking one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw fieldError("email", messages.profileEmailTaken);
    throw error;
  }
}

/**
 * Sets the caller's new password after checking the current one. Every other login of the
 * account ends (DECISIONS §3); staff need 12+ characters (checked by changePassword).
 */
export async function changeOwnPassword(db: Db, throttle: LoginThrottle, caller: AccountCaller, input: PasswordChangeInput): Promise<void> {
  const user = await getOwnUser(db, caller.viewer.id);
  await requireCurrentPassword(throttle, user, input.current_password, caller.ip);
  await changePassword(db, user.id, input.password, {
    keepSessionId: caller.sessionId,
    within: (trx) => auditStaff(trx, user, "change-password", `${user.name} <${user.email}>`),
  });
}
