import { z } from "zod";
import { paymentsStaffWords } from "~/features/payments/payments-staff-words";
import { calendarDate, requiredKwacha } from "~/platform/forms/schema-fields";
import { nightsBetween } from "~/features/reservations/stay-rules";

/** How staff take money at the desk (DECISIONS §12). */
export const DESK_METHODS = ["cash", "card", "bank_transfer", "mobile_money"] as const;

/**
 * A payment taken at the desk, as staff record it (the API's JSON and the stay page's form). Whole
 * units of the currency: a JSON number, or a form's digits as staff copy them off a receipt
 * (`120000`, `120,000`, `120 000`), read once here for both.
 */
export const DeskPaymentSchema = z.object({
  method: z.enum(DESK_METHODS, { error: paymentsStaffWords.msg("methodInvalid") }),
  amount: requiredKwacha({ required: paymentsStaffWords.msg("amountInvalid"), message: paymentsStaffWords.msg("amountInvalid"), min: 1, max: 1_000_000_000 }),
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

/** Every way a ledger line is paid: PayChangu online, or one of the desk's. */
export const PAYMENT_METHODS = ["paychangu", ...DESK_METHODS] as const;
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "due"] as const;
/** The Payments screen covers at most a year at a time, like the Reports screen. */
export const MAX_PAYMENT_LIST_DAYS = 366;

const optionalDay = (invalid: string) => z.union([z.literal("").transform(() => undefined), calendarDate({ required: invalid, invalid })]).optional();
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, invalid: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.enum(values, { error: invalid }).optional());

/**
 * `?from=&to=&status=&method=` of the Payments screen, its CSV and `GET /api/payments`: hotel
 * days (Africa/Blantyre), both inclusive, this month when neither is given; a blank filter is none.
 */
export const PaymentListQuerySchema = z
  .object({
    from: optionalDay(paymentsStaffWords.msg("listFromInvalid")),
    to: optionalDay(paymentsStaffWords.msg("listToInvalid")),
    status: optionalChoice(PAYMENT_STATUSES, paymentsStaffWords.msg("listStatusInvalid", { statuses: PAYMENT_STATUSES.join(", ") })),
    method: optionalChoice(PAYMENT_METHODS, paymentsStaffWords.msg("listMethodInvalid", { methods: PAYMENT_METHODS.join(", ") })),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    if (query.to < query.from) ctx.addIssue({ code: "custom", path: ["to"], message: paymentsStaffWords.msg("listToBeforeFrom") });
    else if (nightsBetween(query.from, query.to) + 1 > MAX_PAYMENT_LIST_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: paymentsStaffWords.msg("listPeriodTooLong", { max: MAX_PAYMENT_LIST_DAYS }) });
  });
export type PaymentListQuery = z.output<typeof PaymentListQuerySchema>;

/** One transaction as the Payments screen lists it: its stay, and both references for reconciling with PayChangu. */
export const PaymentListRowSchema = z.object({
  id: z.number().int(),
  day: z.string().describe("The hotel day (Africa/Blantyre) of paidAt, or of createdAt for a line never paid"),
  reservationId: z.number().int(),
  reference: z.string().describe("The stay's reservation reference"),
  guestName: z.string(),
  kind: z.enum(["deposit", "desk", "refund"]),
  method: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int().describe("Whole units of currency"),
  currency: z.string(),
  amountMwk: z.number().int().describe("What it counts for against the stay, whole kwacha"),
  txRef: z.string().nullable().describe("Our PayChangu tx_ref; null for desk lines"),
  providerRef: z.string().nullable().describe("PayChangu's own reference, once verified"),
  providerMethod: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentListRow = z.infer<typeof PaymentListRowSchema>;

/** A hotel day's money: paid lines only, refunds taken off; `online` is what PayChangu's own report shows for that day. */
export const PaymentDaySchema = z.object({
  day: z.string(),
  online: z.number().int().describe("Paid PayChangu deposits, MWK"),
  desk: z.number().int().describe("Paid desk payments, MWK"),
  refunds: z.number().int().describe("Paid refunds, MWK"),
  net: z.number().int().describe("online + desk − refunds, MWK"),
});
export type PaymentDay = z.infer<typeof PaymentDaySchema>;

export const PaymentListSchema = z.object({
  currency: z.literal("MWK"),
  period: z.object({ from: z.string(), to: z.string() }),
  filters: z.object({ status: z.string().nullable(), method: z.string().nullable() }),
  data: z.array(PaymentListRowSchema),
  days: z.array(PaymentDaySchema).describe("Per hotel day of payment, over the filtered lines that are paid"),
  totals: PaymentDaySchema.omit({ day: true }),
});
export type PaymentList = z.infer<typeof PaymentListSchema>;
/** How staff gave a due refund back: a desk method, or PayChangu's dashboard. */
export const REFUND_METHODS = [...DESK_METHODS, "paychangu"] as const;

/** Staff say a due refund is paid back (DECISIONS §12, docs/decisions/067-deposit-refunds.md). */
export const RefundPaidSchema = z.object({
  method: z.enum(REFUND_METHODS, { error: paymentsStaffWords.msg("refundMethodInvalid") }),
  note: z.string().max(500, paymentsStaffWords.msg("noteTooLong")).regex(/^[^\p{Cc}]*$/u, paymentsStaffWords.msg("noteTooLong")).default(""),
});
export type RefundPaid = z.infer<typeof RefundPaidSchema>;

/** Staff waive (0) or change one stay's deposit, in whole kwacha (a JSON number or a form's digits, as DeskPaymentSchema), saying why. */
export const DepositChangeSchema = z.object({
  amount: requiredKwacha({ required: paymentsStaffWords.msg("depositAmountInvalid"), message: paymentsStaffWords.msg("depositAmountInvalid"), min: 0, max: 1_000_000_000 }),
  reason: z
    .string({ error: paymentsStaffWords.msg("depositReasonRequired") })
    .trim()
    .min(1, paymentsStaffWords.msg("depositReasonRequired"))
    .max(150, paymentsStaffWords.msg("depositReasonTooLong"))
    .regex(/^[^\p{Cc}]*$/u, paymentsStaffWords.msg("depositReasonTooLong")),
});
export type DepositChange = z.infer<typeof DepositChangeSchema>;
