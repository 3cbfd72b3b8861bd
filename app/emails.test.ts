import { describe, expect, it } from "vitest";
import { emailLink, storedLanguage } from "~/platform/email/email-layout";
import type { NewEmail } from "~/platform/email/outbox.server";
import { emailsIn, hotelName, STAFF_EMAILS } from "../tests/support/email-samples";
import english from "./english-emails.fixture.json";

/*
 * Every email the site sends (each feature writes its own, decision 046), composed from fixed
 * facts. In English each must read exactly as it did before the emails learnt Chichewa (the
 * fixture was written by the English-only composer; since then only a stay's and an event's days
 * changed, to "Thu 10 Dec 2026"); in Chichewa each guest email must be another text, with
 * nothing left unfilled.
 */

/** What the fixture holds of an email: everything but its HTML part (email-html.test.ts reads that). */
const textPart = ({ html: _html, ...rest }: NewEmail) => rest;

describe("emails", () => {
  const inEnglish = emailsIn("en");
  const inChichewa = emailsIn("ny");

  for (const name of Object.keys(english) as (keyof typeof english)[]) {
    it(`${name} reads in English as it always did`, () => {
      expect(textPart(inEnglish[name])).toEqual(english[name]);
    });
    it(`${name} is ${STAFF_EMAILS.has(name) ? "English for staff" : "written in Chichewa for a Chichewa guest"}`, () => {
      const email: NewEmail = inChichewa[name];
      expect(email.kind).toBe(english[name].kind);
      expect(email.to).toBe(english[name].to);
      if (STAFF_EMAILS.has(name)) {
        expect(email).toEqual(english[name]);
        expect(email.html).toBeUndefined();
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
