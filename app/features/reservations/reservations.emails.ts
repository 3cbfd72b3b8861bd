/** The emails of a reservation request: the guest's, the reservations address's, and the answers to the guest. */
import type { DepositOnCancellation } from "~/features/payments/refunds.server";
import type { NewEmail } from "~/platform/email/outbox.server";
import { guestDate, guestEmail, staffDate, staffEmail, writerOf, type DateWriter, type EmailBlock, type EmailHotel } from "~/platform/email/email-layout";
import { defineCatalog } from "~/platform/i18n/catalog";
import type { Language } from "~/platform/i18n/language";
import source from "./reservations-emails.messages.json";
import { reservationsWords } from "~/features/reservations/reservations-words";

const reservationEmails = defineCatalog(source);
type ReservationEmailKey = Parameters<typeof reservationEmails.t>[1];

/** What every reservation email says about the stay. */
export interface ReservationEmailFacts {
  reference: string;
  guestName: string;
  email: string;
  phone: string;
  roomName: string;
  arrival: string;
  departure: string;
  nights: number;
  adults: number;
  children: number;
  rooms: number;
  /** Already formatted: "MWK 760,000". */
  total: string;
  /** The VIP member discount taken off the total, 0 for none. */
  discountPercent: number;
  specialRequests: string;
  /** The room type's picture at an absolute address (a JPEG every mail client shows), when it has one and the site's address is known. */
  picture?: { src: string; width: number; height: number } | null;
  /** The settings' check-in and check-out times ("14:00"), in the guest's emails that describe the stay ahead. */
  times?: { checkIn: string; checkOut: string } | undefined;
}

/** The stay as label and value: a table in the guest's HTML, "Label: value" lines in every text. */
function stayFacts(facts: ReservationEmailFacts, language: Language, date: DateWriter): { label: string; value: string }[] {
  const t = writerOf(reservationEmails, language);
  return [
    { label: t("labelReference"), value: facts.reference },
    { label: t("labelRoom"), value: t("valueRoom", { rooms: facts.rooms, roomName: facts.roomName }) },
    { label: t("labelArrival"), value: facts.times ? t("valueArrivalFrom", { date: date(facts.arrival), time: facts.times.checkIn }) : date(facts.arrival) },
    {
      label: t("labelDeparture"),
      value: facts.times
        ? t("valueDepartureBy", { date: date(facts.departure), nights: facts.nights, time: facts.times.checkOut })
        : t("valueDeparture", { date: date(facts.departure), nights: facts.nights }),
    },
    { label: t("labelGuests"), value: t("valueGuests", { adults: facts.adults, children: facts.children }) },
    {
      label: t("labelPrice"),
      value: facts.discountPercent > 0 ? t("valuePriceDiscount", { total: facts.total, discount: t("stayDiscount", { percent: facts.discountPercent }) }) : facts.total,
    },
  ];
}

const specialRequestLines = (facts: ReservationEmailFacts, language: Language) =>
  facts.specialRequests ? ["", reservationEmails.t(language, "staySpecialRequests"), facts.specialRequests] : [];

/** Staff's copies: the stay as lines, with the stored days. */
function staffStayLines(facts: ReservationEmailFacts): string[] {
  return [...stayFacts(facts, "en", staffDate).map((fact) => `${fact.label}: ${fact.value}`), ...specialRequestLines(facts, "en")];
}

/** A reservation email to the guest: the opening, the room's picture, the stay, then what the kind of email adds. */
function guestReservationEmail(input: {
  facts: ReservationEmailFacts;
  language: Language;
  hotel: EmailHotel;
  kind: string;
  subject: ReservationEmailKey;
  opening: string[];
  closing: EmailBlock[];
}): NewEmail {
  const { facts, language } = input;
  const t = writerOf(reservationEmails, language);
  const picture: EmailBlock[] = facts.picture ? [{ picture: { ...facts.picture, alt: facts.roomName } }] : [];
  return guestEmail({
    kind: input.kind,
    to: facts.email,
    language,
    hotel: input.hotel,
    name: facts.guestName,
    subject: t(input.subject, { reference: facts.reference }),
    body: [...input.opening, "", ...picture, { facts: stayFacts(facts, language, guestDate(language)), caption: t("stayCaption") }, ...specialRequestLines(facts, language), ...input.closing],
  });
}

/** The way out of a stay: a button in HTML, the sentence with the address in the text. */
function cancelBlock(language: Language, link: string): EmailBlock {
  const t = writerOf(reservationEmails, language);
  return { button: { href: link, label: t("reservationCancelButton") }, text: t("reservationCancelLink", { link }) };
}

/** What the guest pays: at the hotel, or a deposit online first (DECISIONS §12; amounts already formatted). */
function paymentLines(language: Language, deposit: { amount: string; dueBy?: string; payLink?: string } | undefined): EmailBlock[] {
  const t = writerOf(reservationEmails, language);
  if (!deposit) return [reservationsWords.t(language, "reservationNoPayment")];
  if (!deposit.dueBy || !deposit.payLink) return [t("depositOnConfirmation", { amount: deposit.amount })];
  return [t("depositDue", { amount: deposit.amount, date: deposit.dueBy }), "", { button: { href: deposit.payLink, label: t("depositPayButton") }, text: t("depositPayLink", { link: deposit.payLink }) }];
}

/** To the guest: the request arrived, holds no room yet, and can be cancelled through the link. */
export function reservationRequestedEmail(input: { facts: ReservationEmailFacts; language: Language; hotel: EmailHotel; cancelLink: string; deposit?: { amount: string } | undefined }): NewEmail {
  const t = writerOf(reservationEmails, input.language);
  return guestReservationEmail({
    ...input,
    kind: "reservation-requested",
    subject: "reservationRequestedSubject",
    opening: [t("reservationRequestedThanks", { hotelName: input.hotel.name })],
    closing: ["", ...paymentLines(input.language, input.deposit), "", cancelBlock(input.language, input.cancelLink)],
  });
}

/** To the reservations address (English): a request to confirm or decline, Reply-To the guest. */
export function reservationForStaffEmail(input: { facts: ReservationEmailFacts; to: string; hotelName: string; acknowledgementWithheld?: boolean }): NewEmail {
  const { facts } = input;
  return staffEmail({
    kind: "reservation-staff",
    to: input.to,
    subject: `New reservation request ${facts.reference}: ${facts.roomName}, ${facts.arrival}`,
    intro: `A guest asked for a room through the ${input.hotelName} website. Confirm or decline it in Reservations in the back-office.`,
    acknowledgementWithheld: input.acknowledgementWithheld,
    guest: { label: "Guest", name: facts.guestName, email: facts.email, phone: facts.phone },
    body: staffStayLines(facts),
  });
}

/**
 * To the reservations address (English) when a guest cancels a stay themselves, through their
 * email's link or from their account: its rooms are free again, and a confirmed guest who is no
 * longer coming is news to the front desk. Reply-To the guest.
 */
export function reservationCancelledForStaffEmail(input: { facts: ReservationEmailFacts; to: string; hotelName: string; wasConfirmed: boolean }): NewEmail {
  const { facts } = input;
  return staffEmail({
    kind: "reservation-cancelled-staff",
    to: input.to,
    subject: `Reservation ${facts.reference} cancelled by the guest: ${facts.roomName}, ${facts.arrival}`,
    intro: `The guest cancelled this ${input.wasConfirmed ? "confirmed reservation" : "reservation request"} through the ${input.hotelName} website. Its rooms are free again; the guest has been emailed.`,
    guest: { label: "Guest", name: facts.guestName, email: facts.email, phone: facts.phone },
    body: staffStayLines(facts),
  });
}

const STATUS_WORDING = {
  confirmed: { subject: "reservationConfirmedSubject", opening: "reservationConfirmed" },
  declined: { subject: "reservationDeclinedSubject", opening: "reservationDeclined" },
  cancelled: { subject: "reservationCancelledSubject", opening: "reservationCancelled" },
} as const satisfies Record<string, { subject: ReservationEmailKey; opening: ReservationEmailKey }>;

/** To the guest: confirmed (the room is now theirs) or declined (with the reason), or cancelled. */
export function reservationStatusEmail(input: {
  facts: ReservationEmailFacts;
  language: Language;
  hotel: EmailHotel;
  status: "confirmed" | "declined" | "cancelled";
  reason?: string;
  cancelLink?: string;
  /** A confirmed stay's deposit: its amount, when it is due and its stay page, where it is paid. */
  deposit?: { amount: string; dueBy: string; payLink: string } | undefined;
  /** A cancelled stay's paid deposit: refunded (and how) or kept (docs/decisions/067-deposit-refunds.md). */
  depositOnCancellation?: DepositOnCancellation | null;
}): NewEmail {
  const { facts, language } = input;
  const t = writerOf(reservationEmails, language);
  const wording = STATUS_WORDING[input.status];
  return guestReservationEmail({
    ...input,
    kind: `reservation-${input.status}`,
    subject: wording.subject,
    opening: [t(wording.opening, { reference: facts.reference }), ...(input.reason ? ["", t("reservationReason", { reason: input.reason })] : [])],
    closing:
      input.status === "confirmed"
        ? ["", ...paymentLines(language, input.deposit), ...(input.cancelLink ? ["", cancelBlock(language, input.cancelLink)] : [])]
        : depositOnCancellationLines(language, input.depositOnCancellation),
  });
}

/** What happens to a cancelled stay's paid deposit, in the guest's language. */
export function depositOnCancellationText(language: Language, outcome: DepositOnCancellation): string {
  const t = writerOf(reservationEmails, language);
  if (outcome.kind === "kept") return t("depositKept", { amount: outcome.amount, days: String(outcome.refundableDays) });
  return outcome.method
    ? t("depositRefundDue", { amount: outcome.amount, method: outcome.method, days: String(outcome.withinDays) })
    : t("depositRefundDueSameWay", { amount: outcome.amount, days: String(outcome.withinDays) });
}

function depositOnCancellationLines(language: Language, outcome: DepositOnCancellation | null | undefined): EmailBlock[] {
  return outcome ? ["", depositOnCancellationText(language, outcome)] : [];
}
