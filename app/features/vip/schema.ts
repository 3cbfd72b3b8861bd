import { z } from "zod";
import { hotelDate } from "~/lib/dates";
import { emailAddress, lineText, multilineText, personName } from "~/platform/forms/schema-fields";
import { vipWords } from "~/features/vip/vip-words";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * The VIP club application (SPEC §3 "VIP application/member", §5 VIP steps, §7 `/VipClub`;
 * DECISIONS §6, §7). One schema for the /dashboard wizard's step-by-step checks, the page
 * action and the API. Field names on the wire keep SPEC's spelling (`Company`, `passportNo`,
 * `userID`). Isomorphic: no server imports.
 */

export const VIP_TITLES = ["Mr", "Mrs", "Ms", "Dr", "Prof"] as const;
export const VIP_NOTIFICATION_CHANNELS = ["SMS", "Email"] as const;
/** What the consent checkbox sends; API clients may send any consent text except a "no". */
export const VIP_SIGNATURE_CONSENT = "I consent";
const REFUSED_CONSENT = new Set(["false", "0", "no", "off", "n"]);

/** The first year a birth date may fall in; anything earlier is a typo. */
const EARLIEST_BIRTH_DATE = "1900-01-01";

/** Blank or absent reads as "not chosen", so the field's own message is shown. */
const choice = <T extends readonly [string, ...string[]]>(values: T, required: string) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(values, { error: required }));

/**
 * A Malawian cell number (DECISIONS §6): `0` + 9 digits or `265` + 9 digits, spaces and `+`
 * ignored; stored as `+265XXXXXXXXX`.
 */
export function normaliseCell(raw: string): string | null {
  const digits = raw.replace(/[\s+]/g, "");
  if (/^0\d{9}$/.test(digits)) return `+265${digits.slice(1)}`;
  if (/^265\d{9}$/.test(digits)) return `+${digits}`;
  return null;
}

function cellNumber(required: string) {
  return z.string({ error: required }).transform((raw, ctx) => {
    if (raw.trim() === "") {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    const cell = normaliseCell(raw);
    if (!cell) {
      ctx.addIssue({ code: "custom", message: vipWords.msg("vipCellInvalid") });
      return z.NEVER;
    }
    return cell;
  });
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A birth date `YYYY-MM-DD`, a real calendar day before the hotel's today. SPEC §7's client
 * sent an ISO instant; it is read as the hotel's date at that instant.
 */
const birthDate = z.string({ error: vipWords.msg("vipBirthDateRequired") }).transform((raw, ctx) => {
  const value = raw.trim();
  if (value === "") {
    ctx.addIssue({ code: "custom", message: vipWords.msg("vipBirthDateRequired") });
    return z.NEVER;
  }
  let date: string | null = null;
  if (DATE_ONLY.test(value)) {
    const parsed = new Date(`${value}T00:00:00Z`);
    date = !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value ? value : null;
  } else if (DATE_TIME.test(value)) {
    const parsed = new Date(value);
    date = Number.isNaN(parsed.getTime()) ? null : hotelDate(parsed);
  }
  if (date === null || date >= hotelDate() || date < EARLIEST_BIRTH_DATE) {
    ctx.addIssue({ code: "custom", message: vipWords.msg("vipBirthDateInvalid") });
    return z.NEVER;
  }
  return date;
});

const signature = z
  .preprocess((v) => (v === true ? VIP_SIGNATURE_CONSENT : v === false ? "" : v), z.string({ error: vipWords.msg("vipSignatureRequired") }))
  .pipe(lineText({ required: vipWords.msg("vipSignatureRequired"), max: 200 }))
  .refine((v) => !REFUSED_CONSENT.has(v.toLowerCase()), vipWords.msg("vipSignatureRequired"));

const profileStep = {
  title: choice(VIP_TITLES, vipWords.msg("vipTitleRequired")),
  firstName: personName({ required: vipWords.msg("vipFirstNameRequired") }),
  lastName: personName({ required: vipWords.msg("vipLastNameRequired") }),
  // Optional (issue: a guest applying for themselves has no company to give); SPEC's message
  // stays in the catalogue for clients that still check for one on their side.
  Company: z.preprocess((v) => (v === undefined || v === null ? "" : v), multilineText({ max: 150 }).refine((v) => !/[\r\n\t]/.test(v), vipWords.msg("vipCompanyRequired"))),
  postalAddress: lineText({ required: vipWords.msg("vipPostalAddressRequired"), max: 300 }),
};

const contactStep = {
  cell: cellNumber(vipWords.msg("vipCellRequired")),
  cell2: cellNumber(vipWords.msg("vipCell2Required")),
  nationality: lineText({ required: vipWords.msg("vipNationalityRequired"), max: 80 }),
  birthDate,
};

const identificationStep = {
  email: emailAddress({ required: vipWords.msg("vipEmailRequired"), invalid: fieldWords.msg("emailInvalid") }),
  passportNo: lineText({ required: vipWords.msg("vipPassportRequired"), max: 50 }),
  sms: choice(VIP_NOTIFICATION_CHANNELS, vipWords.msg("vipSmsRequired")),
  signature,
};

/** Each step's schema, checked before Next (SPEC §4: forward only when the step is valid). */
export const VIP_STEP_SCHEMAS = [z.object(profileStep), z.object(contactStep), z.object(identificationStep)] as const;

/** A random key per draft (the wizard's hidden field, or an `Idempotency-Key` header): a retried Finish stores one application. */
const IdempotencyKeySchema = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, "The idempotency key must be 16 to 100 letters, digits, - or _").optional(),
);

/**
 * Everything `POST /api/VipClub` and the wizard send. `salesPerson`, `department` and
 * `userID` may be sent (SPEC §7) but are not read: the server stores `0`, `0` and the
 * logged-in account.
 */
export const VipApplicationInputSchema = z.object({ ...profileStep, ...contactStep, ...identificationStep, idempotencyKey: IdempotencyKeySchema });
export type VipApplicationInput = z.output<typeof VipApplicationInputSchema>;

/** `PUT /api/updateVip/{id}`: the member's own fields, all of them (status, expiry and department are staff's). */
export const VipApplicationUpdateSchema = z.object({ ...profileStep, ...contactStep, ...identificationStep });
export type VipApplicationUpdate = z.output<typeof VipApplicationUpdateSchema>;

const VIP_STATUSES = ["pending", "approved", "rejected"] as const;
type VipStatus = (typeof VIP_STATUSES)[number];

/**
 * What the member is told about a membership (SPEC §4, DECISIONS §7): under review, rejected,
 * Active (approved, expires on or after the hotel's today), Inactive (approved, expired) or a
 * renewal under review.
 */
const MEMBERSHIP_STATES = ["pending", "rejected", "active", "inactive", "renewal-pending"] as const;
export type MembershipState = (typeof MEMBERSHIP_STATES)[number];

/** A membership may be renewed from this many days before it expires. */
const RENEWAL_WINDOW_DAYS = 30;

/** The calendar date `days` after `date` (both `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

type StateInput = { status: VipStatus; expires: string | null; renewalStatus: VipStatus | null };

export function membershipStateOf(row: StateInput, today: string): MembershipState {
  if (row.status === "pending") return "pending";
  if (row.status === "rejected") return "rejected";
  if (row.renewalStatus === "pending") return "renewal-pending";
  return row.expires !== null && row.expires >= today ? "active" : "inactive";
}

/** Renew (DECISIONS §7): an approved membership that has expired or expires within 30 days, with no renewal already waiting. */
export function canRenew(row: StateInput, today: string): boolean {
  return (
    row.status === "approved" &&
    row.renewalStatus !== "pending" &&
    (row.expires === null || row.expires <= addDays(today, RENEWAL_WINDOW_DAYS))
  );
}

/** An application's stored fields under SPEC §3's names (`userID`, `Company`, `passportNo`, ...), as members and staff read them. */
export const VipApplicationRecordSchema = z.object({
  id: z.number().int(),
  userID: z.number().int(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  Company: z.string(),
  postalAddress: z.string(),
  cell: z.string(),
  cell2: z.string(),
  nationality: z.string(),
  birthDate: z.string(),
  passportNo: z.string(),
  email: z.string(),
  sms: z.string(),
  signature: z.string(),
  salesPerson: z.string(),
  department: z.string(),
  expires: z.string().nullable(),
  status: z.enum(VIP_STATUSES),
  renewalStatus: z.enum(VIP_STATUSES).nullable(),
  renewalRequestedAt: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** An application as its member reads it: the record plus the state shown to them. */
export const VipApplicationSchema = VipApplicationRecordSchema.extend({
  /** The state shown to the member, computed with the hotel's today. */
  membership: z.enum(MEMBERSHIP_STATES),
  canRenew: z.boolean(),
});
export type VipApplication = z.infer<typeof VipApplicationSchema>;
export type VipApplicationRecord = z.infer<typeof VipApplicationRecordSchema>;

/** Which application speaks for the membership: an approved one (latest expiry) first, else the newest. */
export function currentMembership(applications: readonly VipApplication[]): VipApplication | null {
  const approved = applications.filter((a) => a.status === "approved").sort((a, b) => (b.expires ?? "").localeCompare(a.expires ?? ""));
  if (approved[0]) return approved[0];
  return [...applications].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0] ?? null;
}
