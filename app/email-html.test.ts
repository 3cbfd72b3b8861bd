import { describe, expect, it } from "vitest";
import { emailHotel } from "~/platform/email/email-layout";
import { escapeHtml } from "~/platform/email/email-html";
import type { NewEmail } from "~/platform/email/outbox.server";
import { reservationRequestedEmail, reservationStatusEmail } from "~/features/reservations/reservations.emails";
import { emailsIn, picture, sampleHotel, STAFF_EMAILS } from "../tests/support/email-samples";

/*
 * The HTML part of every guest email (decision 056), in both languages: the document speaks the
 * guest's language, carries no script or outside stylesheet, escapes every text, makes the
 * email's own addresses links and ends with the hotel's footer. The wording itself is
 * app/emails.test.ts's.
 */
const LANGUAGES = ["en", "ny"] as const;

/** Every address the text part gives, as the HTML must link it. */
const addressesIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s]+/g)].map((match) => match[0].replace(/[.,;:)]+$/, ""));

describe.each(LANGUAGES)("guest emails' HTML in %s", (language) => {
  const emails = emailsIn(language);
  const guestEmails = Object.entries(emails).filter(([name]) => !STAFF_EMAILS.has(name)) as [string, NewEmail][];

  it("has every guest email, and no staff email, with an HTML part", () => {
    expect(guestEmails.length).toBeGreaterThanOrEqual(20);
    for (const [name, email] of Object.entries(emails) as [string, NewEmail][]) expect(email.html === undefined, name).toBe(STAFF_EMAILS.has(name));
  });

  it.each(guestEmails)("%s is a self-contained document in the guest's language", (_name, email) => {
    const html = email.html ?? "";
    expect(html.startsWith("<!DOCTYPE html>\n")).toBe(true);
    expect(html).toContain(`<html lang="${language}" dir="ltr">`);
    expect(html).toContain(`<title>${escapeHtml(email.subject)}</title>`);
    expect(html).not.toMatch(/<script|<link|<style|@import|url\(|javascript:|<iframe|<form/i);
    // Every src is an absolute https address (the room's picture): nothing the mail client must resolve.
    for (const [, src] of html.matchAll(/src="([^"]*)"/g)) expect(src).toMatch(/^https:\/\//);
  });

  it.each(guestEmails)("%s says its text's paragraphs and links every address it gives", (_name, email) => {
    const html = email.html ?? "";
    const firstParagraph = email.text.split("\n\n")[1]?.split("\n")[0] ?? "";
    expect(firstParagraph).not.toBe("");
    if (!/https?:\/\//.test(firstParagraph)) expect(html).toContain(escapeHtml(firstParagraph));
    for (const address of addressesIn(email.text)) expect(html).toContain(`<a href="${escapeHtml(address)}"`);
  });

  it.each(guestEmails)("%s ends with the hotel's footer, its address escaped", (_name, email) => {
    const html = email.html ?? "";
    expect(html).toContain("Presidential Way, City Centre &amp; &lt;Gardens&gt;, Lilongwe 3, Malawi");
    expect(html).not.toContain("<Gardens>");
    expect(html).toContain('<a href="tel:+2651774000"');
    expect(html).toContain('<a href="mailto:reservations@hotel.example"');
    expect(html).toContain(`<a href="${escapeHtml(sampleHotel.mapLink)}"`);
  });

  it("puts a reservation's stay in a table with its picture and a cancel button", () => {
    const html = emails.reservationRequested.html ?? "";
    const table = html.slice(html.indexOf("<table width=\"100%\""), html.indexOf("</table>", html.indexOf("<caption")));
    expect(table).toContain("<caption");
    expect(table.match(/<th scope="row"/g)).toHaveLength(6);
    expect(table).toContain(">RS-2026-0042</td>");
    expect(table).toContain(language === "en" ? ">Thu 10 Dec 2026</td>" : ">Lachinayi 10 Disembala 2026</td>");
    expect(html).toContain(`<img src="${picture.src}" width="536" height="357" alt="Deluxe King"`);
    const cancel = language === "en" ? "Cancel this reservation" : "Letsani reservation iyi";
    expect(html).toMatch(new RegExp(`<a href="https://hotel\\.example/booking/cancel/tok" style="display:inline-block;[^"]*">${cancel}</a>`));
    expect(emails.reservationConfirmed.html).toMatch(/<a href="https:\/\/hotel\.example\/booking\/cancel\/tok2" style="display:inline-block;/);
    // Declined and cancelled stays have nothing to cancel, and no picture was given.
    for (const email of [emails.reservationDeclined, emails.reservationCancelled]) {
      expect(email.html).not.toContain("booking/cancel");
      expect(email.html).not.toContain("<img");
      expect(email.html).toContain("<caption");
    }
  });

  it("keeps what a guest typed as text: a name or a request is never markup, and a typed address never a link", () => {
    const facts = {
      reference: "RS-2026-0043", guestName: "<b>x</b>", email: "x@example.com", phone: "0991", roomName: 'Suite "Royal" <i>', arrival: "2026-12-10",
      departure: "2026-12-11", nights: 1, adults: 1, children: 0, rooms: 1, total: "MWK 380,000", discountPercent: 0,
      specialRequests: "<script>alert(1)</script> see https://evil.example/claim & <img src=x onerror=alert(1)>",
      picture: { ...picture, src: 'https://hotel.example/media/a.jpg" onerror="alert(1)' },
    };
    const hotel = { ...sampleHotel, name: "Hotel <Grand> & Spa" };
    for (const email of [reservationRequestedEmail({ facts, language, hotel, cancelLink: "https://hotel.example/booking/cancel/t?a=1&b=2" }), reservationStatusEmail({ facts, language, hotel, status: "declined", reason: "<em>Full</em>" })]) {
      const html = email.html ?? "";
      expect(html).toContain("&lt;b&gt;x&lt;/b&gt;");
      expect(html).not.toMatch(/<b>|<i>|<em>|<script|<img src=x|onerror="/);
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(html).toContain("Suite &quot;Royal&quot; &lt;i&gt;");
      expect(html).toContain("Hotel &lt;Grand&gt; &amp; Spa");
      expect(html).not.toContain('href="https://evil.example');
    }
    const requested = reservationRequestedEmail({ facts, language, hotel, cancelLink: "https://hotel.example/booking/cancel/t?a=1&b=2" }).html ?? "";
    expect(requested).toContain('<a href="https://hotel.example/booking/cancel/t?a=1&amp;b=2"');
  });
});

describe("the hotel in an email's footer", () => {
  it("comes from the site settings, with a map search for the address", () => {
    const hotel = emailHotel({ hotelName: "Umodzi Park", address: "Presidential Way, Lilongwe 3 & Co", phone24h: "+265 1 774 000", email: "r@umodzi.example" });
    expect(hotel).toEqual({
      name: "Umodzi Park",
      address: "Presidential Way, Lilongwe 3 & Co",
      phone: "+265 1 774 000",
      email: "r@umodzi.example",
      mapLink: "https://www.google.com/maps/search/?api=1&query=Presidential%20Way%2C%20Lilongwe%203%20%26%20Co",
    });
    expect(emailHotel({ hotelName: "H", address: " ", phone24h: "", email: "" }).mapLink).toBe("");
  });
});
