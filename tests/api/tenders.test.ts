import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelClock, hotelInstant } from "~/lib/dates";
import { demoPdf } from "../../db/seed/demo-pdf";
import { api, createMember, imageForm, loginAsStaff, servers } from "../support/api-client";
import { EMAIL_DELIVERY_MS, eventually } from "../support/eventually";
import { page, pageCookie } from "../support/page-session";
import { type ReceivedEmail, startSmtpInbox } from "../support/smtp-inbox";
import { type RunningServer, startServer } from "../support/start-server";
import { tendersCatalog } from "~/features/tenders/tenders-catalog";
import { tendersStaffWords } from "~/features/tenders/tenders-staff-words";
import { filesWords } from "~/platform/files/files-words";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * Tenders bidders can rely on (docs/decisions/040-tenders.md): a closing date and time in
 * Lilongwe with a countdown, a page per tender with its addenda, a Closed section, addenda
 * from staff only, and followers told of every addendum and closing change by email.
 */
const HOUR = 3_600_000;
const tag = () => randomUUID().slice(0, 8);
const pdf = (title: string) => ({ bytes: demoPdf(title, ["For the tenders test."]), name: "upload.pdf", type: "application/pdf" });
const fakePdf = { bytes: new TextEncoder().encode("<html>Not a PDF at all</html>"), name: "addendum.pdf", type: "application/pdf" };

/** The Lilongwe date and time `hours` from now, as the form and the API take them. */
function closingIn(hours: number): { closingDate: string; closingTime: string } {
  const { date, time } = hotelClock(new Date(Date.now() + hours * HOUR));
  return { closingDate: date, closingTime: time };
}

async function createTender(url: string, token: string, name: string, hours: number): Promise<{ id: number; closesAt: string }> {
  const res = await api(url, "/api/tender", { method: "POST", token, body: imageForm({ name, ...closingIn(hours) }, pdf(name), "document") });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; closesAt: string };
}

function postAddendum(url: string, token: string | undefined, tenderId: number, title: string, file = pdf(title)) {
  return api(url, `/api/tender/${tenderId}/addenda`, { method: "POST", ...(token ? { token } : {}), body: imageForm({ title }, file, "file") });
}

/** The text between two markers of a page, to say what is in which section. */
function between(html: string, from: string, to: string): string {
  const start = html.indexOf(from);
  const end = html.indexOf(to, start + 1);
  return start < 0 ? "" : html.slice(start, end < 0 ? undefined : end);
}

describe.each(servers())("tenders on $engine", ({ url }) => {
  let admin: string;
  let member: string;
  beforeAll(async () => {
    admin = await loginAsStaff(url);
    member = (await createMember(url)).token;
  });

  it("stores the closing date and time in Lilongwe as a UTC instant; a date alone closes at the day's end", async () => {
    const name = `Supply of Crockery ${tag()}`;
    const res = await api(url, "/api/tender", {
      method: "POST",
      token: admin,
      body: imageForm({ name, closingDate: "2099-03-15", closingTime: "10:30" }, pdf(name), "document"),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name, closingDate: "2099-03-15", closingTime: "10:30", closesAt: "2099-03-15T08:30:00.000Z" });

    const dateOnly = await api(url, "/api/tender", { method: "POST", token: admin, body: imageForm({ name: `${name} B`, closingDate: "2099-03-16" }, pdf(name), "document") });
    expect(dateOnly.body.data).toMatchObject({ closingTime: "23:59", closesAt: hotelInstant("2099-03-16", "23:59") });

    const badTime = await api(url, "/api/tender", { method: "POST", token: admin, body: imageForm({ name, closingDate: "2099-03-15", closingTime: "25:00" }, pdf(name), "document") });
    expect(badTime.status).toBe(422);
    expect(badTime.body.errors.closingTime).toEqual([tendersStaffWords.t("en", "closingTimeInvalid")]);

    // Staff move the closing time with a normal update.
    const moved = await api(url, `/api/tender/${res.body.data.id}`, { method: "PUT", token: admin, body: JSON.stringify({ name, closingDate: "2099-03-20", closingTime: "09:00" }) });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ closingDate: "2099-03-20", closingTime: "09:00", closesAt: "2099-03-20T07:00:00.000Z" });
  });

  it("lists open tenders with their countdown, and closed ones under Closed instead of dropping them", async () => {
    const t = tag();
    const far = await createTender(url, admin, `Kitchen Equipment ${t}`, 10 * 24 + 12);
    const soon = await createTender(url, admin, `Pool Chemicals ${t}`, 5.5);
    await createTender(url, admin, `Uniforms ${t}`, -48);

    const page = await api(url, "/Tender");
    expect(page.status).toBe(200);
    const open = between(page.body, 'id="tenders-title"', 'id="tenders-closed-title"');
    const closed = between(page.body, 'id="tenders-closed-title"', "</table>");
    expect(open).toContain(`href="/Tender/${far.id}"`);
    expect(open).toMatch(new RegExp(`Kitchen Equipment ${t}</a><span class="tender-countdown" data-state="open">Closes in 10 days</span>`));
    expect(open).toMatch(new RegExp(`Pool Chemicals ${t}</a><span class="tender-countdown" data-state="soon">Closes in 5 hours</span>`));
    expect(open).not.toContain(`Uniforms ${t}`);
    expect(closed).toContain(">Closed</h2>");
    expect(closed).toContain(`Uniforms ${t}`);
    // The list turns at the next closing without a write: it says so, and is not kept past it.
    expect(Date.parse(page.headers.get("expires") ?? "")).toBeLessThanOrEqual(Date.parse(soon.closesAt));

    // The API lists closed tenders too, with the instant to tell them apart.
    const listed = (await api(url, "/api/tender")).body.data as { name: string; closesAt: string }[];
    expect(listed.find((tender) => tender.name === `Uniforms ${t}`)?.closesAt).toBeDefined();
  });

  it("gives each tender a page with its document, countdown and follow form; a closed one keeps its page without the form", async () => {
    const t = tag();
    const open = await createTender(url, admin, `Linen Hire ${t}`, 3 * 24 + 6);
    const closed = await createTender(url, admin, `Old Carpets ${t}`, -1);

    const page = await api(url, `/Tender/${open.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<h1 id="page-title">Linen Hire ${t}</h1>`);
    expect(page.body).toContain(">Closes in 3 days</span>");
    expect(page.body).toMatch(/<a class="btn btn-teal" href="\/files\/[^"]+" download="Linen Hire [^"]+\.pdf">Download/);
    expect(page.body).toMatch(/<form class="tender-follow-form"[^>]*method="post"/);
    expect(page.body).toContain('name="email"');
    expect(page.body).toContain(`<link rel="canonical" href="${url}/Tender/${open.id}"/>`);

    const past = await api(url, `/Tender/${closed.id}`);
    expect(past.status).toBe(200);
    expect(past.body).toContain(">Closed</span>");
    expect(past.body).toContain("This tender has closed and takes no more bids.");
    expect(past.body).not.toContain('class="tender-follow-form"');

    expect((await api(url, "/Tender/999999")).status).toBe(404);
    expect((await api(url, "/Tender/abc")).status).toBe(404);
  });

  it("takes addenda from staff only, a PDF judged by its bytes, listed newest first; deleting one removes its file", async () => {
    const tender = await createTender(url, admin, `Laundry Machines ${tag()}`, 20 * 24);

    expect((await postAddendum(url, undefined, tender.id, "Addendum 1")).status).toBe(401);
    expect((await postAddendum(url, member, tender.id, "Addendum 1")).status).toBe(403);

    const fake = await postAddendum(url, admin, tender.id, "Addendum 1", fakePdf);
    expect(fake.status).toBe(422);
    expect(fake.body.errors.file).toEqual([filesWords.t("en", "pdfUnsupported")]);
    const untitled = await postAddendum(url, admin, tender.id, "   ");
    expect(untitled.status).toBe(422);
    expect(untitled.body.errors.title).toEqual([tendersStaffWords.t("en", "addendumTitleRequired")]);
    expect((await postAddendum(url, admin, 999_999, "Addendum 1")).status).toBe(404);

    const first = await postAddendum(url, admin, tender.id, "Addendum 1: site visit moved");
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ tenderId: tender.id, title: "Addendum 1: site visit moved", downloadName: "Addendum 1 site visit moved.pdf" });
    const second = await postAddendum(url, admin, tender.id, "Addendum 2: revised drawings");
    expect(second.status).toBe(201);
    // Nothing of a refused upload was kept.
    const listed = await api(url, `/api/tender/${tender.id}/addenda`);
    expect(listed.body.data.map((a: { title: string }) => a.title)).toEqual(["Addendum 2: revised drawings", "Addendum 1: site visit moved"]);

    const page = await api(url, `/Tender/${tender.id}`);
    const newer = page.body.indexOf("Addendum 2: revised drawings");
    const older = page.body.indexOf("Addendum 1: site visit moved");
    expect(newer).toBeGreaterThan(0);
    expect(older).toBeGreaterThan(newer);
    expect((await fetch(url + first.body.data.url)).status).toBe(200);

    expect((await api(url, `/api/tender/${tender.id}/addenda/${first.body.data.id}`, { method: "DELETE", token: member })).status).toBe(403);
    expect((await api(url, `/api/tender/${tender.id}/addenda/${first.body.data.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    expect((await fetch(url + first.body.data.url)).status).toBe(404);
    expect((await api(url, `/api/tender/${tender.id}/addenda`)).body.data).toHaveLength(1);

    // A tender's addenda, and their files, go with it.
    expect((await api(url, `/api/tender/${tender.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    expect((await fetch(url + second.body.data.url)).status).toBe(404);
  });

  it("shows each tender's addenda on the back-office screen, which posts and deletes them", async () => {
    const cookie = await pageCookie(url);
    const name = `Bed Mattresses ${tag()}`;
    const tender = await createTender(url, admin, name, 30 * 24);
    const form = imageForm({ intent: "create-addendum", tenderId: String(tender.id), title: "Addendum 1: sizes" }, pdf("Addendum 1"), "file");
    const posted = await fetch(`${url}/TenderUp`, { method: "POST", body: form, redirect: "manual", headers: { cookie, origin: url, accept: "text/html" } });
    expect(posted.status).toBe(200);
    const [addendum] = (await api(url, `/api/tender/${tender.id}/addenda`)).body.data as { id: number; title: string }[];
    expect(addendum?.title).toBe("Addendum 1: sizes");

    const screen = await page(url, "/TenderUp?tab=view", { cookie });
    const card = between(screen.text, `${name}</h3>`, "</article>");
    expect(card).toContain("Addendum 1: sizes");
    expect(card).toContain('name="intent" value="create-addendum"');

    const removed = await page(url, "/TenderUp", { cookie, form: { intent: "delete-addendum", id: String(addendum?.id) } });
    expect(removed.status).toBe(200);
    expect((await api(url, `/api/tender/${tender.id}/addenda`)).body.data).toEqual([]);
  });

  it("answers a follow request the same whether or not the address already follows", async () => {
    const tender = await createTender(url, admin, `Security Services ${tag()}`, 15 * 24);
    const email = `bids-${tag()}@example.com`;
    const follow = (address: string, id = tender.id) => api(url, `/api/tender/${id}/followers`, { method: "POST", body: JSON.stringify({ email: address }) });
    const first = await follow(email);
    const again = await follow(email.toUpperCase());
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(first.body.message).toBe(tendersCatalog.t("en", "tenderFollowRequested"));

    const invalid = await follow("not-an-address");
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.email).toEqual([fieldWords.t("en", "emailInvalid")]);
    expect((await follow(email, 999_999)).status).toBe(404);
    const closed = await createTender(url, admin, `Closed Services ${tag()}`, -2);
    expect((await follow(email, closed.id)).status).toBe(409);
  });

  it("takes a follow request from the tender page without JavaScript", async () => {
    const tender = await createTender(url, admin, `Minibus Hire ${tag()}`, 9 * 24);
    const res = await fetch(`${url}/Tender/${tender.id}`, {
      method: "POST",
      headers: { accept: "text/html", origin: url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "follow", email: `walkin-${tag()}@example.com` }),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(tendersCatalog.t("en", "tenderFollowRequested"));

    const wrong = await fetch(`${url}/Tender/${tender.id}`, {
      method: "POST",
      headers: { accept: "text/html", origin: url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "follow", email: "nope" }),
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain(fieldWords.t("en", "emailInvalid"));
  });
});

/** The first link in `text` whose path starts with `prefix`. */
function linkIn(text: string, prefix: string): string {
  const link = text.match(new RegExp(`https?://\\S+${prefix}/\\S+`))?.[0];
  if (!link) throw new Error(`no ${prefix} link in:\n${text}`);
  return link;
}

/** Presses a link page's button, as a browser on the site would. */
const pressButton = (link: string) =>
  fetch(link, { method: "POST", headers: { origin: new URL(link).origin, "content-type": "application/x-www-form-urlencoded" }, body: "" });

describe.each(["sqlite", "postgres"] as const)("tender followers' emails on %s", (engine) => {
  let server: RunningServer;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let admin: string;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startServer({ engine, env: { SEED_DEMO: "false", SMTP_URL: inbox.url } });
    admin = await loginAsStaff(server.url);
  });

  afterAll(async () => {
    await server?.stop();
    await inbox?.close();
  });

  const arrived = (address: string, count: number, what: string) =>
    eventually(what, async () => inbox.to(address), (emails) => emails.length >= count, { withinMs: EMAIL_DELIVERY_MS });

  async function confirmedFollower(tenderId: number, address: string): Promise<ReceivedEmail> {
    expect((await api(server.url, `/api/tender/${tenderId}/followers`, { method: "POST", body: JSON.stringify({ email: address }) })).status).toBe(201);
    const [confirmation] = await arrived(address, 1, `the confirmation to ${address}`);
    const confirmLink = linkIn(confirmation!.text, "/tender-updates/confirm");
    const page = await fetch(confirmLink);
    expect(await page.text()).toContain(address);
    expect(await (await pressButton(confirmLink)).text()).toContain(tendersCatalog.t("en", "tenderFollowConfirmed"));
    return confirmation!;
  }

  it("confirms by email, then tells followers of each addendum and closing change until they unsubscribe", async () => {
    const t = tag();
    const tender = await createTender(server.url, admin, `Conference Chairs ${t}`, 12 * 24);
    const leaver = `leaver-${t}@example.com`;
    const stayer = `stayer-${t}@example.com`;

    const confirmation = await confirmedFollower(tender.id, leaver);
    expect(confirmation.subject).toBe(`Confirm updates on the tender “Conference Chairs ${t}”`);
    expect(confirmation.text).toContain(`${server.url}/Tender/${tender.id}`);
    expect(confirmation.text).toMatch(/To stop these emails: http:\/\/\S+\/tender-updates\/unsubscribe\/\S+/);
    await confirmedFollower(tender.id, stayer);

    // An addendum: each follower gets an email with its PDF and a link to stop.
    expect((await postAddendum(server.url, admin, tender.id, "Addendum 1: delivery to the Banqueting Hall")).status).toBe(201);
    const [, addendumMail] = await arrived(leaver, 2, "the first addendum's email");
    expect(addendumMail!.subject).toBe(`Addendum to the tender “Conference Chairs ${t}”: Addendum 1: delivery to the Banqueting Hall`);
    const pdfLink = addendumMail!.text.match(/Download it \(PDF\): (\S+)/)?.[1] ?? "";
    const file = await fetch(pdfLink);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    const unsubscribe = linkIn(addendumMail!.text, "/tender-updates/unsubscribe");
    await arrived(stayer, 2, "the first addendum's email to the second follower");

    // The closing date moves: both hear of it, old and new.
    const later = closingIn(14 * 24);
    const moved = await api(server.url, `/api/tender/${tender.id}`, { method: "PUT", token: admin, body: JSON.stringify({ name: `Conference Chairs ${t}`, ...later }) });
    expect(moved.status).toBe(200);
    const [, , movedMail] = await arrived(leaver, 3, "the closing change's email");
    expect(movedMail!.subject).toBe(`New closing date for the tender “Conference Chairs ${t}”`);
    expect(movedMail!.text).toContain(`It now closes`);
    expect(movedMail!.text).toContain(later.closingTime);
    await arrived(stayer, 3, "the closing change's email to the second follower");

    // Unsubscribing through the addendum email's link: the page names the address, the button removes it.
    expect(await (await fetch(unsubscribe)).text()).toContain(leaver);
    expect(await (await pressButton(unsubscribe)).text()).toContain(tendersCatalog.t("en", "tenderUnfollowed"));

    // The next addendum reaches the follower who stayed; the one who left gets nothing (their
    // email would have been queued with it, first, and sent before it).
    expect((await postAddendum(server.url, admin, tender.id, "Addendum 2: colours")).status).toBe(201);
    const stayed = await arrived(stayer, 4, "the second addendum's email");
    expect(stayed[3]!.subject).toContain("Addendum 2: colours");
    expect(inbox.to(leaver)).toHaveLength(3);
  });
});
