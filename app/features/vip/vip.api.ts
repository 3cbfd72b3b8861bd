import type { Hono } from "hono";
import { z } from "zod";
import { AppError } from "~/lib/errors";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { isMember, isStaff } from "~/platform/auth/roles";
import { VipApplicationInputSchema, VipApplicationSchema, VipApplicationUpdateSchema } from "~/features/vip/schema";
import {
  deleteOwnVipApplication,
  listVipApplicationsOf,
  parseVipUpdate,
  receiveVipApplication,
  requestVipRenewal,
  resubmitVipApplication,
  updateOwnVipApplication,
} from "~/features/vip/vip-applications.server";
import { languageOfRequest } from "~/platform/i18n/language";
import { type ApiContext, type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { readBody, readIdParam } from "~/platform/http/request-input";
import { vipWords } from "~/features/vip/vip-words";
import { authWords } from "~/platform/auth/auth-words";
import { fieldWords } from "~/platform/forms/field-words";
import { recordsWords } from "~/platform/records/records-words";

/**
 * SPEC §7's VIP club calls, member side (DECISIONS §2, §7): a member applies for themselves and
 * reads, edits, deletes, renews and sends again only their own applications; another member's id answers
 * 404, as if it did not exist. Staff read any account's list here and review in vip-review.
 */
export default function mountVipApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "VIP club";
  const Answer = z.object({ message: z.string(), data: VipApplicationSchema });

  const viewerOf = (c: ApiContext) => {
    if (!c.var.viewer) throw new Error("member route without a viewer");
    return c.var.viewer;
  };

  defineRoute(app, registry, {
    method: "post", path: "/VipClub", tag, access: "member",
    summary:
      "Apply for the VIP club, for yourself (SPEC §5's three steps). `userID`, `salesPerson` and `department` are not read: the " +
      "application is the caller's, with salesPerson and department `0`. `cell`/`cell2`: 0 + 9 digits or 265 + 9 digits, stored " +
      "+265XXXXXXXXX. An `idempotencyKey` field or `Idempotency-Key` header makes a retry answer the first application.",
    body: { schema: VipApplicationInputSchema, encodings: ["json", "multipart"] },
    responses: { 201: { description: "Stored (or already stored under this idempotency key)", schema: Answer } },
  }, async (c) => {
    const result = await receiveVipApplication(c.var.services.db, viewerOf(c), await readBody(c), { idempotencyKey: c.req.header("idempotency-key") ?? null, language: languageOfRequest(c.req.raw) });
    return c.json({ message: result.message, data: result.application }, 201);
  });

  defineRoute(app, registry, {
    method: "get", path: "/getAllUsers/:accountId", tag, access: "user",
    summary: "An account's VIP applications, newest first: a member only their own account id (else 403); staff any account",
    responses: { 200: { description: "Applications", schema: z.object({ data: z.array(VipApplicationSchema) }) } },
  }, async (c) => {
    const viewer = viewerOf(c);
    const accountId = parseRecordId(c.req.param("accountId"));
    if (isMember(viewer)) {
      if (accountId !== viewer.id) throw new AppError("forbidden", authWords.msg("membersOnly"));
    } else if (!isStaff(viewer)) {
      throw new AppError("forbidden", authWords.msg("membersOnly"));
    }
    if (accountId === null) throw new AppError("not_found", fieldWords.msg("notFound"));
    return c.json({ data: await listVipApplicationsOf(c.var.services.db, accountId) });
  });

  defineRoute(app, registry, {
    method: "put", path: "/updateVip/:id", tag, access: "member",
    summary: "Correct your own application (all its fields); its status, expiry and department stay as staff left them",
    body: { schema: VipApplicationUpdateSchema, encodings: ["json"] },
    responses: { 200: { description: "Updated", schema: Answer } },
  }, async (c) => {
    const id = readIdParam(c);
    const input = parseVipUpdate(await readBody(c));
    const data = await updateOwnVipApplication(c.var.services.db, viewerOf(c), id, input);
    return c.json({ message: vipWords.msg("vipUpdated"), data });
  });

  defineRoute(app, registry, {
    method: "delete", path: "/VipClub/:id", tag, access: "member",
    summary: "Delete your own application",
    responses: { 200: { description: "Deleted", schema: z.object({ message: z.string() }) } },
  }, async (c) => {
    await deleteOwnVipApplication(c.var.services.db, viewerOf(c), readIdParam(c));
    return c.json({ message: recordsWords.msg("deleted") });
  });

  defineRoute(app, registry, {
    method: "post", path: "/VipClub/:id/renew", tag, access: "member",
    summary: "Ask to renew your membership: an approved one that has expired or expires within 30 days of the hotel's today (else 409)",
    responses: { 200: { description: "Renewal requested", schema: Answer } },
  }, async (c) => {
    const data = await requestVipRenewal(c.var.services.db, viewerOf(c), readIdParam(c));
    return c.json({ message: vipWords.msg("vipRenewRequested"), data });
  });

  defineRoute(app, registry, {
    method: "post", path: "/VipClub/:id/resubmit", tag, access: "member",
    summary:
      "Send your own rejected application again for review (correct it first with PUT /updateVip/{id}): status back to pending, " +
      "the review note cleared, the 'application received' email sent again. An application that is not rejected answers 409",
    responses: { 200: { description: "Sent again for review", schema: Answer } },
  }, async (c) => {
    const data = await resubmitVipApplication(c.var.services.db, viewerOf(c), readIdParam(c), languageOfRequest(c.req.raw));
    return c.json({ message: vipWords.msg("vipResubmitted"), data });
  });
}
