/**
 * The texts of the emails the site sends, in one place (like lib/messages.ts for screens).
 * Plain text only: it reads on every phone and mail client, and needs no sanitising.
 */
import type { NewEmail } from "~/platform/email/outbox.server";

export const PASSWORD_RESET_MINUTES = 60;

export function welcomeEmail(input: { to: string; name: string; hotelName: string }): NewEmail {
  return {
    kind: "welcome",
    to: input.to,
    subject: `Welcome to the ${input.hotelName} VIP Club`,
    text: [
      `Dear ${input.name},`,
      "",
      `Thank you for registering with the ${input.hotelName} Presidential VIP Club.`,
      "You can now log in and apply for your membership from your dashboard.",
      "",
      "If you did not register, please ignore this email or reply to let us know.",
      "",
      input.hotelName,
    ].join("\n"),
  };
}

export function passwordResetEmail(input: { to: string; name: string; hotelName: string; link: string }): NewEmail {
  return {
    kind: "password-reset",
    to: input.to,
    subject: `Reset your ${input.hotelName} password`,
    text: [
      `Dear ${input.name},`,
      "",
      "We received a request to reset the password of your account. Open this link to choose a new one:",
      "",
      input.link,
      "",
      `The link works once and for ${PASSWORD_RESET_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
      "",
      input.hotelName,
    ].join("\n"),
  };
}

/** How long a link to confirm a new email works. */
export const EMAIL_CHANGE_MINUTES = 60;

/** To the new address an account asked for: the link that makes it the account's email. */
export function emailChangeConfirmEmail(input: { to: string; name: string; hotelName: string; link: string }): NewEmail {
  return {
    kind: "email-change-confirm",
    to: input.to,
    subject: `Confirm your new ${input.hotelName} email`,
    text: [
      `Dear ${input.name},`,
      "",
      "You asked for this address to become the email of your account. Open this link to confirm:",
      "",
      input.link,
      "",
      `The link works once and for ${EMAIL_CHANGE_MINUTES} minutes. Until then your account keeps its current email. If you did not ask for this, ignore this email.`,
      "",
      input.hotelName,
    ].join("\n"),
  };
}

/**
 * To an address another account asked for, which already has an account: the asker is told
 * nothing more than for a free address, and the owner of this one hears of it here.
 */
export function emailAlreadyInUseEmail(input: { to: string; hotelName: string; forgotLink: string }): NewEmail {
  return {
    kind: "email-change-in-use",
    to: input.to,
    subject: `Your ${input.hotelName} account's email`,
    text: [
      "Hello,",
      "",
      "Someone signed in to an account with us asked for this address to become that account's email.",
      "This address already has an account of its own, so nothing was changed.",
      "",
      `If that was you, log in with this address instead (forgotten your password? ${input.forgotLink}).`,
      "If it was not, you need do nothing.",
      "",
      input.hotelName,
    ].join("\n"),
  };
}

/** To the old address once a change is confirmed: its owner learns of a change they did not make. */
export function emailChangedEmail(input: { to: string; name: string; hotelName: string; newEmail: string }): NewEmail {
  return {
    kind: "email-changed",
    to: input.to,
    subject: `Your ${input.hotelName} account has a new email`,
    text: [
      `Dear ${input.name},`,
      "",
      `The email of your account is now ${input.newEmail}; this address no longer logs in.`,
      "If you did not make this change, please reply to this email or call us at once.",
      "",
      input.hotelName,
    ].join("\n"),
  };
}

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

function eventRequestLines(facts: EventRequestEmailFacts): string[] {
  const dates = facts.startDate === facts.endDate ? facts.startDate : `${facts.startDate} to ${facts.endDate}`;
  return [
    `Reference: ${facts.reference}`,
    `Event: ${facts.eventName} (${facts.eventType})`,
    `Dates: ${dates}`,
    `Attendees: ${facts.attendees}`,
    ...(facts.numRooms !== null ? [`Rooms needed: ${facts.numRooms}`] : []),
    `Room layout: ${facts.space}`,
    `Extra service: ${facts.serviceType}`,
    ...(facts.other ? [`Other: ${facts.other}`] : []),
    ...(facts.additionalInfo ? ["", "Additional information:", facts.additionalInfo] : []),
  ];
}

/** To the guest: the request arrived, its reference, and how to reach the sales team. */
export function eventRequestReceivedEmail(input: { facts: EventRequestEmailFacts; hotelName: string; phone: string; whatsappLink: string | null }): NewEmail {
  const { facts } = input;
  return {
    kind: "event-request-received",
    to: facts.email,
    subject: `Your event quotation request ${facts.reference}`,
    text: [
      `Dear ${facts.firstName} ${facts.lastName},`,
      "",
      `Thank you for asking ${input.hotelName} for an event quotation. Our sales team will contact you with a quotation; please quote ${facts.reference} when you write or call.`,
      "",
      ...eventRequestLines(facts),
      "",
      `Questions in the meantime: call ${input.phone}${input.whatsappLink ? ` or continue on WhatsApp: ${input.whatsappLink}` : ""}.`,
      "",
      input.hotelName,
    ].join("\n"),
  };
}

/** To the sales inbox: a new request to answer, Reply-To the guest. */
export function eventRequestForSalesEmail(input: { facts: EventRequestEmailFacts; salesEmail: string; hotelName: string }): NewEmail {
  const { facts } = input;
  return {
    kind: "event-request-sales",
    to: input.salesEmail,
    replyTo: facts.email,
    subject: `New event request ${facts.reference}: ${facts.eventName}`,
    text: [
      `A guest asked for an event quotation through the ${input.hotelName} website. Reply to this email to answer them; the request is also in Event requests in the back-office.`,
      "",
      `Guest: ${facts.firstName} ${facts.lastName}`,
      `Email: ${facts.email}`,
      `Phone: ${facts.phone}`,
      "",
      ...eventRequestLines(facts),
      ...(facts.hasAttachment ? ["", "The guest attached a file: download it from the request in the back-office."] : []),
    ].join("\n"),
  };
}

/**
 * The newsletter's confirmation (double opt-in). Like every newsletter email it carries the
 * unsubscribe link (DECISIONS §6).
 */
export function newsletterConfirmationEmail(input: { to: string; hotelName: string; confirmLink: string; unsubscribeLink: string }): NewEmail {
  return {
    kind: "newsletter-confirm",
    to: input.to,
    subject: `Confirm your ${input.hotelName} newsletter subscription`,
    text: [
      "Hello,",
      "",
      `Someone, hopefully you, asked for the ${input.hotelName} newsletter to be sent to this address. Open this link to confirm:`,
      "",
      input.confirmLink,
      "",
      "If you did not ask for it, ignore this email: without confirmation we send you nothing more.",
      "",
      input.hotelName,
      "",
      `Unsubscribe: ${input.unsubscribeLink}`,
    ].join("\n"),
  };
}

// VIP club review and expiry (DECISIONS §7). `expires` is the membership's last day, YYYY-MM-DD.

/** "23 November 2027": an expiry date as members read it. */
function longDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(Date.UTC(y, m - 1, d)));
}

interface VipEmailInput {
  to: string;
  name: string;
  hotelName: string;
}

export function vipApprovedEmail(input: VipEmailInput & { expires: string }): NewEmail {
  return {
    kind: "vip-approved",
    to: input.to,
    subject: `Your ${input.hotelName} VIP Club membership is approved`,
    text: [
      `Dear ${input.name},`,
      "",
      `Welcome to the ${input.hotelName} Presidential VIP Club: your membership application has been approved.`,
      `Your membership is active until ${longDate(input.expires)}.`,
      "",
      "Show your membership at reception, the restaurants and the bars to enjoy your benefits. You can see your membership on your dashboard.",
      "",
      input.hotelName,
    ].join("\n"),
  };
}

export function vipRejectedEmail(input: VipEmailInput & { note: string }): NewEmail {
  return {
    kind: "vip-rejected",
    to: input.to,
    subject: `Your ${input.hotelName} VIP Club application`,
    text: [
      `Dear ${input.name},`,
      "",
      `Thank you for applying to the ${input.hotelName} Presidential VIP Club. We are sorry that we cannot approve your application at this time.`,
      ...(input.note ? ["", `Our note: ${input.note}`] : []),
      "",
      "If you have any questions, reply to this email or contact reception.",
      "",
      input.hotelName,
    ].join("\n"),
  };
}

export function vipRenewalApprovedEmail(input: VipEmailInput & { expires: string }): NewEmail {
  return {
    kind: "vip-renewal-approved",
    to: input.to,
    subject: `Your ${input.hotelName} VIP Club membership is renewed`,
    text: [
      `Dear ${input.name},`,
      "",
      `Your ${input.hotelName} Presidential VIP Club membership has been renewed.`,
      `It is now active until ${longDate(input.expires)}.`,
      "",
      input.hotelName,
    ].join("\n"),
  };
}

export function vipRenewalRejectedEmail(input: VipEmailInput & { note: string }): NewEmail {
  return {
    kind: "vip-renewal-rejected",
    to: input.to,
    subject: `Your ${input.hotelName} VIP Club renewal`,
    text: [
      `Dear ${input.name},`,
      "",
      `We are sorry that we cannot renew your ${input.hotelName} Presidential VIP Club membership at this time.`,
      ...(input.note ? ["", `Our note: ${input.note}`] : []),
      "",
      "If you have any questions, reply to this email or contact reception.",
      "",
      input.hotelName,
    ].join("\n"),
  };
}

export function vipExpiringEmail(input: VipEmailInput & { expires: string }): NewEmail {
  return {
    kind: "vip-expiring",
    to: input.to,
    subject: `Your ${input.hotelName} VIP Club membership expires on ${longDate(input.expires)}`,
    text: [
      `Dear ${input.name},`,
      "",
      `Your ${input.hotelName} Presidential VIP Club membership expires on ${longDate(input.expires)}.`,
      "To keep your benefits, log in and choose Renew on your dashboard; our team will confirm your renewal by email.",
      "",
      input.hotelName,
    ].join("\n"),
  };
}

/** DECISIONS §7: the applicant hears that their VIP club application arrived and is under review. */
export function vipReceivedEmail(input: VipEmailInput): NewEmail {
  return {
    kind: "vip-received",
    to: input.to,
    subject: `Your ${input.hotelName} VIP Club application is under review`,
    text: [
      `Dear ${input.name},`,
      "",
      `Thank you for applying for the ${input.hotelName} Presidential VIP Club.`,
      "Our team is reviewing your application and will email you once it is done.",
      "You can follow its status on your dashboard.",
      "",
      input.hotelName,
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
  discountLine: string | null;
  specialRequests: string;
}

function reservationLines(facts: ReservationEmailFacts): string[] {
  return [
    `Reference: ${facts.reference}`,
    `Room: ${facts.rooms} × ${facts.roomName}`,
    `Arrival: ${facts.arrival}`,
    `Departure: ${facts.departure} (${facts.nights} ${facts.nights === 1 ? "night" : "nights"})`,
    `Guests: ${facts.adults} ${facts.adults === 1 ? "adult" : "adults"}${facts.children ? `, ${facts.children} ${facts.children === 1 ? "child" : "children"}` : ""}`,
    `Price: ${facts.total}${facts.discountLine ? ` (${facts.discountLine})` : ""}`,
    ...(facts.specialRequests ? ["", "Special requests:", facts.specialRequests] : []),
  ];
}

/** To the guest: the request arrived, holds no room yet, and can be cancelled through the link. */
export function reservationRequestedEmail(input: { facts: ReservationEmailFacts; hotelName: string; cancelLink: string; noPayment: string }): NewEmail {
  const { facts } = input;
  return {
    kind: "reservation-requested",
    to: facts.email,
    subject: `Your reservation request ${facts.reference}`,
    text: [
      `Dear ${facts.guestName},`,
      "",
      `Thank you for choosing ${input.hotelName}. Our reservations team will confirm your request by email; until then no room is held for you.`,
      "",
      ...reservationLines(facts),
      "",
      input.noPayment,
      "",
      `To cancel, open: ${input.cancelLink}`,
      "",
      input.hotelName,
    ].join("\n"),
  };
}

/** To the reservations address: a request to confirm or decline, Reply-To the guest. */
export function reservationForStaffEmail(input: { facts: ReservationEmailFacts; to: string; hotelName: string }): NewEmail {
  const { facts } = input;
  return {
    kind: "reservation-staff",
    to: input.to,
    replyTo: facts.email,
    subject: `New reservation request ${facts.reference}: ${facts.roomName}, ${facts.arrival}`,
    text: [
      `A guest asked for a room through the ${input.hotelName} website. Confirm or decline it in Reservations in the back-office.`,
      "",
      `Guest: ${facts.guestName}`,
      `Email: ${facts.email}`,
      `Phone: ${facts.phone}`,
      "",
      ...reservationLines(facts),
    ].join("\n"),
  };
}

/** To the guest: confirmed (the room is now theirs) or declined (with the reason), or cancelled. */
export function reservationStatusEmail(input: { facts: ReservationEmailFacts; hotelName: string; status: "confirmed" | "declined" | "cancelled"; reason?: string; cancelLink?: string; noPayment: string }): NewEmail {
  const { facts } = input;
  const opening = {
    confirmed: `Good news: your reservation ${facts.reference} is confirmed. We look forward to welcoming you.`,
    declined: `We are sorry: we cannot confirm your reservation request ${facts.reference}.`,
    cancelled: `Your reservation ${facts.reference} is cancelled, as you asked.`,
  }[input.status];
  return {
    kind: `reservation-${input.status}`,
    to: facts.email,
    subject: `Your reservation ${facts.reference} is ${input.status}`,
    text: [
      `Dear ${facts.guestName},`,
      "",
      opening,
      ...(input.reason ? ["", `Reason: ${input.reason}`] : []),
      "",
      ...reservationLines(facts),
      ...(input.status === "confirmed" ? ["", input.noPayment, ...(input.cancelLink ? ["", `To cancel, open: ${input.cancelLink}`] : [])] : []),
      "",
      input.hotelName,
    ].join("\n"),
  };
}

// Tenders (issue 20 §4): followers hear of every addendum and any change of the closing time.

/**
 * The language a follower's emails are written in, stored with the follower. English only
 * for now: the Chichewa texts arrive with the site's translations, and these functions then
 * choose by it.
 */
export type EmailLanguage = string;

interface TenderEmailInput {
  to: string;
  language: EmailLanguage;
  hotelName: string;
  tenderName: string;
  /** The tender's page, where its documents and addenda are. */
  tenderLink: string;
  /** Every tender email carries one; each is a link of its own. */
  unsubscribeLink: string;
}

function tenderFooter(input: TenderEmailInput): string[] {
  return ["", input.hotelName, "", `You follow this tender on the ${input.hotelName} website. To stop these emails: ${input.unsubscribeLink}`];
}

/** Double opt-in: nothing more is sent until the link is followed. `closing` is already formatted. */
export function tenderFollowConfirmEmail(input: TenderEmailInput & { confirmLink: string; closing: string }): NewEmail {
  return {
    kind: "tender-follow-confirm",
    to: input.to,
    subject: `Confirm updates on the tender “${input.tenderName}”`,
    text: [
      "Hello,",
      "",
      `Someone, hopefully you, asked for emails about the ${input.hotelName} tender “${input.tenderName}”: every addendum, and any change of its closing date. Open this link to confirm:`,
      "",
      input.confirmLink,
      "",
      `The tender closes ${input.closing}. Its documents: ${input.tenderLink}`,
      "",
      "If you did not ask for this, ignore this email: without confirmation we send you nothing more.",
      ...tenderFooter(input),
    ].join("\n"),
  };
}

/** An addendum was posted: its title, the day, and where to download it. */
export function tenderAddendumEmail(input: TenderEmailInput & { addendumTitle: string; postedOn: string; addendumLink: string | null; closing: string }): NewEmail {
  return {
    kind: "tender-addendum",
    to: input.to,
    subject: `Addendum to the tender “${input.tenderName}”: ${input.addendumTitle}`,
    text: [
      "Hello,",
      "",
      `An addendum to the ${input.hotelName} tender “${input.tenderName}” was posted on ${input.postedOn}:`,
      "",
      input.addendumTitle,
      ...(input.addendumLink ? [`Download it (PDF): ${input.addendumLink}`] : []),
      "",
      `Every document and addendum of the tender: ${input.tenderLink}`,
      `The tender closes ${input.closing}.`,
      ...tenderFooter(input),
    ].join("\n"),
  };
}

/** The closing date or time moved: what it was, what it is now. */
export function tenderClosingMovedEmail(input: TenderEmailInput & { was: string; now: string }): NewEmail {
  return {
    kind: "tender-closing-moved",
    to: input.to,
    subject: `New closing date for the tender “${input.tenderName}”`,
    text: [
      "Hello,",
      "",
      `The closing date of the ${input.hotelName} tender “${input.tenderName}” has changed.`,
      "",
      `It now closes ${input.now}.`,
      `(It was to close ${input.was}.)`,
      "",
      `The tender's documents and addenda: ${input.tenderLink}`,
      ...tenderFooter(input),
    ].join("\n"),
  };
}
