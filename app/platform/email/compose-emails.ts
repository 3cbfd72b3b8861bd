import { staffMessages } from "~/lib/staff-messages";
/**
 * The texts of the emails the site sends, in one place (like lib/messages.ts for screens).
 * Plain text only: it reads on every phone and mail client, and needs no sanitising.
 *
 * A guest's email is written in the guest's language (DECISIONS §10, decision 046): its
 * wording lives in emails.messages.json, English and Chichewa side by side. Emails to the
 * hotel's own inboxes stay English, like the back-office.
 */
import type { NewEmail } from "~/platform/email/outbox.server";
import { HOTEL_TIME_ZONE } from "~/lib/hotel-date";
import { messagesIn } from "~/platform/i18n/spec-messages";
import { defineCatalog, type MessageValues } from "~/platform/i18n/catalog";
import { cachedDateFormat } from "~/platform/i18n/dates";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/platform/i18n/language";
import { localisePath } from "~/platform/i18n/localise-path";
import source from "./emails.messages.json";

const emails = defineCatalog("emails", source);
type EmailKey = Parameters<typeof emails.t>[1];

/** The language stored with a record (a column that says `en` or `ny`); anything else is English. */
export function storedLanguage(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * An address on the site for a link in an email: the page's Chichewa twin (`/ny/…`) in a
 * Chichewa email. `origin` is PUBLIC_URL or the request's trusted origin ("" when neither).
 */
export function emailLink(origin: string | null, path: string, language: Language): string {
  return `${origin ?? ""}${localisePath(path, language)}`;
}

/** What every guest email is addressed from and to. */
interface GuestEmail {
  to: string;
  language: Language;
  hotelName: string;
}

/** The writer of one email: its messages in its language. */
function writer(language: Language) {
  return (key: EmailKey, values?: MessageValues) => emails.t(language, key, values);
}

/** "2026-12-10" as a calendar day, in the language (no time zone: it is a date, not a moment). */
function calendarDate(language: Language, date: string, options: Intl.DateTimeFormatOptions): string {
  const [y, m, d] = date.split("-").map(Number);
  if (!y || !m || !d) return date;
  return cachedDateFormat(language, { ...options, timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** How an email writes a calendar day (`YYYY-MM-DD`). */
type DateWriter = (date: string) => string;

/**
 * "Thu 10 Dec 2026" ("Lachinayi 10 Disembala 2026"): a stay's or an event's day as a guest reads
 * it, weekday included so a wrong day stands out. Made of two formats, since en-GB puts a comma
 * after the weekday.
 */
const guestDate = (language: Language): DateWriter => (date) =>
  `${calendarDate(language, date, { weekday: "short" })} ${calendarDate(language, date, { day: "numeric", month: "short", year: "numeric" })}`;

/** Staff's copies keep the stored `YYYY-MM-DD`, which sorts and searches. */
const staffDate: DateWriter = (date) => date;

/** To the hotel's inbox (English): the guest is answered by a reply, not by an email of ours. */
export function contactMessageEmail(input: {
  hotelEmail: string;
  hotelName: string;
  guest: { name: string; email: string; phonenumber: string; message: string };
}): NewEmail {
  const { guest } = input;
  return {
    kind: "contact-message",
    to: input.hotelEmail,
    replyTo: guest.email,
    subject: `Website message from ${guest.name}`,
    text: [
      `A guest wrote through the ${input.hotelName} website's Contact Us form. Reply to this email to answer them.`,
      "",
      `Name: ${guest.name}`,
      `Email: ${guest.email}`,
      `Phone: ${guest.phonenumber}`,
      "",
      guest.message,
    ].join("\n"),
  };
}

/** What the guest and the sales team read about one event quotation request. */
interface EventRequestEmailFacts {
  reference: string;
  eventName: string;
  startDate: string;
  endDate: string;
  eventType: string;
  attendees: number;
  numRooms: number | null;
  serviceType: string;
  space: string;
  other: string;
  additionalInfo: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  hasAttachment: boolean;
}

function eventRequestLines(facts: EventRequestEmailFacts, language: Language, date: DateWriter): string[] {
  const t = writer(language);
  const dates = facts.startDate === facts.endDate ? date(facts.startDate) : t("eventDateRange", { start: date(facts.startDate), end: date(facts.endDate) });
  return [
    t("eventReference", { reference: facts.reference }),
    t("eventEvent", { eventName: facts.eventName, eventType: facts.eventType }),
    t("eventDates", { dates }),
    t("eventAttendees", { attendees: facts.attendees }),
    ...(facts.numRooms !== null ? [t("eventRoomsNeeded", { rooms: facts.numRooms })] : []),
    t("eventLayout", { space: facts.space }),
    t("eventService", { service: facts.serviceType }),
    ...(facts.other ? [t("eventOther", { other: facts.other })] : []),
    ...(facts.additionalInfo ? ["", t("eventAdditional"), facts.additionalInfo] : []),
  ];
}

/** To the guest: the request arrived, its reference, and how to reach the sales team. */
export function eventRequestReceivedEmail(input: { facts: EventRequestEmailFacts; language: Language; hotelName: string; phone: string; whatsappLink: string | null }): NewEmail {
  const { facts } = input;
  const t = writer(input.language);
  return {
    kind: "event-request-received",
    to: facts.email,
    subject: t("eventSubject", { reference: facts.reference }),
    text: [
      t("dear", { name: `${facts.firstName} ${facts.lastName}` }),
      "",
      t("eventThanks", { hotelName: input.hotelName, reference: facts.reference }),
      "",
      ...eventRequestLines(facts, input.language, guestDate(input.language)),
      "",
      input.whatsappLink ? t("eventQuestionsWhatsapp", { phone: input.phone, whatsappLink: input.whatsappLink }) : t("eventQuestions", { phone: input.phone }),
      "",
      input.hotelName,
    ].join("\n"),
  };
}

/** To the sales inbox (English): a new request to answer, Reply-To the guest. */
export function eventRequestForSalesEmail(input: { facts: EventRequestEmailFacts; salesEmail: string; hotelName: string; acknowledgementWithheld?: boolean }): NewEmail {
  const { facts } = input;
  return {
    kind: "event-request-sales",
    to: input.salesEmail,
    replyTo: facts.email,
    subject: `New event request ${facts.reference}: ${facts.eventName}`,
    text: [
      `A guest asked for an event quotation through the ${input.hotelName} website. Reply to this email to answer them; the request is also in Event requests in the back-office.`,
      ...(input.acknowledgementWithheld ? ["", ACKNOWLEDGEMENT_WITHHELD_NOTE] : []),
      "",
      `Guest: ${facts.firstName} ${facts.lastName}`,
      `Email: ${facts.email}`,
      `Phone: ${facts.phone}`,
      "",
      ...eventRequestLines(facts, "en", staffDate),
      ...(facts.hasAttachment ? ["", "The guest attached a file: download it from the request in the back-office."] : []),
    ].join("\n"),
  };
}

/**
 * The newsletter's confirmation (double opt-in). Like every newsletter email it carries the
 * unsubscribe link (DECISIONS §6).
 */
export function newsletterConfirmationEmail(input: GuestEmail & { confirmLink: string; unsubscribeLink: string }): NewEmail {
  const t = writer(input.language);
  return {
    kind: "newsletter-confirm",
    to: input.to,
    subject: t("newsletterSubject", { hotelName: input.hotelName }),
    text: [
      t("hello"),
      "",
      t("newsletterIntro", { hotelName: input.hotelName }),
      "",
      input.confirmLink,
      "",
      t("newsletterNotYou"),
      "",
      input.hotelName,
      "",
      t("newsletterUnsubscribe", { link: input.unsubscribeLink }),
    ].join("\n"),
  };
}

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
  const t = writer(language);
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

/** To the guest: the request arrived, holds no room yet, and can be cancelled through the link. */
export function reservationRequestedEmail(input: { facts: ReservationEmailFacts; language: Language; hotelName: string; cancelLink: string }): NewEmail {
  const { facts, language } = input;
  const t = writer(language);
  return {
    kind: "reservation-requested",
    to: facts.email,
    subject: t("reservationRequestedSubject", { reference: facts.reference }),
    text: [
      t("dear", { name: facts.guestName }),
      "",
      t("reservationRequestedThanks", { hotelName: input.hotelName }),
      "",
      ...reservationLines(facts, language, guestDate(language)),
      "",
      messagesIn(language).reservationNoPayment,
      "",
      t("reservationCancelLink", { link: input.cancelLink }),
      "",
      input.hotelName,
    ].join("\n"),
  };
}

/** Told to staff when a request's acknowledgement was held by the per-recipient budget (decision 052). */
export const ACKNOWLEDGEMENT_WITHHELD_NOTE = staffMessages.acknowledgementWithheld;

/** To the reservations address (English): a request to confirm or decline, Reply-To the guest. */
export function reservationForStaffEmail(input: { facts: ReservationEmailFacts; to: string; hotelName: string; acknowledgementWithheld?: boolean }): NewEmail {
  const { facts } = input;
  return {
    kind: "reservation-staff",
    to: input.to,
    replyTo: facts.email,
    subject: `New reservation request ${facts.reference}: ${facts.roomName}, ${facts.arrival}`,
    text: [
      `A guest asked for a room through the ${input.hotelName} website. Confirm or decline it in Reservations in the back-office.`,
      ...(input.acknowledgementWithheld ? ["", ACKNOWLEDGEMENT_WITHHELD_NOTE] : []),
      "",
      `Guest: ${facts.guestName}`,
      `Email: ${facts.email}`,
      `Phone: ${facts.phone}`,
      "",
      ...reservationLines(facts, "en", staffDate),
    ].join("\n"),
  };
}

const STATUS_WORDING = {
  confirmed: { subject: "reservationConfirmedSubject", opening: "reservationConfirmed" },
  declined: { subject: "reservationDeclinedSubject", opening: "reservationDeclined" },
  cancelled: { subject: "reservationCancelledSubject", opening: "reservationCancelled" },
} as const satisfies Record<string, { subject: EmailKey; opening: EmailKey }>;

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
  const t = writer(language);
  const wording = STATUS_WORDING[input.status];
  return {
    kind: `reservation-${input.status}`,
    to: facts.email,
    subject: t(wording.subject, { reference: facts.reference }),
    text: [
      t("dear", { name: facts.guestName }),
      "",
      t(wording.opening, { reference: facts.reference }),
      ...(input.reason ? ["", t("reservationReason", { reason: input.reason })] : []),
      "",
      ...reservationLines(facts, language, guestDate(language)),
      ...(input.status === "confirmed"
        ? ["", messagesIn(language).reservationNoPayment, ...(input.cancelLink ? ["", t("reservationCancelLink", { link: input.cancelLink })] : [])]
        : []),
      "",
      input.hotelName,
    ].join("\n"),
  };
}

// Tenders (issue 20 §4): followers hear of every addendum and any change of the closing time.

interface TenderEmailInput extends GuestEmail {
  tenderName: string;
  /** The tender's page, where its documents and addenda are. */
  tenderLink: string;
  /** Every tender email carries one; each is a link of its own. */
  unsubscribeLink: string;
}

/** "Tuesday 12 January 2027 at 12:00 (Lilongwe time)": a closing moment as the hotel's clocks show it. */
export function tenderClosing(language: Language, closesAt: string): string {
  const at = new Date(closesAt);
  const weekday = cachedDateFormat(language, { timeZone: HOTEL_TIME_ZONE, weekday: "long" }).format(at);
  const day = cachedDateFormat(language, { timeZone: HOTEL_TIME_ZONE, day: "numeric", month: "long", year: "numeric" }).format(at);
  const time = cachedDateFormat(language, { timeZone: HOTEL_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
  return emails.t(language, "tenderClosing", { date: `${weekday} ${day}`, time });
}

/** "3 March 2027": the day an addendum was posted, in Lilongwe. */
function postedDay(language: Language, postedAt: string): string {
  return cachedDateFormat(language, { timeZone: HOTEL_TIME_ZONE, day: "numeric", month: "long", year: "numeric" }).format(new Date(postedAt));
}

function tenderFooter(input: TenderEmailInput): string[] {
  return ["", input.hotelName, "", emails.t(input.language, "tenderFooter", { hotelName: input.hotelName, link: input.unsubscribeLink })];
}

/** Double opt-in: nothing more is sent until the link is followed. `closesAt` is the UTC instant. */
export function tenderFollowConfirmEmail(input: TenderEmailInput & { confirmLink: string; closesAt: string }): NewEmail {
  const t = writer(input.language);
  return {
    kind: "tender-follow-confirm",
    to: input.to,
    subject: t("tenderFollowSubject", { tenderName: input.tenderName }),
    text: [
      t("hello"),
      "",
      t("tenderFollowIntro", { hotelName: input.hotelName, tenderName: input.tenderName }),
      "",
      input.confirmLink,
      "",
      t("tenderFollowCloses", { closing: tenderClosing(input.language, input.closesAt), link: input.tenderLink }),
      "",
      t("tenderFollowNotYou"),
      ...tenderFooter(input),
    ].join("\n"),
  };
}

/** An addendum was posted: its title, the day, and where to download it. */
export function tenderAddendumEmail(input: TenderEmailInput & { addendumTitle: string; postedAt: string; addendumLink: string | null; closesAt: string }): NewEmail {
  const t = writer(input.language);
  return {
    kind: "tender-addendum",
    to: input.to,
    subject: t("tenderAddendumSubject", { tenderName: input.tenderName, title: input.addendumTitle }),
    text: [
      t("hello"),
      "",
      t("tenderAddendumIntro", { hotelName: input.hotelName, tenderName: input.tenderName, date: postedDay(input.language, input.postedAt) }),
      "",
      input.addendumTitle,
      ...(input.addendumLink ? [t("tenderAddendumDownload", { link: input.addendumLink })] : []),
      "",
      t("tenderAddendumAll", { link: input.tenderLink }),
      t("tenderCloses", { closing: tenderClosing(input.language, input.closesAt) }),
      ...tenderFooter(input),
    ].join("\n"),
  };
}

/** The closing date or time moved: what it was, what it is now (UTC instants). */
export function tenderClosingMovedEmail(input: TenderEmailInput & { was: string; now: string }): NewEmail {
  const t = writer(input.language);
  return {
    kind: "tender-closing-moved",
    to: input.to,
    subject: t("tenderMovedSubject", { tenderName: input.tenderName }),
    text: [
      t("hello"),
      "",
      t("tenderMovedIntro", { hotelName: input.hotelName, tenderName: input.tenderName }),
      "",
      t("tenderMovedNow", { closing: tenderClosing(input.language, input.now) }),
      t("tenderMovedWas", { closing: tenderClosing(input.language, input.was) }),
      "",
      t("tenderMovedDocuments", { link: input.tenderLink }),
      ...tenderFooter(input),
    ].join("\n"),
  };
}
