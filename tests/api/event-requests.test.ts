import { randomUUID } from "node:crypto";
import { DEMO_SETTINGS } from "../../db/seed/demo-content";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { demoPdf } from "../../db/seed/demo-pdf";
import { api, createMember, loginAsStaff, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { createStaffAccount } from "../support/staff-accounts";
import { type RunningServer, startServer } from "../support/start-server";
import { eventRequestsWords } from "~/features/event-requests/event-requests-words";
import { eventRequestsStaffWords } from "~/features/event-requests/event-requests-staff-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";
import { filesWords } from "~/platform/files/files-words";
import { fieldWords } from "~/platform/forms/field-words";
import { limitsWords } from "~/platform/limits/limits-words";


/** The WhatsApp number the demo seed gives the shared servers, as wa.me wants it (digits only). */
const DEMO_WHATSAPP = DEMO_SETTINGS.find((setting) => setting.key === "whatsapp_number")!.value.replace(/\D/g, "");
/** A calendar date `days` from the hotel's today. */
const inDays = (days: number) => hotelDate(new Date(Date.now() + days * 86_400_000));

/** A complete request as the wizard sends it; `tag` makes it findable. */
const valid = (tag: string): Record<string, string> => ({
  eventName: `Agri Summit ${tag}`,
  eventDatesS: inDays(30),
  eventDatesE: inDays(32),
  eventType: "conference",
  numRooms: "12",
  Attendees: "250",
  other: "Two days with a gala dinner",
  serviceType: "Live Streaming",
  space: "theatre",
  firstName: "Chikondi",
  lastName: `Banda ${tag}`,
  contactEmail: `chikondi-${tag}@example.com`,
  phoneNumber: "+265 999 123 456",
  additionalInfo: "We need interpretation booths.",
});

function multipart(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type?: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set("eventFile", new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "application/octet-stream" }));
  return form;
}

type Listed = { id: number; reference: string; eventName: string; status: string; notes: string; updated_by: string | null; eventFile: { url: string; downloadName: string; byteSize: number; mime: string } | null; eventDatesS: string };

/**
 * Event quotation requests (SPEC §5, §7 POST /bookEvent, §8; DECISIONS §5–§7) on both engines.
 * The shared servers' per-address limit is raised; the 429 is checked on a server of its own below.
 */
describe.each(servers())("event requests on $engine", (server) => {
  const { url } = server;
  let staff: string;
  let member: { token: string };
  let editor: { token: string };

  const post = (body: Record<string, unknown> | FormData, init: { token?: string; headers?: Record<string, string> } = {}) =>
    api(url, "/api/bookEvent", { method: "POST", body: body instanceof FormData ? body : JSON.stringify(body), ...init });
  const list = async (query = "") => (await api(url, `/api/bookEvent${query}`, { token: staff })).body.data as Listed[];
  const find = async (tag: string) => (await list()).filter((r) => r.eventName === `Agri Summit ${tag}`);

  beforeAll(async () => {
    staff = await loginAsStaff(url);
    member = await createMember(url);
    editor = await createStaffAccount(server, "editor");
  });

  it("gives every SPEC §5 message at once under its field, with SPEC §8's failure message, and stores nothing", async () => {
    const blank = await post({});
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe(eventRequestsWords.t("en", "eventRequestFailed"));
    expect(blank.body.errors).toEqual({
      eventName: [eventRequestsWords.t("en", "eventNameRequired")],
      eventDatesS: [eventRequestsWords.t("en", "eventStartRequired")],
      eventDatesE: [eventRequestsWords.t("en", "eventEndRequired")],
      eventType: [eventRequestsWords.t("en", "eventTypeRequired")],
      Attendees: [eventRequestsWords.t("en", "attendeesRequired")],
      serviceType: [eventRequestsWords.t("en", "serviceTypeRequired")],
      space: [eventRequestsWords.t("en", "spaceRequired")],
      firstName: [eventRequestsWords.t("en", "eventFirstNameRequired")],
      lastName: [eventRequestsWords.t("en", "eventLastNameRequired")],
      contactEmail: [eventRequestsWords.t("en", "eventEmailRequired")],
      phoneNumber: [eventRequestsWords.t("en", "eventPhoneRequired")],
    });
    // The corrected spelling of DECISIONS §4.
    expect(eventRequestsWords.t("en", "attendeesRequired")).toBe("Please indicate how many people will attend.");
    const tag = randomUUID().slice(0, 8);
    const wrong = await post({ ...valid(tag), eventType: "funeral", serviceType: "Fireworks", space: "ballroom", contactEmail: "not-an-email", Attendees: "0", numRooms: "2.5", additionalInfo: "x".repeat(501) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      eventType: [eventRequestsWords.t("en", "eventTypeRequired")],
      serviceType: [eventRequestsWords.t("en", "serviceTypeRequired")],
      space: [eventRequestsWords.t("en", "spaceRequired")],
      contactEmail: [fieldWords.t("en", "emailInvalid")],
      Attendees: [eventRequestsWords.t("en", "attendeesInvalid")],
      numRooms: [eventRequestsWords.t("en", "numRoomsInvalid")],
      additionalInfo: [eventRequestsWords.t("en", "additionalInfoTooLong")],
    });
    for (const Attendees of [true, "-3", "1e3", "0x10", 12.5]) {
      expect((await post({ ...valid(tag), Attendees })).body.errors, String(Attendees)).toEqual({ Attendees: [eventRequestsWords.t("en", "attendeesInvalid")] });
    }
    expect(await find(tag)).toEqual([]);
  });

  it("keeps DECISIONS §6's date rules: no start in the past, no end before the start; ISO instants read in Lilongwe", async () => {
    const tag = randomUUID().slice(0, 8);
    const past = await post({ ...valid(tag), eventDatesS: inDays(-1), eventDatesE: inDays(2) });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual({ eventDatesS: [eventRequestsWords.t("en", "eventStartInPast")] });
    const backwards = await post({ ...valid(tag), eventDatesS: inDays(10), eventDatesE: inDays(9) });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ eventDatesE: [eventRequestsWords.t("en", "eventEndBeforeStart")] });
    expect((await post({ ...valid(tag), eventDatesS: "2027-02-30" })).body.errors).toEqual({ eventDatesS: [eventRequestsWords.t("en", "eventDateInvalid")] });
    // 500 characters exactly, today, one day: all fine.
    expect((await post({ ...valid(tag), eventDatesS: inDays(0), eventDatesE: inDays(0), additionalInfo: "x".repeat(500) })).status).toBe(201);
    // Midnight in Lilongwe is 22:00 UTC the day before (SPEC §7's client sends instants).
    const day = inDays(40);
    const instant = new Date(`${day}T00:00:00+02:00`).toISOString();
    expect((await post({ ...valid(`${tag}i`), eventDatesS: instant, eventDatesE: instant })).status).toBe(201);
    const [stored] = await find(`${tag}i`);
    expect(stored?.eventDatesS).toBe(day);
  });

  it("stores a request sent as JSON or as a form and answers the message and a reference", async () => {
    const tag = randomUUID().slice(0, 8);
    const json = await post(valid(tag));
    expect(json.status).toBe(201);
    expect(json.body.message).toBe(eventRequestsWords.t("en", "eventRequestSuccess"));
    expect(json.body.reference).toMatch(new RegExp(`^EV-${hotelDate().slice(0, 4)}-\\d{4,}$`));
    const form = await post(multipart(valid(`${tag}f`)));
    expect(form.status).toBe(201);
    const [stored] = await find(tag);
    expect(stored).toMatchObject({ reference: json.body.reference, status: "new", notes: "", eventFile: null });
  });

  it("takes the events the hotel sells and several extra services at once, as a JSON list or a form's lines", async () => {
    const tag = randomUUID().slice(0, 8);
    const wedding = await post({ ...valid(tag), eventType: "wedding", serviceType: ["PA System", "Photography", "Decor and Flowers"] });
    expect(wedding.status, JSON.stringify(wedding.body)).toBe(201);
    // A form sends ticked boxes one per line; "No" beside a service means the service; repeats count once.
    const launch = await post(multipart({ ...valid(`${tag}f`), eventType: "productLaunch", serviceType: "No\nLive Streaming\nProjector and Screen\nLive Streaming" }));
    expect(launch.status, JSON.stringify(launch.body)).toBe(201);
    const [a] = await find(tag);
    const [b] = await find(`${tag}f`);
    expect(a).toMatchObject({ eventType: "wedding", serviceType: "PA System, Photography, Decor and Flowers" });
    expect(b).toMatchObject({ eventType: "productLaunch", serviceType: "Live Streaming, Projector and Screen" });
    // SPEC's single value still reads as one service; an empty list, or one service not offered, is refused.
    expect((await post({ ...valid(`${tag}s`), serviceType: "No" })).status).toBe(201);
    for (const serviceType of [[], ["PA System", "Fireworks"]]) {
      const refused = await post({ ...valid(`${tag}x`), serviceType: serviceType });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ serviceType: [eventRequestsWords.t("en", "serviceTypeRequired")] });
    }
    expect(await find(`${tag}x`)).toEqual([]);
  });

  it("stores one request per idempotency key, however often Finish is pressed", async () => {
    const tag = randomUUID().slice(0, 8);
    const key = randomUUID();
    const pdf = demoPdf("Programme", ["Day one"]);
    const [a, b] = await Promise.all([
      post(multipart({ ...valid(tag), idempotencyKey: key }, { bytes: pdf, name: "programme.pdf" })),
      post(multipart({ ...valid(tag), idempotencyKey: key }, { bytes: pdf, name: "programme.pdf" })),
    ]);
    const c = await post(valid(tag), { headers: { "idempotency-key": key } });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.reference, b.body.reference, c.body.reference]).size).toBe(1);
    expect(await find(tag)).toHaveLength(1);
  });

  it("refuses an attachment over 5,000,000 bytes with 'File size exceeds 5MB' and leaves nothing on disk", async () => {
    const tag = randomUUID().slice(0, 8);
    const big = new Uint8Array(5_000_001);
    big.set(new TextEncoder().encode("%PDF-1.4\n"));
    const refused = await post(multipart(valid(tag), { bytes: big, name: "big.pdf", type: "application/pdf" }));
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ message: "File size exceeds 5MB", errors: { eventFile: ["File size exceeds 5MB"] } });
    expect(await find(tag)).toEqual([]);
    const stored = await fs.readdir(path.join(server.dataDir, "files")).catch(() => [] as string[]);
    const sizes = await Promise.all(stored.map(async (f) => (await fs.stat(path.join(server.dataDir, "files", f))).size));
    expect(sizes).not.toContain(5_000_001);
    // Exactly 5,000,000 bytes is allowed.
    const edge = demoPdf("Floor plan", ["Hall A"]);
    const exact = new Uint8Array(5_000_000);
    exact.set(edge);
    expect((await post(multipart(valid(`${tag}e`), { bytes: exact, name: "plan.pdf" }))).status).toBe(201);
  });

  it("judges the attachment by its bytes: a web page named .pdf is refused; PDF, text and Word 97 files are kept", async () => {
    const tag = randomUUID().slice(0, 8);
    for (const [name, bytes] of [
      ["programme.pdf", new TextEncoder().encode("<!doctype html><script>alert(1)</script>")],
      ["notes.txt", new Uint8Array([0x48, 0x69, 0x00, 0x21])],
      ["page.txt", new TextEncoder().encode("  <html><body>hi</body></html>")],
      ["tool.exe", new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0, 0, 0])],
    ] as const) {
      const res = await post(multipart(valid(tag), { bytes, name, type: "application/pdf" }));
      expect(res.status, name).toBe(422);
      expect(res.body.errors, name).toEqual({ eventFile: [filesWords.t("en", "eventFileUnsupported")] });
    }
    expect(await find(tag)).toEqual([]);

    const ole = new Uint8Array(1024);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const kept = [
      { name: "list.txt", bytes: new TextEncoder().encode("Zikomo — 120 guests, two days\n"), mime: "text/plain; charset=utf-8", ext: "txt" },
      { name: "budget.xls", bytes: ole, mime: "application/vnd.ms-excel", ext: "xls" },
    ];
    for (const [i, file] of kept.entries()) {
      expect((await post(multipart(valid(`${tag}k${i}`), file))).status, file.name).toBe(201);
      const [stored] = await find(`${tag}k${i}`);
      expect(stored?.eventFile).toMatchObject({ mime: file.mime, byteSize: file.bytes.byteLength });
      expect(stored?.eventFile?.downloadName).toMatch(new RegExp(`^EV-\\d{4}-\\d{4,} Agri Summit ${tag}k${i}\\.${file.ext}$`));
    }
  });

  it("lets staff only download a real PDF attachment: 401 anonymous, 403 member", async () => {
    const tag = randomUUID().slice(0, 8);
    const pdf = demoPdf("Programme", ["Day one", "Day two"]);
    expect((await post(multipart(valid(tag), { bytes: pdf, name: "whatever.bin", type: "text/plain" }))).status).toBe(201);
    const [stored] = await find(tag);
    const file = stored?.eventFile;
    expect(file).toMatchObject({ mime: "application/pdf", byteSize: pdf.byteLength });
    expect(file?.url).toMatch(/^\/staff-files\//);
    const anonymous = await fetch(url + file?.url);
    expect(anonymous.status).toBe(401);
    expect((await fetch(url + file?.url, { headers: { authorization: `Bearer ${member.token}` } })).status).toBe(403);
    const download = await fetch(url + file?.url, { headers: { authorization: `Bearer ${editor.token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);

    // Deleting the request takes its attachment with it.
    const storedName = file?.url.split("/")[2] ?? "";
    expect((await api(url, `/api/bookEvent/${stored?.id}`, { method: "DELETE", token: editor.token })).status).toBe(200);
    await expect(fs.stat(path.join(server.dataDir, "files", storedName))).rejects.toThrow();
    expect((await fetch(url + file?.url, { headers: { authorization: `Bearer ${editor.token}` } })).status).toBe(404);
    expect(await find(tag)).toEqual([]);
  });

  it("lets staff move a request through its statuses with notes, filter by status and read it in the activity log", async () => {
    const tag = randomUUID().slice(0, 8);
    await post(valid(tag));
    const [stored] = await find(tag);
    const id = stored?.id;
    for (const status of ["contacted", "quoted", "confirmed", "declined", "new"]) {
      const res = await api(url, `/api/bookEvent/${id}`, { method: "PUT", token: editor.token, body: JSON.stringify({ status }) });
      expect(res.status, status).toBe(200);
      expect(res.body.data.status).toBe(status);
    }
    const noted = await api(url, `/api/bookEvent/${id}`, { method: "PUT", token: staff, body: JSON.stringify({ status: "quoted", notes: "Quote Q-77 sent by email" }) });
    expect(noted.body).toMatchObject({ message: eventRequestsStaffWords.t("en", "eventRequestUpdated"), data: { status: "quoted", notes: "Quote Q-77 sent by email" } });
    expect(noted.body.data.updated_by).toBeTruthy();
    const bad = await api(url, `/api/bookEvent/${id}`, { method: "PUT", token: staff, body: JSON.stringify({ status: "lost" }) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ status: [eventRequestsStaffWords.t("en", "eventStatusInvalid")] });
    expect((await api(url, `/api/bookEvent/${id}`, { method: "PUT", token: staff, body: JSON.stringify({}) })).status).toBe(422);
    expect((await api(url, "/api/bookEvent/999999", { method: "PUT", token: staff, body: JSON.stringify({ status: "new" }) })).status).toBe(404);

    expect((await list("?status=quoted")).map((r) => r.id)).toContain(id);
    expect((await list("?status=new")).map((r) => r.id)).not.toContain(id);
    expect((await api(url, "/api/bookEvent?status=lost", { token: staff })).status).toBe(422);

    const activity = await api(url, "/api/activity?type=event_requests", { token: staff });
    const entries = (activity.body.data as { action: string; subjectId: number; subjectLabel: string }[]).filter((e) => e.subjectId === id);
    expect(entries.length).toBe(6);
    expect(entries[0]?.subjectLabel).toContain(stored?.reference ?? "?");
  });

  it("exports the requests as CSV for staff, one status at a time if asked", async () => {
    const tag = randomUUID().slice(0, 8);
    await post({ ...valid(tag), additionalInfo: 'Say "hello", please' });
    const cookie = await pageCookie(url);
    const csv = await page(url, "/eventRequests.csv", { cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(/event-requests-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csv.text).toContain("Reference,Received (UTC),Status,Event");
    expect(csv.text).toContain(`Agri Summit ${tag}`);
    expect(csv.text).toContain('"Say ""hello"", please"');
    const declined = await page(url, "/eventRequests.csv?status=declined", { cookie });
    expect(declined.text).not.toContain(`Agri Summit ${tag}`);
    const screen = await page(url, "/eventRequests", { cookie });
    expect(screen.status).toBe(200);
    expect(screen.text).toContain(`Agri Summit ${tag}`);
  });

  it("keeps every staff operation from anyone but staff: anonymous 401, member 403", async () => {
    const tag = randomUUID().slice(0, 8);
    await post(valid(tag));
    const id = (await find(tag))[0]?.id ?? 1;
    for (const [p, method, body] of [["/api/bookEvent", "GET", undefined], [`/api/bookEvent/${id}`, "PUT", JSON.stringify({ status: "quoted" })], [`/api/bookEvent/${id}`, "DELETE", undefined]] as const) {
      expect((await api(url, p, { method, ...(body ? { body } : {}) })).status, `${method} ${p}`).toBe(401);
      const asMember = await api(url, p, { method, token: member.token, ...(body ? { body } : {}) });
      expect(asMember.status, `${method} ${p}`).toBe(403);
      expect(asMember.body.message).toBe(authStaffWords.t("en", "staffOnly"));
    }
    expect((await find(tag))[0]?.status).toBe("new");
    for (const p of ["/eventRequests", "/eventRequests.csv"]) {
      const anonymous = await page(url, p);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(p)}`);
      const memberCookie = await pageCookie(url, (await createMember(url)).email, "Zikomo-Kwambiri-77");
      expect((await page(url, p, { cookie: memberCookie })).status).toBe(403);
    }
  });

  it("serves /EventPlan to everyone, never from a shared cache, and takes a page post without JavaScript", async () => {
    const first = await page(url, "/EventPlan");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.text).toContain("STEP 1 OF 3");
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(first.text)?.[1];
    const second = await page(url, "/EventPlan");
    expect(/name="idempotencyKey" value="([^"]+)"/.exec(second.text)?.[1]).not.toBe(key);

    const tag = randomUUID().slice(0, 8);
    const incomplete = await page(url, "/EventPlan", { form: { ...valid(tag), firstName: "" } });
    expect(incomplete.status).toBe(422);
    expect(incomplete.text).toContain(eventRequestsWords.t("en", "eventFirstNameRequired"));
    expect(incomplete.text).toContain(`Agri Summit ${tag}`);
    const sent = await page(url, "/EventPlan", { form: { ...valid(tag), idempotencyKey: key ?? "" } });
    expect(sent.status).toBe(201);
    expect(sent.text).toContain(eventRequestsWords.t("en", "eventRequestSuccess"));
    expect(sent.text).toMatch(/EV-\d{4}-\d{4,}/);
    expect(sent.text).toContain(`https://wa.me/${DEMO_WHATSAPP}?text=`);
    expect(await find(tag)).toHaveLength(1);
  });
});

describe("event request throttle", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ engine: "sqlite", env: { SEED_DEMO: "false", RATE_LIMITS: JSON.stringify({ publicForms: { limit: 3, windowSeconds: 600 } }) } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("takes 3 stored requests per window from one address, then 429 with Retry-After; typos and retries do not count", async () => {
    const send = (body: Record<string, string>) => api(server.url, "/api/bookEvent", { method: "POST", body: JSON.stringify(body) });
    for (let i = 0; i < 3; i++) expect((await send({ eventName: "x" })).status).toBe(422);
    const key = randomUUID();
    for (let i = 0; i < 3; i++) expect((await send({ ...valid(`t${i}`), idempotencyKey: key })).status).toBe(201);
    expect((await send(valid("t1"))).status).toBe(201);
    expect((await send(valid("t2"))).status).toBe(201);
    const refused = await send(valid("t3"));
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(500);
    expect(refused.body.message).toBe(limitsWords.t("en", "tooManyAttempts", { seconds: wait }));
  });
});
