/**
 * Every email the site sends, composed from fixed facts in one language: what the wording test
 * (app/emails.test.ts) and the HTML tests read. Each guest email's hotel is the same sample,
 * with an address that needs escaping.
 */
import { welcomeEmail, passwordResetEmail } from "~/platform/auth/account.emails";
import { applicationForHrEmail, applicationReceivedEmail } from "~/features/job-applications/job-applications.emails";
import type { EmailHotel } from "~/platform/email/email-layout";
import type { Language } from "~/platform/i18n/language";
import { contactMessageEmail } from "~/features/contacts/contacts.emails";
import { eventRequestForSalesEmail, eventRequestReceivedEmail } from "~/features/event-requests/event-requests.emails";
import { newsletterConfirmationEmail } from "~/features/newsletter/newsletter.emails";
import { emailAlreadyInUseEmail, emailChangeConfirmEmail, emailChangedEmail, emailVerifyEmail } from "~/features/profile/email-change.emails";
import * as reservations from "~/features/reservations/reservations.emails";
import { tenderAddendumEmail, tenderClosingMovedEmail, tenderFollowConfirmEmail } from "~/features/tenders/tenders.emails";
import { vipEmail } from "~/features/vip/vip.emails";
import { callbackEmail } from "~/features/callbacks/callbacks.server";
import { depositPaidForStaffEmail, depositReceiptEmail, depositRefundDueForStaffEmail, depositReleasedEmail, depositReleasedForStaffEmail, depositReminderEmail, depositUnpaidForStaffEmail } from "~/features/payments/payments.emails";
import { hotelDateTime } from "~/lib/dates";

export const hotelName = "Lilongwe Grand Hotel";
export const sampleHotel: EmailHotel = {
  name: hotelName,
  address: "Presidential Way, City Centre & <Gardens>, Lilongwe 3, Malawi",
  phone: "+265 1 774 000",
  email: "reservations@hotel.example",
  mapLink: "https://www.google.com/maps/search/?api=1&query=Presidential%20Way",
};
const reservation = (over: Partial<reservations.ReservationEmailFacts> = {}): reservations.ReservationEmailFacts => ({
  reference: "RS-2026-0042", guestName: "Chisomo Banda", email: "chisomo@example.com", phone: "0991234567", roomName: "Deluxe King",
  arrival: "2026-12-10", departure: "2026-12-12", nights: 2, adults: 2, children: 1, rooms: 1, total: "MWK 760,000",
  discountPercent: 10, specialRequests: "A quiet room, please.\nLate arrival.", ...over,
});
const single = reservation({ nights: 1, adults: 1, children: 0, rooms: 2, discountPercent: 0, specialRequests: "", departure: "2026-12-11" });
const event = (over: Record<string, unknown> = {}) => ({
  reference: "EV-2026-0007", eventName: "Annual Farmers' Meeting", startDate: "2026-11-03", endDate: "2026-11-05", eventType: "conference", attendees: 120,
  numRooms: 30 as number | null, serviceType: "PA System", space: "theatre", other: "Projector", additionalInfo: "Lunch for 120.", firstName: "Thoko", lastName: "Phiri",
  email: "thoko@example.com", phone: "0888123456", hasAttachment: true, ...over,
});
const eventPlain = event({ endDate: "2026-11-03", numRooms: null, other: "", additionalInfo: "", hasAttachment: false, serviceType: "No", eventType: "seminar", space: "rounds" });
const closesAt = "2027-01-12T10:00:00.000Z";
/** A room type's picture as the media pipeline addresses it. */
export const picture = { src: "https://hotel.example/media/3f9a-1200.jpg", width: 1600, height: 1067 };

/** Emails to the hotel's own inboxes: English whatever the guest's language, and plain text only. */
export const STAFF_EMAILS = new Set(["contactMessage", "eventSales", "eventSalesPlain", "reservationStaff", "reservationCancelledStaff", "jobApplicationHr", "depositPaidStaff", "depositRefundDueStaff", "depositUnpaidStaff", "depositReleasedStaff"]);

/** A deposit paid online, as its receipt and the reservations address's note tell it. */
const deposit = {
  reference: "RS-2026-0042", guestName: "Chikondi Banda", email: "chikondi@example.com", phone: "+265 991 234 567",
  amount: 228_000, currency: "MWK", providerRef: "10000000042", method: "Mobile Money · Airtel Money", paidAt: "2026-12-01T09:15:00.000Z", balanceMwk: 532_000,
};

/** A deposit whose time to pay passed, as the reminder, the release and the notes to staff tell it. */
const unpaid = { reference: "RS-2026-0042", guestName: "Chikondi Banda", email: "chikondi@example.com", phone: "+265 991 234 567", amountMwk: 228_000, dueBy: "2026-12-05T09:15:00.000Z" };

/** A job application, as both of its emails tell it. */
const application = { vacancyName: "Front Office Supervisor", reference: "V-7", name: "Chisomo Banda", email: "chisomo@example.com", phone: "+265 991 234 567", coverNote: "Four years at a lodge's front desk." };

/** Every email by its name in english-emails.fixture.json. */
export function emailsIn(language: Language) {
  const guest = { language, hotel: sampleHotel };
  const vip = { ...guest, to: "mercy@example.com", name: "Mrs Mercy Chirwa" };
  const tender = { ...guest, to: "bids@crockery.example", tenderName: "Supply of crockery", tenderLink: "https://hotel.example/Tender/3", unsubscribeLink: "https://hotel.example/tender-unfollow/tok" };
  return {
    welcome: welcomeEmail({ ...guest, to: "a@example.com", name: "Chisomo Banda" }),
    passwordReset: passwordResetEmail({ ...guest, to: "a@example.com", name: "Chisomo Banda", link: "https://hotel.example/reset-password/tok?email=a%40example.com", minutes: 60 }),
    emailChangeConfirm: emailChangeConfirmEmail({ ...guest, to: "new@example.com", name: "Chisomo Banda", link: "https://hotel.example/confirm-email/tok", minutes: 60 }),
    emailAlreadyInUse: emailAlreadyInUseEmail({ ...guest, to: "taken@example.com", forgotLink: "https://hotel.example/forgetPassword" }),
    emailVerify: emailVerifyEmail({ ...guest, to: "own@example.com", name: "Chisomo Banda", link: "https://hotel.example/confirm-email/tok", minutes: 60 }),
    emailChanged: emailChangedEmail({ ...guest, to: "old@example.com", name: "Chisomo Banda", newEmail: "new@example.com" }),
    contactMessage: contactMessageEmail({ hotelEmail: "info@hotel.example", hotelName, guest: { name: "Ann", email: "ann@example.com", phonenumber: "0999", message: "Hello\nthere" } }),
    eventReceived: eventRequestReceivedEmail({ ...guest, facts: event(), phone: "+265 1 234 567", whatsappLink: "https://wa.me/265999?text=Hi" }),
    eventReceivedPlain: eventRequestReceivedEmail({ ...guest, facts: eventPlain, phone: "+265 1 234 567", whatsappLink: null }),
    eventSales: eventRequestForSalesEmail({ facts: event(), salesEmail: "sales@hotel.example", hotelName }),
    eventSalesPlain: eventRequestForSalesEmail({ facts: eventPlain, salesEmail: "sales@hotel.example", hotelName }),
    newsletter: newsletterConfirmationEmail({ ...guest, to: "reader@example.com", confirmLink: "https://hotel.example/newsletter/confirm/tok", unsubscribeLink: "https://hotel.example/newsletter/unsubscribe/u" }),
    vipApproved: vipEmail({ ...vip, kind: "approved", expires: "2027-11-23" }),
    vipRejected: vipEmail({ ...vip, kind: "rejected", note: "Passport unreadable" }),
    vipRejectedNoNote: vipEmail({ ...vip, kind: "rejected", note: "" }),
    vipRenewalApproved: vipEmail({ ...vip, kind: "renewal-approved", expires: "2028-11-23" }),
    vipRenewalRejected: vipEmail({ ...vip, kind: "renewal-rejected", note: "Unpaid bills" }),
    vipRenewalRejectedNoNote: vipEmail({ ...vip, kind: "renewal-rejected", note: "" }),
    vipExpiring: vipEmail({ ...vip, kind: "expiring", expires: "2031-06-20" }),
    vipReceived: vipEmail({ ...vip, kind: "received" }),
    reservationRequested: reservations.reservationRequestedEmail({ ...guest, facts: reservation({ picture }), cancelLink: "https://hotel.example/booking/cancel/tok" }),
    reservationRequestedSingle: reservations.reservationRequestedEmail({ ...guest, facts: single, cancelLink: "https://hotel.example/booking/cancel/tok" }),
    reservationStaff: reservations.reservationForStaffEmail({ facts: reservation(), to: "reservations@hotel.example", hotelName }),
    reservationConfirmed: reservations.reservationStatusEmail({ ...guest, facts: reservation(), status: "confirmed", cancelLink: "https://hotel.example/booking/cancel/tok2" }),
    reservationRequestedDeposit: reservations.reservationRequestedEmail({ ...guest, facts: reservation(), cancelLink: "https://hotel.example/booking/cancel/tok", deposit: { amount: "MWK 228,000" } }),
    reservationConfirmedDeposit: reservations.reservationStatusEmail({
      ...guest, facts: reservation(), status: "confirmed", cancelLink: "https://hotel.example/booking/cancel/tok2",
      deposit: { amount: "MWK 228,000", dueBy: hotelDateTime("2026-12-03T09:15:00.000Z", language), payLink: "https://hotel.example/booking/cancel/tok2" },
    }),
    depositReceipt: depositReceiptEmail({ ...guest, facts: deposit }),
    depositReceiptUsd: depositReceiptEmail({ ...guest, facts: { ...deposit, amount: 131, currency: "USD", method: "Card · Visa" } }),
    depositPaidStaff: depositPaidForStaffEmail({ facts: deposit, to: "reservations@hotel.example" }),
    depositReminder: depositReminderEmail({ ...guest, facts: unpaid, payLink: "https://hotel.example/booking/cancel/tok3" }),
    depositUnpaidStaff: depositUnpaidForStaffEmail({ facts: unpaid, remindedAt: "2026-12-03T09:15:00.000Z", to: "reservations@hotel.example" }),
    depositReleased: depositReleasedEmail({ ...guest, facts: unpaid }),
    depositReleasedStaff: depositReleasedForStaffEmail({ facts: unpaid, to: "reservations@hotel.example" }),
    reservationDeclined: reservations.reservationStatusEmail({ ...guest, facts: single, status: "declined", reason: "Fully booked" }),
    reservationCancelled: reservations.reservationStatusEmail({ ...guest, facts: reservation(), status: "cancelled" }),
    reservationCancelledRefund: reservations.reservationStatusEmail({
      ...guest,
      facts: reservation(),
      status: "cancelled",
      depositOnCancellation: { kind: "refundDue", amount: "MWK 228,000", method: "Airtel Money", withinDays: 14 },
    }),
    reservationCancelledDepositKept: reservations.reservationStatusEmail({ ...guest, facts: reservation(), status: "cancelled", depositOnCancellation: { kind: "kept", amount: "MWK 228,000", refundableDays: 7 } }),
    depositRefundDueStaff: depositRefundDueForStaffEmail({
      facts: { reference: "R-2612-ABCD", guestName: "Chikondi Banda", email: "guest@example.com", phone: "+265 991 234 567", amount: "MWK 228,000", method: "Mobile Money · Airtel Money" },
      to: "reservations@hotel.example",
    }),
    reservationCancelledStaff: reservations.reservationCancelledForStaffEmail({ facts: reservation(), to: "reservations@hotel.example", hotelName, wasConfirmed: true }),
    tenderFollowConfirm: tenderFollowConfirmEmail({ ...tender, confirmLink: "https://hotel.example/tender-follow/confirm/tok", closesAt }),
    tenderAddendum: tenderAddendumEmail({ ...tender, addendumTitle: "Addendum 1: quantities", postedAt: "2027-01-03T08:00:00.000Z", addendumLink: "https://hotel.example/files/a.pdf", closesAt }),
    tenderAddendumNoFile: tenderAddendumEmail({ ...tender, addendumTitle: "Addendum 2", postedAt: "2027-01-03T08:00:00.000Z", addendumLink: null, closesAt }),
    callback: callbackEmail({ ...guest, to: "caller@example.com", name: "Chisomo Banda", phone: "+265 991 234 567", callAt: "2026-12-10T08:30:00.000Z", hotelPhone: "+265 1 774 000" }),
    tenderClosingMoved: tenderClosingMovedEmail({ ...tender, was: closesAt, now: "2027-01-19T13:30:00.000Z" }),
    jobApplicationReceived: applicationReceivedEmail({ ...guest, facts: application }),
    jobApplicationHr: applicationForHrEmail({
      facts: application, hrEmail: "careers@hotel.example", hotelName, origin: "https://hotel.example",
      cvPath: "/staff-files/3f9a.pdf/CV%20Chisomo%20Banda%20V-7.pdf", acknowledgementWithheld: false,
    }),
  };
}

