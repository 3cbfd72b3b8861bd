import { z } from "zod";
import { paymentsStaffWords } from "~/features/payments/payments-staff-words";

/** How staff take money at the desk (DECISIONS §12). */
export const DESK_METHODS = ["cash", "card", "bank_transfer", "mobile_money"] as const;

/** A payment taken at the desk, as staff record it (the API and, later, the stay's screen). Whole units of the currency. */
export const DeskPaymentSchema = z.object({
  method: z.enum(DESK_METHODS, { error: paymentsStaffWords.msg("methodInvalid") }),
  amount: z.number({ error: paymentsStaffWords.msg("amountInvalid") }).int(paymentsStaffWords.msg("amountInvalid")).min(1, paymentsStaffWords.msg("amountInvalid")).max(1_000_000_000, paymentsStaffWords.msg("amountInvalid")),
  currency: z.enum(["MWK", "USD"], { error: paymentsStaffWords.msg("currencyInvalid") }).default("MWK"),
  note: z.string().max(500, paymentsStaffWords.msg("noteTooLong")).regex(/^[^\p{Cc}]*$/u, paymentsStaffWords.msg("noteTooLong")).default(""),
});
export type DeskPayment = z.infer<typeof DeskPaymentSchema>;

/** One ledger line as staff read it; no tx_ref or checkout address leaves the server. */
export const LedgerLineSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["deposit", "desk", "refund"]),
  method: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  amountMwk: z.number().int(),
  status: z.enum(["pending", "paid", "failed", "due"]),
  /** A refund's deposit line. */
  refundOf: z.number().int().nullable(),
  providerRef: z.string().nullable(),
  providerMethod: z.string().nullable(),
  paidAt: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});

/** A stay's ledger with what it adds up to, whole kwacha. */
export const StayLedgerSchema = z.object({
  total: z.number().int(),
  depositDue: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  balance: z.number().int(),
  lines: z.array(LedgerLineSchema),
});
export type StayLedger = z.infer<typeof StayLedgerSchema>;

/** How staff gave a due refund back: a desk method, or PayChangu's dashboard. */
export const REFUND_METHODS = [...DESK_METHODS, "paychangu"] as const;

/** Staff say a due refund is paid back (DECISIONS §12, docs/decisions/067-deposit-refunds.md). */
export const RefundPaidSchema = z.object({
  method: z.enum(REFUND_METHODS, { error: paymentsStaffWords.msg("refundMethodInvalid") }),
  note: z.string().max(500, paymentsStaffWords.msg("noteTooLong")).regex(/^[^\p{Cc}]*$/u, paymentsStaffWords.msg("noteTooLong")).default(""),
});
export type RefundPaid = z.infer<typeof RefundPaidSchema>;

/** Staff waive (0) or change one stay's deposit, in whole kwacha, saying why. */
export const DepositChangeSchema = z.object({
  amount: z.number({ error: paymentsStaffWords.msg("depositAmountInvalid") }).int(paymentsStaffWords.msg("depositAmountInvalid")).min(0, paymentsStaffWords.msg("depositAmountInvalid")).max(1_000_000_000, paymentsStaffWords.msg("depositAmountInvalid")),
  reason: z
    .string({ error: paymentsStaffWords.msg("depositReasonRequired") })
    .trim()
    .min(1, paymentsStaffWords.msg("depositReasonRequired"))
    .max(150, paymentsStaffWords.msg("depositReasonTooLong"))
    .regex(/^[^\p{Cc}]*$/u, paymentsStaffWords.msg("depositReasonTooLong")),
});
export type DepositChange = z.infer<typeof DepositChangeSchema>;
