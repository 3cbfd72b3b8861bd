/**
 * The VIP club's emails (DECISIONS §7): an application received, its review, a renewal's
 * answer and the reminder before a membership expires. One builder; the table says each kind's
 * wording and which of the membership's last day or staff's note it shows.
 */
import type { NewEmail } from "~/platform/email/outbox.server";
import { calendarDate, guestEmail, writerOf, type GuestEmail } from "~/platform/email/email-layout";
import { defineCatalog } from "~/platform/i18n/catalog";
import type { Language } from "~/platform/i18n/language";
import source from "./vip-emails.messages.json";

const vipEmails = defineCatalog(source);
type VipEmailKey = Parameters<typeof vipEmails.t>[1];

interface VipWording {
  subject: VipEmailKey;
  /** The first paragraph, one line a key (each may say `{hotelName}` and `{date}`). */
  opening: readonly VipEmailKey[];
  /** `expires`: the membership's last day (YYYY-MM-DD), written as `{date}`; `note`: staff's note, a paragraph of its own when given. */
  shows: "expires" | "note" | null;
  /** A last paragraph. */
  closing: VipEmailKey | null;
}

const VIP_EMAILS = {
  received: { subject: "vipReceivedSubject", opening: ["vipReceivedThanks", "vipReceivedReview", "vipReceivedStatus"], shows: null, closing: null },
  approved: { subject: "vipApprovedSubject", opening: ["vipApprovedWelcome", "vipActiveUntil"], shows: "expires", closing: "vipBenefits" },
  rejected: { subject: "vipRejectedSubject", opening: ["vipRejectedBody"], shows: "note", closing: "vipQuestions" },
  "renewal-approved": { subject: "vipRenewedSubject", opening: ["vipRenewedBody", "vipNowActiveUntil"], shows: "expires", closing: null },
  "renewal-rejected": { subject: "vipRenewalRejectedSubject", opening: ["vipRenewalRejectedBody"], shows: "note", closing: "vipQuestions" },
  expiring: { subject: "vipExpiringSubject", opening: ["vipExpiringBody", "vipExpiringRenew"], shows: "expires", closing: null },
} as const satisfies Record<string, VipWording>;

export type VipEmailKind = keyof typeof VIP_EMAILS;

interface ShownValues {
  expires: { expires: string };
  note: { note: string };
  null: object;
}

/** Each kind with the values it shows: `{ kind: "approved", expires }`, `{ kind: "rejected", note }`… */
export type VipEmailInput = {
  [Kind in VipEmailKind]: GuestEmail & { kind: Kind; name: string } & ShownValues[`${(typeof VIP_EMAILS)[Kind]["shows"]}`];
}[VipEmailKind];

/** "23 November 2027": an expiry date as members read it. */
const longDate = (language: Language, date: string) => calendarDate(language, date, { day: "numeric", month: "long", year: "numeric" });

export function vipEmail(input: VipEmailInput): NewEmail {
  const wording: VipWording = VIP_EMAILS[input.kind];
  const t = writerOf(vipEmails, input.language);
  const shown = input as Partial<Record<"expires" | "note", string>>;
  const values = { hotelName: input.hotel.name, date: wording.shows === "expires" ? longDate(input.language, shown.expires ?? "") : undefined };
  const note = wording.shows === "note" && shown.note ? ["", t("vipNote", { note: shown.note })] : [];
  return guestEmail({
    ...input,
    kind: `vip-${input.kind}`,
    subject: t(wording.subject, values),
    body: [...wording.opening.map((key) => t(key, values)), ...note, ...(wording.closing ? ["", t(wording.closing)] : [])],
  });
}
