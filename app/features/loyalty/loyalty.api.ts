import type { Hono } from "hono";
import { z } from "zod";
import { AppError } from "~/lib/errors";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { isMember, isStaff } from "~/platform/auth/roles";
import { getLoyaltyAccount, getLoyaltyMember, recordLoyaltyCorrection, recordLoyaltySpend, toMemberEntry } from "~/features/loyalty/loyalty.server";
import {
  LoyaltyAccountSchema,
  LoyaltyCorrectionInputSchema,
  LoyaltySpendInputSchema,
  StaffLoyaltyAccountSchema,
  StaffLoyaltyEntrySchema,
} from "~/features/loyalty/schema";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields, readBody } from "~/platform/http/request-input";
import { loyaltyStaffWords } from "~/features/loyalty/loyalty-staff-words";
import { authWords } from "~/platform/auth/auth-words";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * VIP club loyalty points (DECISIONS §7; docs/decisions/023-loyalty-points.md). A member reads
 * their own ledger; staff read any member's and add lines (spends, corrections). There is no
 * update or delete: a wrong line is corrected by a new one.
 */
export default function mountLoyaltyApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Loyalty points";
  const created = z.object({ message: z.string(), data: StaffLoyaltyEntrySchema, balance: z.number().int() });

  defineRoute(app, registry, {
    method: "get", path: "/loyalty", tag, access: "member", summary: "My loyalty points: history newest first, balance and total spend",
    responses: { 200: { description: "The caller's own ledger", schema: LoyaltyAccountSchema } },
  }, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw new Error("member route without a viewer");
    const account = await getLoyaltyAccount(c.var.services.db, viewer);
    return c.json({ data: account.data.map(toMemberEntry), balance: account.balance, totalSpend: account.totalSpend });
  });

  defineRoute(app, registry, {
    method: "get", path: "/loyalty/:userId", tag, access: "user",
    summary: "One member's loyalty points (staff: any member; a member: only their own id, any other answers 404 like an unknown one)",
    responses: { 200: { description: "The member's ledger (staff also see who recorded each line)", schema: z.union([StaffLoyaltyAccountSchema, LoyaltyAccountSchema]) } },
  }, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw new Error("user route without a viewer");
    if (!isStaff(viewer) && !isMember(viewer)) throw new AppError("forbidden", authWords.msg("membersOnly"));
    const id = parseRecordId(c.req.param("userId"));
    // "Not yours" reads exactly like "no such member", so ids cannot be probed.
    if (id === null || (!isStaff(viewer) && id !== viewer.id)) throw new AppError("not_found", fieldWords.msg("notFound"));
    const member = await getLoyaltyMember(c.var.services.db, id);
    if (!member) throw new AppError("not_found", fieldWords.msg("notFound"));
    const account = await getLoyaltyAccount(c.var.services.db, member);
    if (isStaff(viewer)) return c.json(account);
    return c.json({ data: account.data.map(toMemberEntry), balance: account.balance, totalSpend: account.totalSpend });
  });

  defineRoute(app, registry, {
    method: "post", path: "/loyalty", tag, access: "staff",
    summary: "Record a member's spend (`userId`, `amount` whole MWK, `receiptRef`, `spentOn` YYYY-MM-DD, optional `note`): one point per full MWK 10,000",
    body: { schema: LoyaltySpendInputSchema, encodings: ["json"] },
    responses: { 201: { description: "Recorded", schema: created } },
  }, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw new Error("staff route without a viewer");
    const input = parseFields(LoyaltySpendInputSchema, await readBody(c));
    const { entry, balance } = await recordLoyaltySpend(c.var.services.db, input, viewer);
    return c.json({ message: loyaltyStaffWords.msg("loyaltySpendRecorded"), data: entry, balance }, 201);
  });

  defineRoute(app, registry, {
    method: "post", path: "/loyalty/:entryId/correction", tag, access: "staff",
    summary: "Correct a spend to its right amount (`correctedAmount` whole MWK, 0 takes it off; `reason`): adds a line with the difference",
    body: { schema: LoyaltyCorrectionInputSchema, encodings: ["json"] },
    responses: { 201: { description: "Recorded", schema: created } },
  }, async (c) => {
    const viewer = c.var.viewer;
    if (!viewer) throw new Error("staff route without a viewer");
    const entryId = parseRecordId(c.req.param("entryId"));
    if (entryId === null) throw new AppError("not_found", fieldWords.msg("notFound"));
    const input = parseFields(LoyaltyCorrectionInputSchema, await readBody(c));
    const { entry, balance } = await recordLoyaltyCorrection(c.var.services.db, entryId, input, viewer);
    return c.json({ message: loyaltyStaffWords.msg("loyaltyCorrectionRecorded"), data: entry, balance }, 201);
  });
}
