import type { Hono } from "hono";
import { z } from "zod";
import { AppError } from "~/lib/errors";
import type { Viewer } from "~/platform/auth/roles";
import { listAuditEntries } from "~/platform/audit/audit-log.server";
import { AuditPageSchema, AuditQuerySchema } from "~/platform/audit/schema";
import { changeStaffAccount, createStaffAccount, listStaffAccounts } from "~/features/staff/staff-accounts.server";
import { StaffAccountSchema, StaffChangeSchema, StaffCreateSchema } from "~/features/staff/schema";
import { type ApiContext, type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields, readBody, readIdParam } from "~/platform/http/request-input";
import { staffAccountWords } from "~/features/staff/staff-words";
import { authWords } from "~/platform/auth/auth-words";

/** An admin route always has its viewer (defineRoute enforced the access); say so to the type checker. */
function adminOf(c: ApiContext): Viewer {
  if (!c.var.viewer) throw new AppError("unauthenticated", authWords.msg("loginRequired"));
  return c.var.viewer;
}

/** Staff accounts and the activity log (DECISIONS §2): administrators only. */
export default function mountStaffApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Staff and activity";
  const saved = z.object({ message: z.string(), data: StaffAccountSchema });

  defineRoute(app, registry, {
    method: "get", path: "/staff", tag, access: "admin", summary: "Staff accounts (administrators and editors)",
    responses: { 200: { description: "Accounts", schema: z.object({ data: z.array(StaffAccountSchema) }) } },
  }, async (c) => c.json({ data: await listStaffAccounts(c.var.services.db) }));

  defineRoute(app, registry, {
    method: "post", path: "/staff", tag, access: "admin", summary: "Add a staff account with a first password (12+ characters, hard to guess)",
    body: { schema: StaffCreateSchema, encodings: ["json", "multipart"] },
    responses: { 201: { description: "Created", schema: saved } },
  }, async (c) => {
    const input = parseFields(StaffCreateSchema, await readBody(c));
    return c.json({ message: staffAccountWords.msg("staffCreated"), data: await createStaffAccount(c.var.services.db, input, adminOf(c)) }, 201);
  });

  defineRoute(app, registry, {
    method: "put", path: "/staff/:id", tag, access: "admin",
    summary: "Change a role (`role`: editor or admin) or deactivate/reactivate (`active`); deactivating ends the account's sessions",
    body: { schema: StaffChangeSchema, encodings: ["json", "multipart"] },
    responses: { 200: { description: "Changed", schema: saved } },
  }, async (c) => {
    const id = readIdParam(c);
    const change = parseFields(StaffChangeSchema, await readBody(c));
    const data = await changeStaffAccount(c.var.services.db, id, change, adminOf(c));
    const message = change.active === false ? staffAccountWords.msg("staffDeactivated") : change.active === true && change.role === undefined ? staffAccountWords.msg("staffReactivated") : staffAccountWords.msg("staffRoleChanged");
    return c.json({ message, data });
  });

  defineRoute(app, registry, {
    method: "get", path: "/activity", tag, access: "admin",
    summary: "The activity log, newest first, 50 a page (`?page=`, `?actor=` staff id, `?type=` e.g. rooms)",
    responses: { 200: { description: "One page of entries", schema: AuditPageSchema } },
  }, async (c) => {
    const query = parseFields(AuditQuerySchema, c.req.query());
    const { entries, ...paging } = await listAuditEntries(c.var.services.db, { page: query.page, actorId: query.actor, subjectType: query.type });
    return c.json({ data: entries, ...paging });
  });
}
