/** The emails of an event quotation request: the guest's acknowledgement and the sales team's copy. */
import type { NewEmail } from "~/platform/email/outbox.server";
import { guestDate, guestEmail, staffDate, staffEmail, writerOf, type DateWriter, type EmailHotel } from "~/platform/email/email-layout";
import { defineCatalog } from "~/platform/i18n/catalog";
import type { Language } from "~/platform/i18n/language";
import source from "./event-requests-emails.messages.json";

const eventRequestEmails = defineCatalog(source);

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
  const t = writerOf(eventRequestEmails, language);
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
export function eventRequestReceivedEmail(input: { facts: EventRequestEmailFacts; language: Language; hotel: EmailHotel; phone: string; whatsappLink: string | null }): NewEmail {
  const { facts, language } = input;
  const t = writerOf(eventRequestEmails, language);
  return guestEmail({
    kind: "event-request-received",
    to: facts.email,
    language,
    hotel: input.hotel,
    name: `${facts.firstName} ${facts.lastName}`,
    subject: t("eventSubject", { reference: facts.reference }),
    body: [
      t("eventThanks", { hotelName: input.hotel.name, reference: facts.reference }),
      "",
      ...eventRequestLines(facts, language, guestDate(language)),
      "",
      input.whatsappLink ? t("eventQuestionsWhatsapp", { phone: input.phone, whatsappLink: input.whatsappLink }) : t("eventQuestions", { phone: input.phone }),
    ],
    links: [input.whatsappLink],
  });
}

/** To the sales inbox (English): a new request to answer, Reply-To the guest. */
export function eventRequestForSalesEmail(input: { facts: EventRequestEmailFacts; salesEmail: string; hotelName: string; acknowledgementWithheld?: boolean }): NewEmail {
  const { facts } = input;
  return staffEmail({
    kind: "event-request-sales",
    to: input.salesEmail,
    subject: `New event request ${facts.reference}: ${facts.eventName}`,
    intro: `A guest asked for an event quotation through the ${input.hotelName} website. Reply to this email to answer them; the request is also in Event requests in the back-office.`,
    acknowledgementWithheld: input.acknowledgementWithheld,
    guest: { label: "Guest", name: `${facts.firstName} ${facts.lastName}`, email: facts.email, phone: facts.phone },
    body: [
      ...eventRequestLines(facts, "en", staffDate),
      ...(facts.hasAttachment ? ["", "The guest attached a file: download it from the request in the back-office."] : []),
    ],
  });
}
