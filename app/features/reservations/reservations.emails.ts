/** The emails of a reservation request: the guest's, the reservations address's, and the answers to the guest. */
import type { NewEmail } from "~/platform/email/outbox.server";
import { guestDate, guestEmail, staffDate, staffEmail, writerOf, type DateWriter } from "~/platform/email/email-layout";
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
}

function reservationLines(facts: ReservationEmailFacts, language: Language, date: DateWriter): string[] {
  const t = writerOf(reservationEmails, language);
  return [
    t("stayReference", { reference: facts.reference }),
    t("stayRoom", { rooms: facts.rooms, roomName: facts.roomName }),
    t("stayArrival", { date: date(facts.arrival) }),
    t("stayDeparture", { date: date(facts.departure), nights: facts.nights }),
    t("stayGuests", { adults: facts.adults, children: facts.children }),
    facts.discountPercent > 0
      ? t("stayPriceDiscount", { total: facts.total, discount: t("stayDiscount", { percent: facts.discountPercent }) })
      : t("stayPrice", { total: facts.total }),
    ...(facts.specialRequests ? ["", t("staySpecialRequests"), facts.specialRequests] : []),
  ];
}

/** A reservation email to the guest: the opening, the stay, then what the kind of email adds. */
function guestReservationEmail(input: { facts: ReservationEmailFacts; language: Language; hotelName: string; kind: string; subject: ReservationEmailKey; opening: string[]; closing: string[] }): NewEmail {
  const { facts, language } = input;
  const t = writerOf(reservationEmails, language);
  return guestEmail({
    kind: input.kind,
    to: facts.email,
    language,
    hotelName: input.hotelName,
    name: facts.guestName,
    subject: t(input.subject, { reference: facts.reference }),
    body: [...input.opening, "", ...reservationLines(facts, language, guestDate(language)), ...input.closing],
  });
}

/** To the guest: the request arrived, holds no room yet, and can be cancelled through the link. */
export function reservationRequestedEmail(input: { facts: ReservationEmailFacts; language: Language; hotelName: string; cancelLink: string }): NewEmail {
  const t = writerOf(reservationEmails, input.language);
  return guestReservationEmail({
    ...input,
    kind: "reservation-requested",
    subject: "reservationRequestedSubject",
    opening: [t("reservationRequestedThanks", { hotelName: input.hotelName })],
    closing: ["", reservationsWords.t(input.language, "reservationNoPayment"), "", t("reservationCancelLink", { link: input.cancelLink })],
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
    body: reservationLines(facts, "en", staffDate),
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
  hotelName: string;
  status: "confirmed" | "declined" | "cancelled";
  reason?: string;
  cancelLink?: string;
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
        ? ["", reservationsWords.t(language, "reservationNoPayment"), ...(input.cancelLink ? ["", t("reservationCancelLink", { link: input.cancelLink })] : [])]
        : [],
  });
}
