import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { filesWords } from "~/platform/files/files-words";
import type JobApplicationCatalogue from "~/features/job-applications/job-applications.messages.json";
import { demoPdf } from "../../db/seed/demo-pdf";
import { catalogueSource } from "../support/catalogue-source";
import { api, createMember, loginAsStaff } from "../support/api-client";
import { EMAIL_DELIVERY_MS, eventually } from "../support/eventually";
import { page, pageCookie } from "../support/page-session";
import { startSmtpInbox } from "../support/smtp-inbox";
import { type RunningServer, startServer } from "../support/start-server";
import { docxOf, zipOf } from "../support/zip-files";

const source = catalogueSource<typeof JobApplicationCatalogue>("features/job-applications/job-applications.messages.json");
const { en, ny } = source;
const hotelName = DEFAULT_SITE_SETTINGS.hotelName;
const tag = () => randomUUID().slice(0, 8);
const inDays = (days: number) => hotelDate(new Date(Date.now() + days * 86_400_000));

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

type Listed = { id: number; vacancyId: number | null; vacancyName: string; name: string; email: string; coverNote: string; language: string; cv: { url: string; downloadName: string; byteSize: number; mime: string } | null };

/**
 * Job applications (features/job-applications): an applicant sends their details and a CV
 * from a vacancy's page or `POST /api/vacancies/:id/applications`. The CV is judged by its
 * bytes (a PDF, or a ZIP holding a Word document), kept as a staff-only file, and linked from
 * the email to the careers inbox of the settings; the applicant is acknowledged in their
 * language. A refused application leaves no row and no file.
 */
describe.each(["sqlite", "postgres"] as const)("job applications on %s", (engine) => {
  let server: RunningServer;
  let url: string;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let staff: string;
  let vacancyId: number;
  const hrEmail = `careers-${tag()}@hotel.test`;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startServer({
      engine,
      env: { SEED_DEMO: "false", SMTP_URL: inbox.url, RATE_LIMITS: JSON.stringify({ publicForms: { limit: 1000, windowSeconds: 600 }, acknowledgementsPerRecipient: { limit: 1000, windowSeconds: 3600 } }) },
    });
    url = server.url;
    staff = await loginAsStaff(url);
    expect((await api(url, "/api/settings", { method: "PUT", token: staff, body: JSON.stringify({ hrEmail }) })).status).toBe(200);
    const created = await api(url, "/api/vacancies", {
      method: "POST",
      token: staff,
      body: JSON.stringify({ name: "Front Office Supervisor", name_ny: "Woyang'anira Olandira Alendo", closingDate: inDays(20), vacancy: "<p>Lead the front desk.</p>" }),
    });
    expect(created.status).toBe(201);
    vacancyId = created.body.data.id as number;
  });
  afterAll(async () => {
    await server?.stop();
    await inbox?.close();
  });

  const form = (fields: Record<string, string>, cv?: { bytes: Uint8Array; name: string; type?: string }) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    if (cv) body.set("cv", new File([new Uint8Array(cv.bytes)], cv.name, { type: cv.type ?? "application/octet-stream" }));
    return body;
  };
  const apply = (body: FormData, id = vacancyId, language?: "ny") =>
    api(url, `/api/vacancies/${id}/applications`, { method: "POST", body, ...(language ? { headers: { "accept-language": language } } : {}) });
  const valid = (id: string) => ({ name: `Chikondi Banda ${id}`, email: `applicant-${id}@example.com`, phone: "+265 991 234 567", coverNote: `Five years at a front desk ${id}.` });
  const listed = async () => (await api(url, "/api/job-applications", { token: staff })).body.data as Listed[];
  const mine = async (id: string) => (await listed()).find((application) => application.name === `Chikondi Banda ${id}`);
  const storedFiles = async () => (await fs.readdir(path.join(server.dataDir, "files")).catch(() => [] as string[])).sort();
  const emailsTo = (address: string) => eventually(`an email to ${address}`, async () => inbox.to(address), (list) => list.length > 0, { withinMs: EMAIL_DELIVERY_MS });

  it("takes a PDF CV, lists it for staff, emails the careers inbox a staff-only link to it and acknowledges the applicant", async () => {
    const id = tag();
    const pdf = demoPdf("Curriculum vitae", ["Chikondi Banda", "Front desk"]);
    const answer = await apply(form(valid(id), { bytes: pdf, name: "my cv.pdf", type: "application/pdf" }));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: en.sent, id: expect.any(Number) });

    const application = await mine(id);
    expect(application).toMatchObject({ id: answer.body.id, vacancyId, vacancyName: "Front Office Supervisor", email: `applicant-${id}@example.com`, coverNote: `Five years at a front desk ${id}.`, language: "en" });
    expect(application?.cv).toMatchObject({ mime: "application/pdf", byteSize: pdf.byteLength, downloadName: `CV Chikondi Banda ${id} V-${vacancyId}.pdf` });
    expect(application?.cv?.url).toMatch(/^\/staff-files\//);

    const [hr] = (await emailsTo(hrEmail)).filter((email) => email.text.includes(`Chikondi Banda ${id}`));
    expect(hr!.subject).toBe(`New application: Front Office Supervisor (ref. V-${vacancyId}) – Chikondi Banda ${id}`);
    expect(hr!.replyTo).toContain(`applicant-${id}@example.com`);
    expect(hr!.text).toContain("Phone: +265 991 234 567");
    expect(hr!.text).toContain(`Five years at a front desk ${id}.`);
    expect(hr!.text).toContain(`${url}${application?.cv?.url}`);
    expect(hr!.text).toContain(`${url}/jobApplications`);

    const [ack] = await emailsTo(`applicant-${id}@example.com`);
    expect(ack!.subject).toBe(`Your application for Front Office Supervisor – ${hotelName}`);
    expect(ack!.text).toContain(`Dear Chikondi Banda ${id},`);
    expect(ack!.text).toContain(`(reference V-${vacancyId})`);
    // The reservations inbox hears nothing of it.
    expect(inbox.to(DEFAULT_SITE_SETTINGS.email).filter((email) => email.text.includes(id))).toEqual([]);
  });

  it("lets only signed-in staff download a CV: 401 anonymous, 403 member, the same bytes for staff", async () => {
    const id = tag();
    const pdf = demoPdf("CV", [id]);
    expect((await apply(form(valid(id), { bytes: pdf, name: "cv.pdf" }))).status).toBe(201);
    const cv = (await mine(id))?.cv;
    expect(cv).toBeTruthy();
    expect((await fetch(url + cv?.url, { redirect: "manual" })).status).toBe(401);
    const member = await createMember(url);
    expect((await fetch(url + cv?.url, { headers: { authorization: `Bearer ${member.token}` } })).status).toBe(403);
    const download = await fetch(url + cv?.url, { headers: { authorization: `Bearer ${staff}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(download.headers.get("content-disposition")).toContain("attachment");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
  });

  it("takes a Word (DOCX) CV, judged by the word/ part inside its ZIP, whatever its name says", async () => {
    const id = tag();
    const docx = docxOf(`Chikondi Banda ${id}`);
    expect((await apply(form(valid(id), { bytes: docx, name: "cv.bin", type: "text/plain" }))).status).toBe(201);
    expect((await mine(id))?.cv).toMatchObject({ mime: DOCX_MIME, byteSize: docx.byteLength, downloadName: `CV Chikondi Banda ${id} V-${vacancyId}.docx` });
  });

  it("refuses a web page named .pdf, a ZIP that is not a Word document and an Excel-like file with the CV's message, storing nothing", async () => {
    const before = { rows: (await listed()).length, files: await storedFiles() };
    for (const [name, bytes] of [
      ["cv.pdf", new TextEncoder().encode("<!doctype html><script>alert(1)</script>")],
      ["cv.docx", zipOf({ "notes.txt": "Not a Word document" })],
      ["cv.docx", zipOf({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" })],
    ] as const) {
      const res = await apply(form(valid(tag()), { bytes, name, type: "application/pdf" }));
      expect(res.status, name).toBe(422);
      expect(res.body.errors, name).toEqual({ cv: [filesWords.t("en", "cvUnsupported")] });
    }
    expect((await listed()).length).toBe(before.rows);
    expect(await storedFiles()).toEqual(before.files);
  });

  it("refuses a CV of 5 MB or more with 413 and the field's message, storing nothing", async () => {
    const before = { rows: (await listed()).length, files: await storedFiles() };
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(demoPdf("Big", ["x"]));
    const res = await apply(form(valid(tag()), { bytes: big, name: "cv.pdf", type: "application/pdf" }));
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ cv: [filesWords.t("en", "cvTooLarge")] });
    expect((await listed()).length).toBe(before.rows);
    expect(await storedFiles()).toEqual(before.files);
  });

  it("names every missing field, the CV included, in the request's language; a closed vacancy is not found", async () => {
    const blank = await apply(form({ name: " ", email: "", phone: "" }));
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ name: [en.nameRequired], email: [en.emailRequired], phone: [en.phoneRequired], cv: [filesWords.t("en", "cvRequired")] });
    const inChichewa = await apply(form({ name: "www.example.com", email: "not-an-email", phone: "call me" }), vacancyId, "ny");
    expect(inChichewa.body.errors).toEqual({ name: [ny.nameHasLink], email: [ny.emailInvalid], phone: [ny.phoneInvalid], cv: [filesWords.t("ny", "cvRequired")] });
    const closed = await api(url, "/api/vacancies", { method: "POST", token: staff, body: JSON.stringify({ name: "Closed Role", closingDate: inDays(-1), vacancy: "<p>Gone.</p>" }) });
    expect((await apply(form(valid(tag()), { bytes: demoPdf("CV", ["x"]), name: "cv.pdf" }), closed.body.data.id as number)).status).toBe(404);
  });

  it("takes the Chichewa page's plain multipart form, redirects to the thank-you line and acknowledges in Chichewa; a mistake comes back with what was typed", async () => {
    const id = tag();
    const post = (fields: Record<string, string>, cv?: { bytes: Uint8Array; name: string }) =>
      fetch(`${url}/ny/career/${vacancyId}`, { method: "POST", redirect: "manual", headers: { origin: url, accept: "text/html" }, body: form(fields, cv) });
    const refused = await post({ ...valid(id), phone: "call me" }, { bytes: demoPdf("CV", ["x"]), name: "cv.pdf" });
    expect(refused.status).toBe(422);
    const refusedPage = await refused.text();
    expect(refusedPage).toContain(ny.phoneInvalid);
    expect(refusedPage).toContain(`value="Chikondi Banda ${id}"`);
    const noCv = await (await post(valid(id))).text();
    expect(noCv).toContain(filesWords.t("ny", "cvRequired"));
    expect(await mine(id)).toBeUndefined();

    const sent = await post(valid(id), { bytes: demoPdf("CV", ["Chikondi"]), name: "cv.pdf" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/ny/career/${vacancyId}?sent=1#apply-title`);
    // React writes an apostrophe in text as &#x27;.
    expect((await page(url, `/ny/career/${vacancyId}?sent=1`)).text).toContain(ny.sent.replaceAll("'", "&#x27;"));
    expect(await mine(id)).toMatchObject({ language: "ny" });

    const [ack] = await emailsTo(`applicant-${id}@example.com`);
    expect(ack!.subject).toBe(`Kalata yanu yofunsira ntchito ya Woyang'anira Olandira Alendo – ${hotelName}`);
    expect(ack!.text).toMatch(new RegExp(`^Wokondedwa Chikondi Banda ${id},\n`));
    expect(ack!.text).toContain(`(nambala V-${vacancyId})`);
  });

  it("shows staff the applications on their screen; anonymous visitors and the API without a login are refused; the careers inbox stays private", async () => {
    const id = tag();
    expect((await apply(form(valid(id), { bytes: demoPdf("CV", ["x"]), name: "cv.pdf" }))).status).toBe(201);
    expect((await api(url, "/api/job-applications")).status).toBe(401);
    const anonymous = await page(url, "/jobApplications");
    expect([302, 303, 401, 403]).toContain(anonymous.status);
    const screen = await page(url, "/jobApplications", { cookie: await pageCookie(url) });
    expect(screen.status).toBe(200);
    expect(screen.text).toContain(`Chikondi Banda ${id}`);
    expect(screen.text).toContain("Front Office Supervisor");
    expect(screen.text).toMatch(/href="\/staff-files\/[^"]+"[^>]*>Download CV: PDF, \d+ KB</);
    expect((await api(url, "/api/settings")).body.data).not.toHaveProperty("hrEmail");
    expect((await page(url, `/career/${vacancyId}`)).text).not.toContain(hrEmail);
  });
});

describe("job applications from one address", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ engine: "sqlite", env: { SEED_DEMO: "false", RATE_LIMITS: JSON.stringify({ publicForms: { limit: 2, windowSeconds: 600 } }) } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("are counted with the other public forms: refused ones give their turn back, the third stored one in the window is 429", async () => {
    const staff = await loginAsStaff(server.url);
    const id = (await api(server.url, "/api/vacancies", { method: "POST", token: staff, body: JSON.stringify({ name: "Pastry Chef", closingDate: inDays(10), vacancy: "<p>Bake.</p>" }) })).body.data.id as number;
    const send = (withCv: boolean) => {
      const body = new FormData();
      for (const [key, value] of Object.entries({ name: "Thoko Banda", email: `thoko-${tag()}@example.com`, phone: "+265 999 123 456" })) body.set(key, value);
      if (withCv) body.set("cv", new File([new Uint8Array(demoPdf("CV", ["x"]))], "cv.pdf"));
      return api(server.url, `/api/vacancies/${id}/applications`, { method: "POST", body });
    };
    for (let i = 0; i < 3; i++) expect((await send(false)).status).toBe(422);
    expect((await send(true)).status).toBe(201);
    expect((await send(true)).status).toBe(201);
    const refused = await send(true);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
