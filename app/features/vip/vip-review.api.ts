import type { Hono } from "hono";
import { z } from "zod";
import { AppError } from "~/lib/errors";
import { readSearchQuery } from "~/platform/db/text-search.server";
import { listVipApplications, reviewVipApplication, reviewVipRenewal } from "~/features/vip/vip-review.server";
import { parseVipListFilter, VipApplicationReviewSchema, VipReviewInputSchema } from "~/features/vip/review-schema";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields, readBody, readIdParam } from "~/platform/http/request-input";
import { vipStaffWords } from "~/features/vip/vip-staff-words";

/**
 * Staff review of VIP club applications (DECISIONS §7): `GET /api/VipClub` lists them with
 * SPEC §3's field names; `PUT /api/VipClub/{id}/review` approves or rejects a pending
 * application, `PUT /api/VipClub/{id}/renewal` a renewal request. Editors and admins only.
 * (Members' own calls on /VipClub live in vip.api.ts.)
 */
export default function mountVipReviewApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "VIP club review";
  const reviewed = z.object({ message: z.string(), data: VipApplicationReviewSchema });

  defineRoute(app, registry, {
    method: "get", path: "/VipClub", tag, access: "staff",
    summary: "VIP applications, newest first (`?status=pending|approved|rejected|renewal`, `?q=` name, email or passport number)",
    responses: { 200: { description: "Applications", schema: z.object({ data: z.array(VipApplicationReviewSchema) }) } },
  }, async (c) => {
    const filter = parseVipListFilter(c.req.query("status"));
    if (filter === null) throw new AppError("validation", vipStaffWords.msg("vipStatusInvalid"), { errors: { status: [vipStaffWords.msg("vipStatusInvalid")] } });
    const { items } = await listVipApplications(c.var.services.db, { filter, query: readSearchQuery(c.req.query("q")) });
    return c.json({ data: items });
  });

  /** The review and the renewal take the same decision body and answer alike; only the path, the summary and the rule differ. */
  const decisions = [
    { path: "/VipClub/:id/review", review: reviewVipApplication, summary: "Approve (department Marketing, expiry one year on) or reject a pending application; `note` is kept and sent with a rejection" },
    { path: "/VipClub/:id/renewal", review: reviewVipRenewal, summary: "Approve (one year on from the later of today and the current expiry) or reject a renewal request" },
  ] as const;
  for (const { path, review, summary } of decisions) {
    defineRoute(app, registry, {
      method: "put", path, tag, access: "staff", summary,
      body: { schema: VipReviewInputSchema, encodings: ["json"] },
      responses: { 200: { description: "Reviewed", schema: reviewed } },
    }, async (c) => {
      const id = readIdParam(c);
      const input = parseFields(VipReviewInputSchema, await readBody(c));
      if (!c.var.viewer) throw new Error("staff route without a viewer");
      const result = await review(c.var.services.db, id, input, c.var.viewer);
      return c.json({ message: result.message, data: result.application });
    });
  }
}
