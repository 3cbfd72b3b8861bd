/**
 * The emails of deposits: a deposit paid (the guest's receipt in their language, and the note to
 * the reservations address), and a time to pay that passed (the reminder, the note that it is
 * still unpaid, and the stay released; docs/decisions/068-deposit-deadlines.md).
 */
import type { NewEmail } from "~/platform/email/outbox.server";
import { guestEmail, staffEmail, writerOf, type EmailHotel } from "~/platform/email/email-layout";
import { defineCatalog } from "~/platform/i18n/catalog";
import type { Language } from "~/platform/i18n/language";
import { hotelDateTime, hotelDay } from "~/lib/dates";
import { formatAmount } from "~/features/payments/deposit-amounts";
import { paymentsStaffWords } from "~/features/payments/payments-staff-words";
import source from "./payments-emails.messages.json";

const paymentEmails = defineCatalog(source);

export interface DepositReceiptFacts {
  reference: string;
  guestName: string;
  email: string;
  phone: string;
  amount: number;
  currency: string;
  /** PayChangu's reference for the payment. */
  providerRef: string | null;
  /** How the guest paid, as PayChangu reports it. */
  method: string;
  paidAt: string;
  /** What is left to pay at the hotel, whole kwacha. */
  balanceMwk: number;
  /** A payment the stay does not need (docs/decisions/069-pending-checkouts.md): why, and how soon it comes back. */
  refund?: { why: UnowedPayment; withinDays: number };
}

/** Why a verified payment is owed back: the stay was cancelled (or declined) first, or its deposit was already paid. */
export type UnowedPayment = "stayCancelled" | "paidTwice";

export function depositReceiptEmail(input: { facts: DepositReceiptFacts; language: Language; hotel: EmailHotel }): NewEmail {
  const { facts, language, hotel } = input;
  const t = writerOf(paymentEmails, language);
  return guestEmail({
    kind: "deposit-receipt",
    to: facts.email,
    language,
    hotel,
    subject: t("receiptSubject", { reference: facts.reference, hotel: hotel.name }),
    name: facts.guestName,
    body: [
      t("receiptIntro", { hotel: hotel.name }),
      "",
      {
        caption: t("receiptCaption"),
        facts: [
          { label: t("labelHotel"), value: [hotel.name, hotel.address].filter(Boolean).join(", ") },
          { label: t("labelReference"), value: facts.reference },
          ...(facts.providerRef ? [{ label: t("labelPaymentReference"), value: facts.providerRef }] : []),
          { label: t("labelAmount"), value: formatAmount(facts.amount, facts.currency) },
          { label: t("labelMethod"), value: facts.method },
          { label: t("labelDate"), value: hotelDay(facts.paidAt, language) },
          ...(facts.refund ? [] : [{ label: t("labelBalance"), value: formatAmount(Math.max(0, facts.balanceMwk), "MWK") }]),
        ],
      },
      "",
      facts.refund
        ? t(facts.refund.why === "paidTwice" ? "receiptRefundPaidTwice" : "receiptRefundCancelled", { reference: facts.reference, days: facts.refund.withinDays })
        : t("receiptOutro"),
    ],
  });
}

export function depositPaidForStaffEmail(input: { facts: DepositReceiptFacts; to: string }): NewEmail {
  const { facts } = input;
  const t = writerOf(paymentsStaffWords, "en");
  return staffEmail({
    kind: "deposit-paid-staff",
    to: input.to,
    subject: t("staffDepositSubject", { reference: facts.reference, guest: facts.guestName }),
    intro: t("staffDepositIntro"),
    guest: { label: "Guest", name: facts.guestName, email: facts.email, phone: facts.phone },
    body: [
      ...(facts.refund ? [t(facts.refund.why === "paidTwice" ? "staffLinePaidTwice" : "staffLinePaidAfterCancel"), ""] : []),
      t("staffLineReservation", { reference: facts.reference }),
      t("staffLineAmount", { amount: formatAmount(facts.amount, facts.currency) }),
      t("staffLineMethod", { method: facts.method }),
      ...(facts.providerRef ? [t("staffLineProviderRef", { ref: facts.providerRef })] : []),
      t("staffLineDate", { date: hotelDay(facts.paidAt, "en") }),
      ...(facts.refund ? [] : [t("staffLineBalance", { amount: formatAmount(Math.max(0, facts.balanceMwk), "MWK") })]),
    ],
  });
}

/** The facts of a refund staff owe a guest (already formatted). */
export interface RefundDueFacts {
  reference: string;
  guestName: string;
  email: string;
  phone: string;
  amount: string;
  method: string;
  /** Why it is owed: a cancellation within the terms (the default), or a payment the stay did not need. */
  why?: "cancellation" | UnowedPayment;
}

/** To the reservations address: a cancelled stay's deposit is to be refunded by hand (docs/decisions/067-deposit-refunds.md). */
export function depositRefundDueForStaffEmail(input: { facts: RefundDueFacts; to: string }): NewEmail {
  const { facts } = input;
  const t = writerOf(paymentsStaffWords, "en");
  return staffEmail({
    kind: "deposit-refund-due-staff",
    to: input.to,
    subject: t("staffRefundSubject", { reference: facts.reference, guest: facts.guestName }),
    intro: t(facts.why === "paidTwice" ? "staffRefundIntroPaidTwice" : facts.why === "stayCancelled" ? "staffRefundIntroPaidAfterCancel" : "staffRefundIntro"),
    guest: { label: "Guest", name: facts.guestName, email: facts.email, phone: facts.phone },
    body: [t("staffLineReservation", { reference: facts.reference }), t("staffRefundLineAmount", { amount: facts.amount }), t("staffRefundLineMethod", { method: facts.method })],
  });
}

/** A confirmed stay whose deposit the time to pay has passed. */
export interface UnpaidDepositFacts {
  reference: string;
  guestName: string;
  email: string;
  phone: string;
  /** The deposit asked for, whole kwacha. */
  amountMwk: number;
  /** The instant by which it is (now) to be paid. */
  dueBy: string;
}

/** To the guest, once: the deposit is still to be paid, by a new time, on the stay's page. */
export function depositReminderEmail(input: { facts: UnpaidDepositFacts; language: Language; hotel: EmailHotel; payLink: string }): NewEmail {
  const { facts, language, hotel, payLink } = input;
  const t = writerOf(paymentEmails, language);
  return guestEmail({
    kind: "deposit-reminder",
    to: facts.email,
    language,
    hotel,
    subject: t("reminderSubject", { reference: facts.reference, hotel: hotel.name }),
    name: facts.guestName,
    body: [
      t("reminderIntro", { hotel: hotel.name }),
      "",
      t("reminderDue", { amount: formatAmount(facts.amountMwk, "MWK"), date: hotelDateTime(facts.dueBy, language) }),
      "",
      { button: { href: payLink, label: t("reminderPayButton") }, text: t("reminderPayLink", { link: payLink }) },
      "",
      t("reminderOutro"),
    ],
    links: [payLink],
  });
}

/** To the guest: the stay was cancelled because its deposit was not paid in time. */
export function depositReleasedEmail(input: { facts: UnpaidDepositFacts; language: Language; hotel: EmailHotel }): NewEmail {
  const { facts, language, hotel } = input;
  const t = writerOf(paymentEmails, language);
  return guestEmail({
    kind: "deposit-released",
    to: facts.email,
    language,
    hotel,
    subject: t("releasedSubject", { reference: facts.reference, hotel: hotel.name }),
    name: facts.guestName,
    body: [t("releasedIntro", { hotel: hotel.name, reference: facts.reference }), "", t("releasedOutro")],
  });
}

/** To the reservations address: reminded once, still unpaid (with "remind once, then tell staff"). */
export function depositUnpaidForStaffEmail(input: { facts: UnpaidDepositFacts; remindedAt: string; to: string }): NewEmail {
  const { facts } = input;
  const t = writerOf(paymentsStaffWords, "en");
  return staffEmail({
    kind: "deposit-unpaid-staff",
    to: input.to,
    subject: t("staffUnpaidSubject", { reference: facts.reference, guest: facts.guestName }),
    intro: t("staffUnpaidIntro"),
    guest: { label: "Guest", name: facts.guestName, email: facts.email, phone: facts.phone },
    body: [
      t("staffLineReservation", { reference: facts.reference }),
      t("staffLineAmount", { amount: formatAmount(facts.amountMwk, "MWK") }),
      t("staffLineReminded", { date: hotelDateTime(input.remindedAt, "en") }),
      t("staffLineDueBy", { date: hotelDateTime(facts.dueBy, "en") }),
    ],
  });
}

/** To the reservations address: the stay was released (with "release the room"). */
export function depositReleasedForStaffEmail(input: { facts: UnpaidDepositFacts; to: string }): NewEmail {
  const { facts } = input;
  const t = writerOf(paymentsStaffWords, "en");
  return staffEmail({
    kind: "deposit-released-staff",
    to: input.to,
    subject: t("staffReleasedSubject", { reference: facts.reference, guest: facts.guestName }),
    intro: t("staffReleasedIntro"),
    guest: { label: "Guest", name: facts.guestName, email: facts.email, phone: facts.phone },
    body: [
      t("staffLineReservation", { reference: facts.reference }),
      t("staffLineAmount", { amount: formatAmount(facts.amountMwk, "MWK") }),
      t("staffLineDueBy", { date: hotelDateTime(facts.dueBy, "en") }),
    ],
  });
}
