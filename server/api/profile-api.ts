import type { Hono } from "hono";
import { z } from "zod";
import { messages } from "~/lib/messages";
import { UserOutputSchema } from "~/platform/auth/schema";
import { changeOwnPassword, requireAccountCaller, updateOwnProfile } from "~/features/profile/own-account.server";
import { PasswordChangeSchema, ProfileUpdateSchema } from "~/features/profile/schema";
import { clientAddress } from "../client-address";
import { type ApiEnv, type ApiRegistry, defineRoute } from "./api-route";
import { parseFields, readBody } from "./request-input";

/**
 * My Profile over the API: always the caller's own account (the path names none), for a
 * member or a staff account alike. `GET /api/user` is in auth-api.ts.
 */
export function mountProfileApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Accounts";

  defineRoute(app, registry, {
    method: "put", path: "/user", tag, access: "user",
    summary:
      "Change your own name and email (SPEC §5). A new email needs current_password and ends every other login " +
      "of the account; this login stays. An email another account has answers 422 on `email`.",
    body: { schema: ProfileUpdateSchema, encodings: ["json"] },
    responses: { 200: { description: "Saved", schema: z.object({ message: z.string(), data: UserOutputSchema }) } },
  }, async (c) => {
    const { db, env, loginThrottle } = c.var.services;
    const caller = await requireAccountCaller(c.req.raw, { db, env }, clientAddress(c));
    const input = parseFields(ProfileUpdateSchema, await readBody(c));
    const viewer = await updateOwnProfile(db, loginThrottle, caller, input);
    return c.json({ message: messages.profileSaved, data: viewer });
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
    await changeOwnPassword(db, loginThrottle, caller, input);
    return c.json({ message: messages.passwordChanged });
  });
}
