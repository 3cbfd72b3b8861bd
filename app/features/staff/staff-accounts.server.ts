import { type Kysely, type Transaction } from "kysely";
import type { Database, User } from "~/platform/db/db-schema";
import { AppError, fieldError } from "~/lib/errors";
import { isUniqueViolation } from "~/platform/db/db-errors";
import { hashPassword } from "~/platform/auth/password.server";
import { USERTYPE, type Viewer } from "~/platform/auth/roles";
import { revokeSessionsOf } from "~/platform/auth/sessions.server";
import { checkStaffPassword, getUserByEmail } from "~/platform/auth/users.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { isTwoStepEnabled } from "~/platform/auth/two-step.server";
import type { StaffAccount, StaffChangeInput, StaffCreateInput, StaffRole } from "~/features/staff/schema";
import { staffAccountWords } from "~/features/staff/staff-words";
import { fieldWords } from "~/platform/forms/field-words";
import { isPostgres } from "~/platform/db/dialect";

type Db = Kysely<Database>;

const STAFF_USERTYPES = [USERTYPE.admin, USERTYPE.editor];
const usertypeOf = (role: StaffRole) => (role === "admin" ? USERTYPE.admin : USERTYPE.editor);
const label = (user: Pick<User, "name" | "email">) => `${user.name} <${user.email}>`;

function toStaffAccount(user: User, twoStep: boolean): StaffAccount {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.usertype === USERTYPE.admin ? "admin" : "editor",
    active: user.deactivated_at === null,
    lastSignInAt: user.last_sign_in_at,
    twoStep,
    createdAt: user.created_at,
  };
}

/** Every admin and editor account, active first, then by name. Members are not staff. */
export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  const users = await db.selectFrom("users").selectAll().where("usertype", "in", STAFF_USERTYPES).orderBy("name").orderBy("id").execute();
  const enrolled = new Set((await db.selectFrom("two_step").select("user_id").where("enabled_at", "is not", null).execute()).map((r) => r.user_id));
  return users.map((user) => toStaffAccount(user, enrolled.has(user.id))).sort((a, b) => Number(b.active) - Number(a.active));
}

async function getStaffUser(db: Db | Transaction<Database>, id: number): Promise<User> {
  const user = await db.selectFrom("users").selectAll().where("id", "=", id).where("usertype", "in", STAFF_USERTYPES).executeTakeFirst();
  if (!user) throw new AppError("not_found", fieldWords.msg("notFound"));
  return user;
}

/** An administrator adds an editor or another administrator; logged with who did it. */
export async function createStaffAccount(db: Db, input: StaffCreateInput, actor: Viewer): Promise<StaffAccount> {
  await checkStaffPassword(input.password, input);
  if (await getUserByEmail(db, input.email)) throw fieldError("email", staffAccountWords.msg("staffEmailTaken"));
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  try {
    const user = await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto("users")
        .values({ name: input.name, email: input.email, password_hash: passwordHash, usertype: usertypeOf(input.role), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, { actor, action: "create", subjectType: "users", subjectId: created.id, subjectLabel: `${label(created)} as ${input.role}` });
      return created;
    });
    return toStaffAccount(user, false);
  } catch (error) {
    // Two administrators adding one address at once: the unique index decides.
    if (isUniqueViolation(error)) throw fieldError("email", staffAccountWords.msg("staffEmailTaken"));
    throw error;
  }
}

/**
 * The active administrators, locked on PostgreSQL until the transaction ends, so two
 * administrators demoting each other at the same moment cannot leave the hotel with none.
 * (SQLite runs one writing transaction at a time, which gives the same guarantee.)
 */
async function activeAdminIds(trx: Transaction<Database>): Promise<number[]> {
  let query = trx.selectFrom("users").select("id").where("usertype", "=", USERTYPE.admin).where("deactivated_at", "is", null);
  if (isPostgres(trx)) query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}

/**
 * Changes an account's role and/or active state. Deactivating ends every session and token
 * of the account at once (its next request is anonymous); the last active administrator
 * can be neither demoted nor deactivated, and nobody deactivates themself.
 */
export async function changeStaffAccount(db: Db, id: number, change: StaffChangeInput, actor: Viewer): Promise<StaffAccount> {
  const user = await db.transaction().execute(async (trx) => {
    const current = await getStaffUser(trx, id);
    const wasActiveAdmin = current.usertype === USERTYPE.admin && current.deactivated_at === null;
    const usertype = change.role ? usertypeOf(change.role) : current.usertype;
    const active = change.active ?? current.deactivated_at === null;
    const staysActiveAdmin = usertype === USERTYPE.admin && active;
    if (wasActiveAdmin && !staysActiveAdmin) {
      const admins = await activeAdminIds(trx);
      if (admins.filter((adminId) => adminId !== current.id).length === 0) throw new AppError("conflict", staffAccountWords.msg("lastActiveAdmin"));
    }
    if (!active && current.deactivated_at === null && current.id === actor.id) throw new AppError("conflict", staffAccountWords.msg("cannotDeactivateSelf"));
    const now = new Date().toISOString();
    const updated = await trx
      .updateTable("users")
      .set({
        usertype,
        deactivated_at: active ? null : (current.deactivated_at ?? now),
        updated_at: now,
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (usertype !== current.usertype) {
      await recordAudit(trx, { actor, action: "change-role", subjectType: "users", subjectId: id, subjectLabel: `${label(current)} to ${change.role}` });
    }
    if (active !== (current.deactivated_at === null)) {
      // Every login of the account ends now.
      if (!active) await revokeSessionsOf(trx, id);
      await recordAudit(trx, { actor, action: active ? "reactivate" : "deactivate", subjectType: "users", subjectId: id, subjectLabel: label(current) });
    }
    return updated;
  });
  return toStaffAccount(user, await isTwoStepEnabled(db, user.id));
}
