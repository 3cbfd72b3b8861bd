import type { Hono } from "hono";
import { z } from "zod";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { changeOwnPassword, profileSavedAnswer, requireAccountCaller, updateOwnProfile } from "~/features/profile/own-account.server";
import { languageOfRequest } from "~/platform/i18n/language";
import { PasswordChangeSchema, ProfileSavedSchema, ProfileUpdateSchema } from "~/features/profile/schema";
import { getAccountById, renameAccountAsStaff, requireAccountReach } from "~/features/profile/account-by-id.server";
import { AppError } from "~/lib/errors";
import { parseRecordId } from "~/platform/forms/schema-fields";
import type { Viewer } from "~/platform/auth/roles";
import { UserOutputSchema } from "~/platform/auth/schema";
import { clientAddress } from "~/platform/http/client-address";
import { type ApiContext, type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields, readBody } from "~/platform/http/request-input";
import { profileWords } from "~/features/profile/profile-words";
import { authWords } from "~/platform/auth/auth-words";

/** A route open to any signed-in account always has its viewer (defineRoute enforced it). */
function viewerOf(c: ApiContext): Viewer {
  if (!c.var.viewer) throw new AppError("unauthenticated", authWords.msg("loginRequired"));
  return c.var.viewer;
}

/**
 * My Profile over the API: `/user` is always the caller's own account (the path names none),
 * for a member or a staff account alike; `GET /api/user` is in platform/auth/auth.api.ts. SPEC §7's
 * `/getUserById/{id}` and `/updateUser1/{id}` are the same for the caller's own id, and let
 * staff reach any account.
 */
export default function mountProfileApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Accounts";

  /** PUT /user: the caller's own name and email (and SPEC §7's PUT /updateUser1/{id} with the caller's own id). */
  const saveOwnProfile = async (c: ApiContext) => {
    const services = c.var.services;
    const caller = await requireAccountCaller(c.req.raw, services, clientAddress(c));
    const input = parseFields(ProfileUpdateSchema, await readBody(c));
    const saved = await updateOwnProfile(services, caller, input, trustedOrigin(c.req.raw, services.env), languageOfRequest(c.req.raw));
    return c.json(profileSavedAnswer(saved));
  };

  defineRoute(app, registry, {
    method: "put", path: "/user", tag, access: "user",
    summary:
      "Change your own name and email (SPEC §5). The name is saved at once. A new email needs current_password and " +
      "is not changed yet: a link is emailed to it (valid 60 minutes), and opening it makes the change and ends every " +
      "other login of the account. The answer is the same whether or not the address has an account (its owner is " +
      "told instead); 5 new emails an hour per account and 20 per address, 429 with Retry-After beyond.",
    body: { schema: ProfileUpdateSchema, encodings: ["json"] },
    responses: { 200: { description: "Saved (a new email waits for its link)", schema: ProfileSavedSchema } },
  }, saveOwnProfile);

  defineRoute(app, registry, {
    method: "get", path: "/getUserById/:id", tag, access: "user",
    summary: "An account as GET /user shows it (SPEC §7): your own id, or any for staff; another account's id answers a member 403",
    responses: { 200: { description: "The account", schema: z.object({ data: UserOutputSchema }) } },
  }, async (c) => {
    const data = await getAccountById(c.var.services.db, viewerOf(c), parseRecordId(c.req.param("id")));
    return c.json({ data });
  });

  defineRoute(app, registry, {
    method: "put", path: "/updateUser1/:id", tag, access: "user",
    summary:
      "SPEC §7's profile update. Your own id: exactly PUT /user (other fields of the user object, such as role or " +
      "usertype, are not read). Staff may correct another account's name (another staff account's takes an " +
      "administrator); its email stays its owner's to change (422 on `email`). Another account's id answers a member 403.",
    body: { schema: ProfileUpdateSchema, encodings: ["json"] },
    responses: { 200: { description: "Saved", schema: ProfileSavedSchema } },
  }, async (c) => {
    const viewer = viewerOf(c);
    const id = requireAccountReach(viewer, parseRecordId(c.req.param("id")));
    if (id === viewer.id) return saveOwnProfile(c);
    const input = parseFields(ProfileUpdateSchema, await readBody(c));
    const data = await renameAccountAsStaff(c.var.services.db, viewer, id, input);
    return c.json({ message: profileWords.msg("profileSaved"), data });
  });

  defineRoute(app, registry, {
    method: "put", path: "/user/password", tag, access: "user",
    summary:
      "Change your own password: current_password, password, password_confirmation (the registration rules; staff " +
      "need 12+ characters). Every other login of the account ends; this login stays.",
    body: { schema: PasswordChangeSchema, encodings: ["json"] },
    responses: { 200: { description: "Changed", schema: z.object({ message: z.string() }) } },
  }, async (c) => {
    const { db, env, loginThrottle } = c.var.services;
    const caller = await requireAccountCaller(c.req.raw, { db, env }, clientAddress(c));
    const input = parseFields(PasswordChangeSchema, await readBody(c));
    await changeOwnPassword(db, loginThrottle, caller, input, languageOfRequest(c.req.raw));
    return c.json({ message: profileWords.msg("passwordChanged") });
  });
}
