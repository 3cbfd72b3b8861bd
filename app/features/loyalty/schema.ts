import { z } from "zod";
import { hotelDate } from "~/lib/dates";
import { calendarDate, lineText, multilineText, requiredKwacha, requiredWholeNumber } from "~/platform/forms/schema-fields";
import { LOYALTY_AMOUNT_MAX, LOYALTY_NOTE_MAX, oneYearBefore, RECEIPT_REF_MAX } from "~/features/loyalty/loyalty-rules";
import { loyaltyStaffWords } from "~/features/loyalty/loyalty-staff-words";

/**
 * VIP club loyalty points (SPEC §1; DECISIONS §7; docs/decisions/023-loyalty-points.md): one
 * schema per input for the back-office forms, the page action and `POST /api/loyalty`.
 * Isomorphic: the spend date is checked against the hotel's today wherever it runs, and again
 * on the server, which is the one that counts.
 */

/** A spend's date: a real `YYYY-MM-DD`, not after the hotel's today, not more than a year back. */
function spendDate(today: () => string = () => hotelDate()) {
  return calendarDate({ required: loyaltyStaffWords.msg("loyaltyDateRequired"), invalid: loyaltyStaffWords.msg("loyaltyDateInvalid") }).superRefine((value, ctx) => {
    const now = today();
    if (value > now) ctx.addIssue({ code: "custom", message: loyaltyStaffWords.msg("loyaltyDateInFuture") });
    else if (value < oneYearBefore(now)) ctx.addIssue({ code: "custom", message: loyaltyStaffWords.msg("loyaltyDateTooOld") });
  });
}

/** The receipt as compared for "already recorded for this member": case and spacing do not make a new receipt. */
export function receiptKey(receiptRef: string): string {
  return receiptRef.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}

/** Staff record what a member spent (DECISIONS §7: MWK, receipt reference, date). */
export const LoyaltySpendInputSchema = z.object({
  userId: requiredWholeNumber({ required: loyaltyStaffWords.msg("loyaltyMemberRequired"), message: loyaltyStaffWords.msg("loyaltyMemberUnknown"), min: 1, max: 2 ** 31 - 1 }),
  // "1,234,500" as it is printed on the receipt, in the form and the API alike.
  amount: requiredKwacha({ required: loyaltyStaffWords.msg("loyaltyAmountRequired"), message: loyaltyStaffWords.msg("loyaltyAmountInvalid"), min: 1, max: LOYALTY_AMOUNT_MAX }),
  receiptRef: lineText({ required: loyaltyStaffWords.msg("loyaltyReceiptRequired"), max: RECEIPT_REF_MAX, tooLong: loyaltyStaffWords.msg("loyaltyReceiptTooLong") }),
  spentOn: spendDate(),
  note: multilineText({ max: LOYALTY_NOTE_MAX, tooLong: loyaltyStaffWords.msg("loyaltyNoteTooLong") }).optional().default(""),
});
export type LoyaltySpendInput = z.output<typeof LoyaltySpendInputSchema>;

/**
 * A correction of one spend: the receipt's right amount (0 takes it off entirely, e.g. a
 * spend recorded for the wrong member) and why. The ledger stores the difference.
 */
export const LoyaltyCorrectionInputSchema = z.object({
  correctedAmount: requiredKwacha({
    required: loyaltyStaffWords.msg("loyaltyCorrectedAmountRequired"),
    message: loyaltyStaffWords.msg("loyaltyCorrectedAmountInvalid"),
    min: 0,
    max: LOYALTY_AMOUNT_MAX,
  }),
  reason: multilineText({ required: loyaltyStaffWords.msg("loyaltyReasonRequired"), max: LOYALTY_NOTE_MAX, tooLong: loyaltyStaffWords.msg("loyaltyNoteTooLong") }),
});
export type LoyaltyCorrectionInput = z.output<typeof LoyaltyCorrectionInputSchema>;

/** One line of a member's history as the member reads it. */
const LoyaltyEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(["spend", "correction"]),
  /** Whole kwacha; a correction's change (negative takes off). */
  amount: z.number().int(),
  points: z.number().int(),
  /** The receipt; for a correction, the receipt of the spend it corrects. */
  receiptRef: z.string(),
  spentOn: z.string(),
  note: z.string(),
  correctsEntryId: z.number().int().nullable(),
  created_at: z.string(),
});
export type LoyaltyEntry = z.infer<typeof LoyaltyEntrySchema>;

/** Staff also see who recorded each line, and what each spend now counts for after its corrections. */
export const StaffLoyaltyEntrySchema = LoyaltyEntrySchema.extend({
  recordedBy: z.string().nullable(),
  /** For a spend: its amount with every correction applied (what a further correction starts from). */
  netAmount: z.number().int().nullable(),
});
export type StaffLoyaltyEntry = z.infer<typeof StaffLoyaltyEntrySchema>;

export const LoyaltyAccountSchema = z.object({
  data: z.array(LoyaltyEntrySchema),
  /** Sum of the points of every line. */
  balance: z.number().int(),
  /** Sum of the kwacha of every line (spends less corrections). */
  totalSpend: z.number().int(),
});

export const StaffLoyaltyAccountSchema = z.object({
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  data: z.array(StaffLoyaltyEntrySchema),
  balance: z.number().int(),
  totalSpend: z.number().int(),
});
