import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { AppError, fieldError } from "~/lib/errors";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { isAdmin, isStaff, type Viewer } from "~/platform/auth/roles";
import { toViewer } from "~/platform/auth/sessions.server";
import type { ProfileUpdateInput } from "~/features/profile/schema";
import { profileStaffWords } from "~/features/profile/profile-staff-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";
import { fieldWords } from "~/platform/forms/field-words";

type Db = Kysely<Database>;

/**
 * SPEC §7's `GET /getUserById/{id}` and `PUT /updateUser1/{id}` name an account: the caller's
 * own, or any for staff. Everyone else is refused (403) whether or not the account exists, so
 * the calls say nothing about other accounts. `id` is null when the path's id is no record id.
 */
export function requireAccountReach(viewer: Viewer, id: number | null): number {
  if (id !== null && id === viewer.id) return id;
  if (!isStaff(viewer)) throw new AppError("forbidden", profileStaffWords.msg("ownAccountOnly"));
  if (id === null) throw new AppError("not_found", fieldWords.msg("notFound"));
  return id;
}

/** The account as `GET /api/user` shows it, for its owner or staff. */
export async function getAccountById(db: Db, viewer: Viewer, id: number | null): Promise<Viewer> {
  const reachable = requireAccountReach(viewer, id);
  const row = await db.selectFrom("users").selectAll().where("id", "=", reachable).executeTakeFirst();
  if (!row) throw new AppError("not_found", fieldWords.msg("notFound"));
  return toViewer(row);
}

/**
 * Staff correcting another account's name (its owner uses My Profile, `updateOwnProfile`). The
 * email stays its owner's to change, through a link sent to the new address: a staff member
 * able to set it could take the account over with a reset link. An editor may correct a
 * member's name; another staff account's takes an administrator. In the activity log.
 */
export async function renameAccountAsStaff(db: Db, actor: Viewer, id: number, input: ProfileUpdateInput): Promise<Viewer> {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new AppError("not_found", fieldWords.msg("notFound"));
  if (isStaff(toViewer(row)) && !isAdmin(actor)) throw new AppError("forbidden", authStaffWords.msg("adminOnly"));
  if (input.email !== row.email) throw fieldError("email", profileStaffWords.msg("emailOwnerOnly"));
  if (input.name === row.name) return toViewer(row);
  const renamed = await db.transaction().execute(async (trx) => {
    const saved = await trx.updateTable("users").set({ name: input.name, updated_at: new Date().toISOString() }).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
    await recordAudit(trx, { actor, action: "update", subjectType: "users", subjectId: id, subjectLabel: `${row.name} renamed ${saved.name} <${saved.email}>` });
    return saved;
  });
  return toViewer(renamed);
}
