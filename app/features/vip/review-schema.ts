import { z } from "zod";
import { multilineText } from "~/platform/forms/schema-fields";
import { VipApplicationRecordSchema } from "~/features/vip/schema";
import { vipStaffWords } from "~/features/vip/vip-staff-words";

/**
 * Staff review of VIP club applications (DECISIONS §7): approve or reject a pending
 * application, approve or reject a renewal request, with an optional note. One schema for the
 * /vipApplications screen's forms and `PUT /api/VipClub/{id}/review|renewal`. Isomorphic.
 */

export const VIP_REVIEW_NOTE_MAX = 1000;

const VIP_DECISIONS = ["approve", "reject"] as const;

export const VipReviewInputSchema = z.object({
  decision: z.enum(VIP_DECISIONS, { error: vipStaffWords.msg("vipDecisionInvalid") }),
  note: z.preprocess(
    (v) => (v === undefined || v === null ? "" : v),
    multilineText({ max: VIP_REVIEW_NOTE_MAX, tooLong: vipStaffWords.msg("vipNoteTooLong") }),
  ),
});
export type VipReviewInput = z.infer<typeof VipReviewInputSchema>;

/** The tabs of the staff list: the three statuses and the renewal requests waiting for staff. */
export const VIP_LIST_FILTERS = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
  { value: "renewal", label: "Renewal requests" },
] as const;
export type VipListFilter = (typeof VIP_LIST_FILTERS)[number]["value"];

/** `?status=` as a filter: absent or blank is "all" (undefined), anything unknown is null (refused). */
export function parseVipListFilter(raw: string | null | undefined): VipListFilter | undefined | null {
  if (raw === null || raw === undefined || raw.trim() === "") return undefined;
  return VIP_LIST_FILTERS.find((f) => f.value === raw.trim())?.value ?? null;
}

/**
 * One application as staff read it: the record with SPEC §3's field names plus the review
 * (note, who reviewed it and when) and whether the membership is active on the hotel's today.
 */
export const VipApplicationReviewSchema = VipApplicationRecordSchema.extend({
  reviewNote: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Approved and not past its expiry on the hotel's today. */
  active: z.boolean(),
});
export type VipApplicationReview = z.infer<typeof VipApplicationReviewSchema>;

/** "+265 999 123 456": a stored +265XXXXXXXXX cell as staff read it; anything else as stored. */
export function formatMalawiCell(cell: string): string {
  const m = /^\+265(\d{3})(\d{3})(\d{3})$/.exec(cell);
  return m ? `+265 ${m[1]} ${m[2]} ${m[3]}` : cell;
}

/** The hidden `intent` values of the /vipApplications screen's forms. */
export const VIP_REVIEW_INTENTS = {
  review: "review-vip-application",
  renewal: "review-vip-renewal",
} as const;

/**
 * The /vipApplications screen's tab from `?status=`: Pending when absent (what staff came
 * for), `all` for every application (undefined), an unknown value falls back to Pending.
 */
export function readVipScreenFilter(raw: string | null): VipListFilter | undefined {
  if (raw === "all") return undefined;
  return parseVipListFilter(raw) ?? "pending";
}
