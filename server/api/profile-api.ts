import type { Hono } from "hono";
import { z } from "zod";
import { messages } from "~/lib/messages";
import { trustedOrigin } from "~/lib/public-origin.server";
import { changeOwnPassword, profileSavedAnswer, requireAccountCaller, updateOwnProfile } from "~/features/profile/own-account.server";
import { PasswordChangeSchema, ProfileSavedSchema, ProfileUpdateSchema } from "~/features/profile/schema";
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
      "Change your own name and email (SPEC §5). The name is saved at once. A new email needs current_password and " +
      "is not changed yet: a link is emailed to it (valid 60 minutes), and opening it makes the change and ends every " +
      "other login of the account. The answer is the same whether or not the address has an account (its owner is " +
      "told instead); 5 new emails an hour per account and 20 per address, 429 with Retry-After beyond.",
    body: { schema: ProfileUpdateSchema, encodings: ["json"] },
    responses: { 200: { description: "Saved (a new email waits for its link)", schema: ProfileSavedSchema } },
  }, async (c) => {
    const services = c.var.services;
    const caller = await requireAccountCaller(c.req.raw, services, clientAddress(c));
    const input = parseFields(ProfileUpdateSchema, await readBody(c));
    const saved = await updateOwnProfile(services, caller, input, trustedOrigin(c.req.raw, services.env));
    return c.json(profileSavedAnswer(saved));
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
