import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelClock } from "~/lib/dates";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import type CallbackCatalogue from "~/features/callbacks/callbacks.messages.json";
import { catalogueSource } from "../support/catalogue-source";
import { api, loginAsStaff } from "../support/api-client";
import { EMAIL_DELIVERY_MS, eventually } from "../support/eventually";
import { page, pageCookie } from "../support/page-session";
import { startSmtpInbox } from "../support/smtp-inbox";
import { type RunningServer, startServer } from "../support/start-server";

const source = catalogueSource<typeof CallbackCatalogue>("features/callbacks/callbacks.messages.json");

/**
 * "Call me back" (features/callbacks): a guest leaves a name, a number, an email and a time on
 * Lilongwe's clock, through the page (with or without JavaScript) or `POST /api/callbacks`;
 * every answer, and the guest's email, is in the language asked in — written from the
 * feature's catalogue, never English translated afterwards. Staff see the list and mark calls
 * made; anonymous callers cannot read it.
 */
const en = source.en;
const ny = source.ny;
const hotelName = DEFAULT_SITE_SETTINGS.hotelName;
const tag = () => randomUUID().slice(0, 8);

/** A `datetime-local` value `days` from now on Lilongwe's clock, at `time`. */
function callAt(days: number, time = "10:00"): string {
  return `${hotelClock(new Date(Date.now() + days * 86_400_000)).date}T${time}`;
}

describe.each(["sqlite", "postgres"] as const)("call-back requests on %s", (engine) => {
  let server: RunningServer;
  let url: string;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let staff: string;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startServer({
      engine,
      env: { SEED_DEMO: "false", SMTP_URL: inbox.url, RATE_LIMITS: JSON.stringify({ contact: { limit: 1000, windowSeconds: 600 }, acknowledgementsPerRecipient: { limit: 1000, windowSeconds: 3600 } }) },
    });
    url = server.url;
    staff = await loginAsStaff(url);
  });
  afterAll(async () => {
    await server?.stop();
    await inbox?.close();
  });

  const post = (body: Record<string, string>, language?: "ny") =>
    api(url, "/api/callbacks", { method: "POST", body: JSON.stringify(body), ...(language ? { headers: { "accept-language": language } } : {}) });
  const valid = (id: string) => ({ name: `Chikondi ${id}`, phone: "+265 991 234 567", email: `guest-${id}@example.com`, callAt: callAt(1) });
  const emailTo = (address: string) => eventually(`an email to ${address}`, async () => inbox.to(address), (list) => list.length > 0, { withinMs: EMAIL_DELIVERY_MS });

  it("takes an English request, lists it for staff and emails the guest in English", async () => {
    const id = tag();
    const answer = await post(valid(id));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: en.sent, id: expect.any(Number) });
    const listed = (await api(url, "/api/callbacks", { token: staff })).body.data as { id: number; name: string; language: string; doneAt: string | null }[];
    expect(listed.find((request) => request.id === answer.body.id)).toMatchObject({ name: `Chikondi ${id}`, language: "en", doneAt: null });
    const [email] = await emailTo(`guest-${id}@example.com`);
    expect(email!.subject).toBe(`We will call you back – ${hotelName}`);
    expect(email!.text).toContain(`Dear Chikondi ${id},`);
    expect(email!.text).toMatch(/call you on \+265 991 234 567 at the time you chose: \w{3}, \d{1,2} \w{3} \d{4}, 10:00 \(Lilongwe time\)\./);
  });

  it("answers every error path in Chichewa when asked in Chichewa, and stores nothing", async () => {
    const before = ((await api(url, "/api/callbacks", { token: staff })).body.data as unknown[]).length;
    const blank = await post({ name: " ", phone: "", email: "", callAt: "" }, "ny");
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ name: [ny.nameRequired], phone: [ny.phoneRequired], email: [ny.emailRequired], callAt: [ny.callAtRequired] });
    expect(blank.body.message).toBe(ny.nameRequired);
    const wrong = await post({ name: "www.example.com", phone: "call me", email: "not-an-email", callAt: "tomorrow" }, "ny");
    expect(wrong.body.errors).toEqual({ name: [ny.nameHasLink], phone: [ny.phoneInvalid], email: [ny.emailInvalid], callAt: [ny.callAtInvalid] });
    const long = await post({ ...valid(tag()), name: "A".repeat(81) }, "ny");
    expect(long.body.errors).toEqual({ name: [ny.nameTooLong.replace("{max}", "80")] });
    const past = await post({ ...valid(tag()), callAt: callAt(-1) }, "ny");
    expect(past.body.errors).toEqual({ callAt: [ny.callAtPast] });
    const far = await post({ ...valid(tag()), callAt: callAt(45) }, "ny");
    expect(far.body.errors).toEqual({ callAt: [ny.callAtTooFar.replace("{days}", "30")] });
    const notADay = await post({ ...valid(tag()), callAt: "2027-02-30T10:00" }, "ny");
    expect(notADay.body.errors).toEqual({ callAt: [ny.callAtInvalid] });
    expect(((await api(url, "/api/callbacks", { token: staff })).body.data as unknown[]).length).toBe(before);
  });

  it("takes a Chichewa request and emails the guest in Chichewa", async () => {
    const id = tag();
    const answer = await post(valid(id), "ny");
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(ny.sent);
    const [email] = await emailTo(`guest-${id}@example.com`);
    expect(email!.subject).toBe(`Tidzakuyimbirani – ${hotelName}`);
    expect(email!.text).toMatch(new RegExp(`^Wokondedwa Chikondi ${id},\n`));
    expect(email!.text).toContain("(nthawi ya ku Lilongwe)");
    expect(email!.text).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Dec|Jan)\b/);
  });

  it("takes the Chichewa page's plain form, then shows the outcome after a redirect; a mistake comes back in Chichewa with what was typed", async () => {
    const id = tag();
    const sent = await page(url, "/ny/CallMeBack", { form: valid(id) });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/ny/CallMeBack?sent=1#callback-title");
    expect((await page(url, "/ny/CallMeBack?sent=1")).text).toContain(ny.sent);
    const refused = await page(url, "/ny/CallMeBack", { form: { ...valid(id), phone: "call me" } });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(ny.phoneInvalid);
    expect(refused.text).toContain(`value="Chikondi ${id}"`);
    const [email] = await emailTo(`guest-${id}@example.com`);
    expect(email!.subject).toBe(`Tidzakuyimbirani – ${hotelName}`);
  });

  it("lists the calls still to make soonest first, then the calls made, the latest first", async () => {
    const ids: number[] = [];
    for (const days of [3, 1, 2]) ids.push((await post({ ...valid(tag()), callAt: callAt(days, "09:15") })).body.id);
    for (const id of [ids[0], ids[2]]) {
      expect((await api(url, `/api/callbacks/${id}`, { method: "PUT", token: staff, body: JSON.stringify({ done: true }) })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const listed = (await api(url, "/api/callbacks", { token: staff })).body.data as { id: number; callAt: string; doneAt: string | null }[];
    const open = listed.filter((request) => request.doneAt === null);
    const done = listed.filter((request) => request.doneAt !== null);
    expect(listed).toEqual([...open, ...done]);
    expect(open.map((request) => request.callAt)).toEqual(open.map((request) => request.callAt).sort());
    expect(done.map((request) => request.doneAt)).toEqual(done.map((request) => request.doneAt).sort().reverse());
    expect(done.map((request) => request.id).filter((id) => ids.includes(id))).toEqual([ids[2], ids[0]]);
    expect(open.map((request) => request.id)).toContain(ids[1]);
  });

  it("keeps the list for staff, who mark a call made on the screen or through the API, in the activity log", async () => {
    expect((await api(url, "/api/callbacks")).status).toBe(401);
    const id = tag();
    const { body } = await post(valid(id));
    const cookie = await pageCookie(url);
    const screen = await page(url, "/callbacks", { cookie });
    expect(screen.status).toBe(200);
    expect(screen.text).toContain(`Chikondi ${id}`);
    expect(screen.text).toContain('href="/callbacks"');
    const marked = await page(url, "/callbacks", { cookie, form: { intent: "mark-called", id: String(body.id) } });
    expect(marked.text).toContain(`Chikondi ${id} marked as called`);
    const listed = (await api(url, "/api/callbacks", { token: staff })).body.data as { id: number; doneAt: string | null; doneBy: string | null }[];
    expect(listed.find((request) => request.id === body.id)).toMatchObject({ doneAt: expect.any(String), doneBy: expect.any(String) });
    const reopened = await api(url, `/api/callbacks/${body.id}`, { method: "PUT", token: staff, body: JSON.stringify({ done: false }) });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data).toMatchObject({ doneAt: null, doneBy: null });
    expect((await api(url, "/api/callbacks/999999", { method: "PUT", token: staff, body: JSON.stringify({ done: true }) })).status).toBe(404);
    const activity = await page(url, "/activity?type=callback_requests", { cookie });
    expect(activity.text).toContain("Call-back requests");
    expect(activity.text).toContain("Marked handled");
  });
});
