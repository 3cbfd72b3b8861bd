import { describe, expect, it } from "vitest";
import { welcomeEmail, passwordResetEmail } from "~/platform/auth/account.emails";
import { emailLink, storedLanguage } from "~/platform/email/email-layout";
import type { NewEmail } from "~/platform/email/outbox.server";
import type { Language } from "~/platform/i18n/language";
import { contactMessageEmail } from "~/features/contacts/contacts.emails";
import { eventRequestForSalesEmail, eventRequestReceivedEmail } from "~/features/event-requests/event-requests.emails";
import { newsletterConfirmationEmail } from "~/features/newsletter/newsletter.emails";
import { emailAlreadyInUseEmail, emailChangeConfirmEmail, emailChangedEmail } from "~/features/profile/email-change.emails";
import * as reservations from "~/features/reservations/reservations.emails";
import { tenderAddendumEmail, tenderClosingMovedEmail, tenderFollowConfirmEmail } from "~/features/tenders/tenders.emails";
import { vipEmail } from "~/features/vip/vip.emails";
import english from "./english-emails.fixture.json";

/*
 * Every email the site sends (each feature writes its own, decision 046), composed from fixed
 * facts. In English each must read exactly as it did before the emails learnt Chichewa (the
 * fixture was written by the English-only composer; since then only a stay's and an event's days
 * changed, to "Thu 10 Dec 2026"); in Chichewa each guest email must be another text, with
 * nothing left unfilled.
 */
const hotelName = "Lilongwe Grand Hotel";
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

function emailsIn(language: Language): Record<keyof typeof english, NewEmail> {
  const guest = { language, hotelName };
  const vip = { ...guest, to: "mercy@example.com", name: "Mrs Mercy Chirwa" };
  const tender = { ...guest, to: "bids@crockery.example", tenderName: "Supply of crockery", tenderLink: "https://hotel.example/Tender/3", unsubscribeLink: "https://hotel.example/tender-unfollow/tok" };
  return {
    welcome: welcomeEmail({ ...guest, to: "a@example.com", name: "Chisomo Banda" }),
    passwordReset: passwordResetEmail({ ...guest, to: "a@example.com", name: "Chisomo Banda", link: "https://hotel.example/reset-password/tok?email=a%40example.com", minutes: 60 }),
    emailChangeConfirm: emailChangeConfirmEmail({ ...guest, to: "new@example.com", name: "Chisomo Banda", link: "https://hotel.example/confirm-email/tok", minutes: 60 }),
    emailAlreadyInUse: emailAlreadyInUseEmail({ ...guest, to: "taken@example.com", forgotLink: "https://hotel.example/forgetPassword" }),
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
    reservationRequested: reservations.reservationRequestedEmail({ ...guest, facts: reservation(), cancelLink: "https://hotel.example/booking/cancel/tok" }),
    reservationRequestedSingle: reservations.reservationRequestedEmail({ ...guest, facts: single, cancelLink: "https://hotel.example/booking/cancel/tok" }),
    reservationStaff: reservations.reservationForStaffEmail({ facts: reservation(), to: "reservations@hotel.example", hotelName }),
    reservationConfirmed: reservations.reservationStatusEmail({ ...guest, facts: reservation(), status: "confirmed", cancelLink: "https://hotel.example/booking/cancel/tok2" }),
    reservationDeclined: reservations.reservationStatusEmail({ ...guest, facts: single, status: "declined", reason: "Fully booked" }),
    reservationCancelled: reservations.reservationStatusEmail({ ...guest, facts: reservation(), status: "cancelled" }),
    tenderFollowConfirm: tenderFollowConfirmEmail({ ...tender, confirmLink: "https://hotel.example/tender-follow/confirm/tok", closesAt }),
    tenderAddendum: tenderAddendumEmail({ ...tender, addendumTitle: "Addendum 1: quantities", postedAt: "2027-01-03T08:00:00.000Z", addendumLink: "https://hotel.example/files/a.pdf", closesAt }),
    tenderAddendumNoFile: tenderAddendumEmail({ ...tender, addendumTitle: "Addendum 2", postedAt: "2027-01-03T08:00:00.000Z", addendumLink: null, closesAt }),
    tenderClosingMoved: tenderClosingMovedEmail({ ...tender, was: closesAt, now: "2027-01-19T13:30:00.000Z" }),
  };
}

/** Emails to the hotel's own inboxes: English whatever the guest's language. */
const STAFF_EMAILS = new Set(["contactMessage", "eventSales", "eventSalesPlain", "reservationStaff"]);

describe("emails", () => {
  const inEnglish = emailsIn("en");
  const inChichewa = emailsIn("ny");

  for (const name of Object.keys(english) as (keyof typeof english)[]) {
    it(`${name} reads in English as it always did`, () => {
      expect(inEnglish[name]).toEqual(english[name]);
    });
    it(`${name} is ${STAFF_EMAILS.has(name) ? "English for staff" : "written in Chichewa for a Chichewa guest"}`, () => {
      const email = inChichewa[name];
      expect(email.kind).toBe(english[name].kind);
      expect(email.to).toBe(english[name].to);
      if (STAFF_EMAILS.has(name)) {
        expect(email).toEqual(english[name]);
        return;
      }
      expect(email.subject).not.toBe(english[name].subject);
      expect(email.text).not.toBe(english[name].text);
      expect(email.text).not.toMatch(/[{}]/);
      expect(email.text).toContain(hotelName);
    });
  }

  it("writes Chichewa dates with Chichewa month and weekday names", () => {
    expect(inChichewa.vipApproved.text).toContain("mpaka 23 Novembala 2027.");
    expect(inChichewa.tenderClosingMoved.text).toContain("Tsopano itseka Lachiwiri 19 Januwale 2027 nthawi ya 15:30 (nthawi ya ku Lilongwe).");
    expect(inChichewa.tenderAddendum.text).toContain("zaikidwa pa 3 Januwale 2027:");
    expect(inChichewa.reservationRequested.text).toContain("Kufika: Lachinayi 10 Disembala 2026\nKunyamuka: Loweruka 12 Disembala 2026 (mausiku 2)");
    expect(inChichewa.eventReceived.text).toContain("Masiku: Lachiwiri 3 Novembala 2026 mpaka Lachinayi 5 Novembala 2026");
    expect(inChichewa.reservationRequestedSingle.text).toContain("Alendo: wamkulu 1\n");
    expect(inChichewa.reservationRequested.text).toContain("Alendo: akuluakulu 2, mwana 1\n");
  });

  it("points a Chichewa email's links at the /ny/ pages, and leaves files and other sites alone", () => {
    expect(emailLink("https://hotel.example", "/booking/cancel/abc", "ny")).toBe("https://hotel.example/ny/booking/cancel/abc");
    expect(emailLink("https://hotel.example", "/reset-password/t?email=a%40b.mw", "ny")).toBe("https://hotel.example/ny/reset-password/t?email=a%40b.mw");
    expect(emailLink("https://hotel.example", "/booking/cancel/abc", "en")).toBe("https://hotel.example/booking/cancel/abc");
    expect(emailLink(null, "/newsletter-confirm/t", "ny")).toBe("/ny/newsletter-confirm/t");
    expect(emailLink("https://hotel.example", "/files/a.pdf", "ny")).toBe("https://hotel.example/files/a.pdf");
  });

  it("reads a stored language, English for anything it does not know", () => {
    expect(storedLanguage("ny")).toBe("ny");
    expect(storedLanguage("en")).toBe("en");
    expect(storedLanguage("fr")).toBe("en");
    expect(storedLanguage(null)).toBe("en");
  });
});
