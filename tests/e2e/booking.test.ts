import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { api, createMember, MEMBER_PASSWORD } from "../support/api-client";
import { EMAIL_DELIVERY_MS } from "../support/eventually";
import { expectAccessible } from "../support/page-checks";
import { keepScreenshot, LAPTOP, logIn, PHONE, PHONE_AND_LAPTOP, useSiteInBrowser } from "../support/site-in-browser";
import { startSmtpInbox } from "../support/smtp-inbox";
import { reservationsWords } from "~/features/reservations/reservations-words";
import { reservationsStaffWords } from "~/features/reservations/reservations-staff-words";
import { fieldWords } from "~/platform/forms/field-words";

/** "Done when" of the booking issue: a guest on a phone books in under a minute, with and without JavaScript. */
const JOURNEY_LIMIT_MS = 60_000;

const REFERENCE = /RS-\d{4}-\d{4}/;

describe("a guest books a room from the home page's booking bar and staff confirm it", () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

  // The relay first: the site is given its address.
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox?.close();
  });

  // The demo hotel: its room types, inventory and nightly rates.
  const site = useSiteInBrowser({ demoContent: true, env: () => ({ SMTP_URL: inbox.url }) });

  const emailTo = async (address: string, subject: RegExp) => {
    await expect.poll(() => inbox.to(address).filter((m) => subject.test(m.subject)).length, { timeout: EMAIL_DELIVERY_MS }).toBe(1);
    return inbox.to(address).find((m) => subject.test(m.subject))!;
  };

  /** The viewport as it is, at the widths given (E2E_SCREENSHOT_DIR only): the booking bar is at the top of the home page. */
  async function keepViewport(page: Page, name: string) {
    const dir = process.env.E2E_SCREENSHOT_DIR;
    if (!dir) return;
    const before = page.viewportSize();
    for (const width of PHONE_AND_LAPTOP) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
    }
    if (before) await page.setViewportSize(before);
  }

  /**
   * Home page → booking bar (dates, 2 adults and a child) → /booking's answer → the Executive
   * Suite's request form → the reference on screen. Answers the reference and how long it took.
   */
  async function bookFromHome(page: Page, guest: { name: string; email: string }, arrival: string, shots: string | null) {
    const started = Date.now();
    await page.goto(`${site.url}/`);
    const bar = page.locator("form#book");
    await bar.getByLabel("Arrival").fill(arrival);
    await bar.getByLabel("Departure").fill(addDays(arrival, 2));
    await bar.getByLabel("Adults").selectOption("2");
    await bar.getByLabel("Children").selectOption("1");
    if (shots) await keepViewport(page, `${shots}-home-booking-bar`);
    await bar.getByRole("button", { name: "Check availability" }).click();

    await page.waitForURL((url) => url.pathname === "/booking");
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ arrival, departure: addDays(arrival, 2), adults: "2", children: "1" });
    // The answer is headed by the stay as the guest asked for it.
    await page.getByRole("heading", { name: /^\w{3} \d{1,2} \w{3}.* – .*\(2 nights\), 2 adults, 1 child$/, level: 2 }).waitFor();
    // The guest lands on the answer: the first room type's name and picture on the first screen, the search folded away.
    const firstResult = await page.locator("li.stay-result h3").first().boundingBox();
    expect(firstResult!.y + firstResult!.height).toBeLessThan(page.viewportSize()!.height);
    expect(await page.locator("details.stay-change").getAttribute("open")).toBeNull();
    const suite = page.locator("li.stay-result").filter({ has: page.getByRole("heading", { name: "Executive Suite", level: 3 }) });
    // Its picture, its price a night and what its rate includes (the demo's Executive Suite).
    await suite.getByText("a night", { exact: false }).first().waitFor();
    await suite.locator(".stay-inclusions").getByText("Airport transfer on arrival").waitFor();
    expect(await suite.locator("img.stay-result-media").count()).toBe(1);
    // Two nights at the demo's MWK 520,000, tax included: one suite sleeps the party.
    await suite.getByText("MWK 1,040,000").waitFor();
    if (shots) {
      await expectAccessible(page);
      await keepScreenshot(page, `${shots}-booking-results`, PHONE_AND_LAPTOP);
    }

    await suite.getByText("Request this room").click();
    await suite.getByLabel("Full name").fill(guest.name);
    await suite.getByLabel("Email").fill(guest.email);
    await suite.getByLabel("Phone").fill("+265 991 234 567");
    await suite.getByLabel("Special requests (optional)").fill("A cot for our daughter, please.");
    await suite.getByText(reservationsWords.t("en", "reservationNoPayment")).waitFor();
    if (shots) {
      await expectAccessible(page);
      await keepScreenshot(page, `${shots}-booking-form`, PHONE_AND_LAPTOP);
    }
    await suite.getByRole("button", { name: "Send request" }).click();

    const answer = page.locator(".stay-requested");
    await answer.getByText("Your reference:").waitFor();
    const reference = (await answer.locator("strong").textContent()) ?? "";
    const took = Date.now() - started;
    expect(reference).toMatch(REFERENCE);
    // What was asked for, said back: the room, the party, the price and where the details went.
    for (const text of ["1 × Executive Suite", "2 adults, 1 child", "MWK 1,040,000, paid at the hotel", guest.email]) await answer.getByText(text).first().waitFor();
    if (shots) {
      await expectAccessible(page);
      await keepScreenshot(page, `${shots}-booking-reference`, PHONE_AND_LAPTOP);
    }
    return { reference, took };
  }

  it("books at 390 px with JavaScript and without, each in under a minute; both emails arrive; staff confirm one and the guest is told", async () => {
    const settings = (await api(site.url, "/api/settings")).body.data as { email: string };
    const arrival = addDays(hotelDate(), 14);
    const stays: { reference: string; email: string }[] = [];

    for (const javaScriptEnabled of [true, false]) {
      const { page, errors } = await site.open({ viewport: PHONE, javaScriptEnabled });
      const guest = { name: "Tiwonge Phiri", email: `tiwonge-${javaScriptEnabled ? "js" : "plain"}@example.com` };
      const { reference, took } = await bookFromHome(page, guest, arrival, javaScriptEnabled ? "js" : null);
      expect(took, `${javaScriptEnabled ? "with" : "without"} JavaScript`).toBeLessThan(JOURNEY_LIMIT_MS);
      expect(errors).toEqual([]);

      const toGuest = await emailTo(guest.email, new RegExp(`^Your reservation request ${reference}$`));
      expect(toGuest.text).toContain("Room: 1 × Executive Suite");
      expect(toGuest.text).toContain("Guests: 2 adults, 1 child");
      expect(toGuest.text).toContain("Price: MWK 1,040,000");
      expect(toGuest.text).toMatch(/To cancel, open: https?:\/\/\S+\/booking\/cancel\/\S+/);
      const toReservations = await emailTo(settings.email, new RegExp(`^New reservation request ${reference}: Executive Suite, ${arrival}$`));
      expect(toReservations.replyTo).toContain(guest.email);
      stays.push({ reference, email: guest.email });
    }
    expect(stays[0]!.reference).not.toBe(stays[1]!.reference);

    // Staff confirm the request made with JavaScript on the Reservations screen.
    const { page, errors } = await site.open({ viewport: LAPTOP });
    await logIn(page, { at: `${site.url}/login?redirectTo=%2Freservations%3Fstatus%3Drequested`, heading: "Reservations" });
    const request = page.getByRole("article", { name: new RegExp(stays[0]!.reference) });
    await request.getByText("Tiwonge Phiri").waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, "reservations-requested", PHONE_AND_LAPTOP);
    await request.getByRole("button", { name: "Confirm" }).click();
    await page.getByRole("status").getByText(reservationsStaffWords.t("en", "reservationConfirmed")).waitFor();
    await page.goto(`${site.url}/reservations`);
    await page.getByRole("article", { name: new RegExp(stays[0]!.reference) }).getByText("Confirmed", { exact: true }).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, "reservations-all", PHONE_AND_LAPTOP);
    expect(errors).toEqual([]);

    const confirmation = await emailTo(stays[0]!.email, new RegExp(`^Your reservation ${stays[0]!.reference} is confirmed$`));
    expect(confirmation.text).toContain("No payment is taken: you pay at the hotel.");
    expect(confirmation.text).toMatch(/To cancel, open: https?:\/\/\S+\/booking\/cancel\/\S+/);
    // The other request is still waiting: nobody was told anything about it yet.
    expect(inbox.to(stays[1]!.email).map((m) => m.subject)).toEqual([`Your reservation request ${stays[1]!.reference}`]);
  });

  it("sends a request with a mistake back with the guest's search, results, typed fields and the field's message, without JavaScript", async () => {
    const { page } = await site.open({ viewport: PHONE, javaScriptEnabled: false });
    const arrival = addDays(hotelDate(), 30);
    await page.goto(`${site.url}/booking?arrival=${arrival}&departure=${addDays(arrival, 1)}&adults=1&children=0`);
    const king = page.locator("li.stay-result").filter({ has: page.getByRole("heading", { name: "Classic King", level: 3 }) });
    await king.getByText("Request this room").click();
    await king.getByLabel("Full name").fill("Chisomo Banda");
    await king.getByLabel("Email").fill("chisomo@example.com");
    // Two characters pass the browser's own check (required); the server refuses them.
    await king.getByLabel("Phone").fill("12");
    await king.getByRole("button", { name: "Send request" }).click();
    await page.getByRole("alert").first().waitFor();
    const again = page.locator("li.stay-result").filter({ has: page.getByRole("heading", { name: "Classic King", level: 3 }) });
    await again.getByText(fieldWords.t("en", "phoneInvalid")).waitFor();
    expect(await again.getByLabel("Full name").inputValue()).toBe("Chisomo Banda");
    expect(await again.getByLabel("Phone").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("Arrival").inputValue()).toBe(arrival);
  });

  it("shows /booking before a search, and passes axe there, at 390 and 1280 px", async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, errors } = await site.open({ viewport });
      await page.goto(`${site.url}/booking`);
      await page.getByRole("heading", { name: "Find a room", level: 2 }).waitFor();
      await expectAccessible(page);
      expect(errors).toEqual([]);
    }
    const { page } = await site.open({ viewport: PHONE });
    await page.goto(`${site.url}/booking`);
    // A first visit opens on the hotel's splash for a moment: the page is what comes after it.
    await page.waitForFunction(() => !document.documentElement.hasAttribute("data-splash"));
    await keepScreenshot(page, "booking-empty", PHONE_AND_LAPTOP);
    // The accommodation page's own booking bar, under its title.
    await page.goto(`${site.url}/accomodationService`);
    await page.locator("form#book").getByLabel("Children").waitFor();
    await expectAccessible(page);
    await page.locator("form#book").evaluate((form) => form.scrollIntoView({ block: "start" }));
    await keepViewport(page, "accommodation-booking-bar");
  });

  it("lets a signed-in member find the stay on /dashboard and cancel it there, on a phone", async () => {
    const member = await createMember(site.url);
    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/login`, as: { email: member.email, password: MEMBER_PASSWORD } });
    const arrival = addDays(hotelDate(), 21);
    await page.goto(`${site.url}/booking?arrival=${arrival}&departure=${addDays(arrival, 3)}&adults=2&children=0`);
    const king = page.locator("li.stay-result").filter({ has: page.getByRole("heading", { name: "Classic King", level: 3 }) });
    await king.getByText("Request this room").click();
    // Signed in: the name and email are already there.
    expect(await king.getByLabel("Email").inputValue()).toBe(member.email);
    await king.getByLabel("Phone").fill("0999 123 456");
    await king.getByRole("button", { name: "Send request" }).click();
    const reference = (await page.locator(".stay-requested strong").textContent()) ?? "";
    expect(reference).toMatch(REFERENCE);

    await page.goto(`${site.url}/dashboard`);
    const mine = page.getByRole("region", { name: "My reservations" });
    await mine.getByText(reference, { exact: true }).waitFor();
    await mine.getByText("Awaiting confirmation").waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, "dashboard-reservation", PHONE_AND_LAPTOP);
    await mine.getByText("Cancel this reservation").click();
    await mine.getByRole("button", { name: `Yes, cancel ${reference}` }).click();
    await mine.getByRole("status").getByText(reservationsWords.t("en", "reservationCancelled", { reference })).waitFor();
    await mine.getByText("Cancelled", { exact: true }).waitFor();
    await expect.poll(() => mine.getByRole("button", { name: `Yes, cancel ${reference}` }).count()).toBe(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await emailTo(member.email, new RegExp(`^Your reservation ${reference} is cancelled$`));
  });
});
