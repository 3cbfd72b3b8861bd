import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { api, loginAsStaff } from "../support/api-client";
import { EMAIL_DELIVERY_MS, eventually } from "../support/eventually";
import { type RunningServer, startServer } from "../support/start-server";
import { startSmtpInbox } from "../support/smtp-inbox";
import { siteChrome } from "~/components/site-chrome-catalog";
import { publicParts } from "~/components/public/public-parts-catalog";
import { newsletterWords } from "~/features/newsletter/newsletter-words";

/**
 * The emails guests' own actions send (DECISIONS §6, §7), read from a real SMTP server:
 * an event request's acknowledgement to the guest and its copy to the sales inbox, and the
 * newsletter's confirmation (double opt-in) with its unsubscribe link.
 */
const inDays = (days: number) => hotelDate(new Date(Date.now() + days * 86_400_000));
const tag = () => randomUUID().slice(0, 8);

function eventRequest(t: string) {
  return {
    eventName: `Tobacco Growers Forum ${t}`,
    eventDatesS: inDays(20),
    eventDatesE: inDays(21),
    eventType: "seminar",
    numRooms: "4",
    Attendees: "120",
    serviceType: "PA System",
    space: "SchoolRooms",
    firstName: "Thoko",
    lastName: "Mwale",
    contactEmail: `thoko-${t}@example.com`,
    phoneNumber: "+265 888 765 432",
    additionalInfo: "Vegetarian lunch for 30.",
  };
}

/** The first link in `text` whose path starts with `prefix`. */
function linkIn(text: string, prefix: string): string {
  const link = text.match(new RegExp(`https?://\\S+${prefix}/\\S+`))?.[0];
  if (!link) throw new Error(`no ${prefix} link in:\n${text}`);
  return link;
}

/** Posts a page's button form as a browser on the site would. */
const pressButton = (link: string, body = "") =>
  fetch(link, { method: "POST", headers: { origin: new URL(link).origin, "content-type": "application/x-www-form-urlencoded" }, body });

describe.each(["sqlite", "postgres"] as const)("emails guests cause, on %s", (engine) => {
  let server: RunningServer;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startServer({
      engine,
      env: { SEED_DEMO: "false", SMTP_URL: inbox.url, RATE_LIMITS: JSON.stringify({ publicForms: { limit: 1000, windowSeconds: 600 } }) },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await inbox?.close();
  });

  /**
   * Waits until an email queued now has reached the relay. The outbox sends what is due oldest
   * first, one email after the other (deliverDueEmails), so by then every email queued before it
   * has arrived too: one that has not was never sent. The email is a newsletter confirmation to
   * an address of its own.
   */
  async function laterEmailArrived() {
    const later = `later-${tag()}@example.com`;
    expect((await api(server.url, "/api/newsletter", { method: "POST", body: JSON.stringify({ newsletter: later }) })).status).toBe(201);
    await eventually(`the confirmation to ${later}`, async () => inbox.to(later).length, (count) => count > 0, { withinMs: EMAIL_DELIVERY_MS });
  }

  it("acknowledges an event request to the guest with its reference, and copies the hotel when no sales inbox is set", async () => {
    const t = tag();
    const body = eventRequest(t);
    const res = await api(server.url, "/api/bookEvent", { method: "POST", body: JSON.stringify(body) });
    expect(res.status).toBe(201);
    const reference = res.body.reference as string;
    await expect.poll(() => inbox.to(body.contactEmail).length, { timeout: 20_000 }).toBe(1);
    const guest = inbox.to(body.contactEmail)[0]!;
    expect(guest.subject).toBe(`Your event quotation request ${reference}`);
    expect(guest.text).toContain("Dear Thoko Mwale");
    expect(guest.text).toContain(`Event: ${body.eventName}`);
    expect(guest.text).toContain("Attendees: 120");
    expect(guest.from).toBe(DEFAULT_SITE_SETTINGS.email);

    await expect.poll(() => inbox.received.filter((m) => m.subject.includes(reference) && m.to.includes(DEFAULT_SITE_SETTINGS.email)).length, { timeout: 20_000 }).toBe(1);
    const sales = inbox.received.find((m) => m.subject.includes(reference) && m.to.includes(DEFAULT_SITE_SETTINGS.email))!;
    expect(sales.subject).toBe(`New event request ${reference}: ${body.eventName}`);
    expect(sales.replyTo).toBe(body.contactEmail);
    expect(sales.text).toContain("Phone: +265 888 765 432");
    expect(sales.text).toContain("Vegetarian lunch for 30.");
  });

  it("sends the sales copy to the sales inbox from the settings, once even when Finish is retried", async () => {
    const admin = await loginAsStaff(server.url);
    const salesEmail = `sales-${tag()}@hotel.test`;
    expect((await api(server.url, "/api/settings", { method: "PUT", token: admin, body: JSON.stringify({ salesEmail }) })).status).toBe(200);
    const t = tag();
    const body = { ...eventRequest(t), idempotencyKey: randomUUID() };
    for (let i = 0; i < 2; i++) expect((await api(server.url, "/api/bookEvent", { method: "POST", body: JSON.stringify(body) })).status).toBe(201);
    await expect.poll(() => inbox.to(salesEmail).length, { timeout: 20_000 }).toBe(1);
    expect(inbox.to(salesEmail)[0]!.text).toContain(body.eventName);
    // The retry stored nothing and sent nothing more.
    await laterEmailArrived();
    expect(inbox.to(body.contactEmail)).toHaveLength(1);
    expect(inbox.to(salesEmail)).toHaveLength(1);
  });

  it("sends no email for a refused request", async () => {
    const t = tag();
    const body = { ...eventRequest(t), Attendees: "0" };
    expect((await api(server.url, "/api/bookEvent", { method: "POST", body: JSON.stringify(body) })).status).toBe(422);
    await laterEmailArrived();
    expect(inbox.to(body.contactEmail)).toEqual([]);
  });

  it("confirms a newsletter sign-up by email before the address counts, and the link works once", async () => {
    const admin = await loginAsStaff(server.url);
    const reader = `reader-${tag()}@example.com`;
    const res = await api(server.url, "/api/newsletter", { method: "POST", body: JSON.stringify({ newsletter: reader }) });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(siteChrome.t("en", "newsletterSubscribed"));
    await expect.poll(() => inbox.to(reader).length, { timeout: 20_000 }).toBe(1);
    const email = inbox.to(reader)[0]!;
    expect(email.subject).toBe(`Confirm your ${DEFAULT_SITE_SETTINGS.hotelName} newsletter subscription`);
    const confirm = linkIn(email.text, "/newsletter-confirm");
    expect(linkIn(email.text, "/unsubscribe").startsWith(`${server.url}/unsubscribe/`)).toBe(true);

    const listed = async () => ((await api(server.url, "/api/newsletter", { token: admin })).body.data as { newsletter: string; confirmed: boolean }[]).find((e) => e.newsletter === reader);
    expect((await listed())?.confirmed).toBe(false);

    // Opening the link (as a mail scanner would) changes nothing; the button does.
    const opened = await fetch(confirm);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toContain("no-store");
    const html = await opened.text();
    expect(html).toContain(reader);
    expect(html).toContain("Confirm subscription");
    expect((await listed())?.confirmed).toBe(false);

    const pressed = await pressButton(confirm);
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain(newsletterWords.t("en", "newsletterConfirmed"));
    expect((await listed())?.confirmed).toBe(true);

    // Spent: the link no longer names the address, and a second sign-up sends nothing.
    const again = await (await fetch(confirm)).text();
    expect(again).toContain(publicParts.t("en", "newsletterLinkInvalid"));
    expect(again).not.toContain(reader);
    expect((await api(server.url, "/api/newsletter", { method: "POST", body: JSON.stringify({ newsletter: reader }) })).status).toBe(201);
    await laterEmailArrived();
    expect(inbox.to(reader)).toHaveLength(1);
  });

  it("does not send a stream of confirmations to an address signed up again and again", async () => {
    const reader = `twice-${tag()}@example.com`;
    for (let i = 0; i < 3; i++) expect((await api(server.url, "/api/newsletter", { method: "POST", body: JSON.stringify({ newsletter: reader }) })).status).toBe(201);
    await expect.poll(() => inbox.to(reader).length, { timeout: 20_000 }).toBe(1);
    await laterEmailArrived();
    expect(inbox.to(reader)).toHaveLength(1);
  });

  it("unsubscribes from the link in the email, by button or by a mail client's one-click post", async () => {
    const admin = await loginAsStaff(server.url);
    const onList = async (address: string) =>
      ((await api(server.url, "/api/newsletter", { token: admin })).body.data as { newsletter: string }[]).some((e) => e.newsletter === address);
    for (const how of ["button", "one-click"] as const) {
      const reader = `leaving-${how}-${tag()}@example.com`;
      await api(server.url, "/api/newsletter", { method: "POST", body: JSON.stringify({ newsletter: reader }) });
      await expect.poll(() => inbox.to(reader).length, { timeout: 20_000 }).toBe(1);
      const leave = linkIn(inbox.to(reader)[0]!.text, "/unsubscribe");
      expect(await (await fetch(leave)).text()).toContain(reader);
      expect(await onList(reader)).toBe(true);
      const res =
        how === "button"
          ? await pressButton(leave)
          : await fetch(leave, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
      expect(res.status).toBe(200);
      expect(await onList(reader)).toBe(false);
      expect(await (await fetch(leave)).text()).toContain(publicParts.t("en", "newsletterLinkInvalid"));
    }
  });
});
