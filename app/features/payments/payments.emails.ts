/** The emails of a deposit paid: the guest's receipt in their language, and the note to the reservations address. */
import type { NewEmail } from "~/platform/email/outbox.server";
import { guestEmail, staffEmail, writerOf, type EmailHotel } from "~/platform/email/email-layout";
import { defineCatalog } from "~/platform/i18n/catalog";
import type { Language } from "~/platform/i18n/language";
import { hotelDay } from "~/lib/dates";
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
}

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
          { label: t("labelBalance"), value: formatAmount(Math.max(0, facts.balanceMwk), "MWK") },
        ],
      },
      "",
      t("receiptOutro"),
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
      t("staffLineReservation", { reference: facts.reference }),
      t("staffLineAmount", { amount: formatAmount(facts.amount, facts.currency) }),
      t("staffLineMethod", { method: facts.method }),
      ...(facts.providerRef ? [t("staffLineProviderRef", { ref: facts.providerRef })] : []),
      t("staffLineDate", { date: hotelDay(facts.paidAt, "en") }),
      t("staffLineBalance", { amount: formatAmount(Math.max(0, facts.balanceMwk), "MWK") }),
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
}

/** To the reservations address: a cancelled stay's deposit is to be refunded by hand (docs/decisions/067-deposit-refunds.md). */
export function depositRefundDueForStaffEmail(input: { facts: RefundDueFacts; to: string }): NewEmail {
  const { facts } = input;
  const t = writerOf(paymentsStaffWords, "en");
  return staffEmail({
    kind: "deposit-refund-due-staff",
    to: input.to,
    subject: t("staffRefundSubject", { reference: facts.reference, guest: facts.guestName }),
    intro: t("staffRefundIntro"),
    guest: { label: "Guest", name: facts.guestName, email: facts.email, phone: facts.phone },
    body: [t("staffLineReservation", { reference: facts.reference }), t("staffRefundLineAmount", { amount: facts.amount }), t("staffRefundLineMethod", { method: facts.method })],
  });
}
