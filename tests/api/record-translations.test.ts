import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { demoPdf } from "../../db/seed/demo-pdf";
import { api, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { type ServerDatabase, withServerDatabase } from "../support/server-database";
import { vacanciesStaffWords } from "~/features/vacancies/vacancies-staff-words";

/** The running server's own database: what the API never shows (the translation rows themselves). */
const translationRows = (server: ServerDatabase, table: string, id: number) =>
  withServerDatabase(server, (db) => db.selectFrom("record_translations").selectAll().where("record_table", "=", table).where("record_id", "=", id).execute());

/** One GET as sent on the wire (no query string reaches the answers sent before the app). */
function rawGet(base: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request(base + pathname, { headers: { "accept-encoding": "identity", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    req.end();
  });
}

type Bar = { id: number; name: string; message: string; untranslated?: string[] };
const barsIn = (body: string) => (JSON.parse(body) as { data: Bar[] }).data;

/** DECISIONS §10, docs/decisions/043-translated-record-fields.md: Chichewa versions of records' text fields. */
describe.each(servers())("records in Chichewa on $engine", (server) => {
  const { url } = server;
  let staff: string;
  let picture: Buffer;

  beforeAll(async () => {
    staff = await loginAsStaff(url);
    picture = await jpeg(200, 200);
  });

  const addBar = async (fields: Record<string, string>) => {
    const created = await api(url, "/api/bar", { method: "POST", token: staff, body: imageForm(fields, { bytes: picture, name: "bar.jpg", type: "image/jpeg" }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as Bar;
  };

  it("answers a Chichewa name set through the API for ?lang=ny and Accept-Language: ny, and English otherwise", async () => {
    const name = `Chipinda ${randomUUID().slice(0, 6)}`;
    const english = `Lounge ${name.slice(-6)}`;
    const bar = await addBar({ name: english, message: "Sundowners by the pool.", name_ny: name });
    // The staff's answer is in English unless they ask otherwise.
    expect(bar.name).toBe(english);

    const byQuery = await api(url, `/api/bar/${bar.id}?lang=ny`);
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.data).toMatchObject({ name, message: "Sundowners by the pool.", untranslated: ["message"] });
    expect(byQuery.headers.get("content-language")).toBe("ny");
    expect(byQuery.headers.get("vary")).toMatch(/accept-language/i);

    const byHeader = await api(url, `/api/bar/${bar.id}`, { headers: { "accept-language": "ny-MW, en;q=0.5" } });
    expect(byHeader.body.data).toMatchObject({ name, untranslated: ["message"] });

    const inEnglish = await api(url, `/api/bar/${bar.id}`);
    expect(inEnglish.body.data.name).toBe(english);
    expect(inEnglish.body.data).not.toHaveProperty("untranslated");
    // ?lang wins over the header.
    expect((await api(url, `/api/bar/${bar.id}?lang=en`, { headers: { "accept-language": "ny" } })).body.data.name).toBe(english);

    const list = await api(url, "/api/bar?lang=ny");
    expect((list.body.data as Bar[]).find((b) => b.id === bar.id)).toMatchObject({ name, untranslated: ["message"] });
  });

  it("says which fields fell back to English for a record without a Chichewa version", async () => {
    const bar = await addBar({ name: `Plain Bar ${randomUUID().slice(0, 6)}`, message: "No Chichewa yet." });
    const read = await api(url, `/api/bar/${bar.id}?lang=ny`);
    expect(read.body.data).toMatchObject({ name: bar.name, message: "No Chichewa yet.", untranslated: ["name", "message"] });
  });

  it("keeps one stored list per language: the answers sent before the app never mix them", async () => {
    const name = `Malo Omwera ${randomUUID().slice(0, 6)}`;
    const bar = await addBar({ name: `Terrace ${name.slice(-6)}`, message: "Live music on Fridays.", name_ny: name, message_ny: "Nyimbo Lachisanu." });
    // Twice each, so the second of each is answered from the stored list.
    for (let round = 0; round < 2; round++) {
      const english = await rawGet(url, "/api/bar");
      const chichewa = await rawGet(url, "/api/bar", { "accept-language": "ny" });
      expect(barsIn(english.body).find((b) => b.id === bar.id)?.name).toBe(bar.name);
      expect(barsIn(chichewa.body).find((b) => b.id === bar.id)).toMatchObject({ name, message: "Nyimbo Lachisanu.", untranslated: [] });
      expect(String(english.headers.vary)).toMatch(/accept-language/i);
      expect(String(chichewa.headers.vary)).toMatch(/accept-language/i);
      expect(chichewa.headers["content-language"]).toBe("ny");
      expect(english.headers["content-language"]).toBe("en");
      expect(chichewa.headers.etag).not.toBe(english.headers.etag);
    }
    // A type without translated fields answers the same list to both, as before.
    const partners = await rawGet(url, "/api/partners", { "accept-language": "ny" });
    expect(partners.status).toBe(200);
    expect(String(partners.headers.vary)).not.toMatch(/accept-language/i);
  });

  it("changes and removes a version by update: an empty one falls back, a field left out keeps its own", async () => {
    const bar = await addBar({ name: `Cellar ${randomUUID().slice(0, 6)}`, message: "Wines of the Cape.", name_ny: "Chipinda cha Vinyo", message_ny: "Vinyo wa ku Cape." });
    const updated = await api(url, `/api/bar/${bar.id}?lang=ny`, { method: "PUT", token: staff, body: JSON.stringify({ name: bar.name, message: "Wines of the Cape and beyond.", message_ny: "" }) });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: "Chipinda cha Vinyo", message: "Wines of the Cape and beyond.", untranslated: ["message"] });
    expect((await translationRows(server, "bars", bar.id)).map((row) => row.field)).toEqual(["name"]);
  });

  it("refuses a version that is too long with the field's message, and writes nothing", async () => {
    const english = `Too Long ${randomUUID().slice(0, 6)}`;
    const refused = await api(url, "/api/bar", {
      method: "POST",
      token: staff,
      body: imageForm({ name: english, message: "Sundowners.", name_ny: "a".repeat(101) }, { bytes: picture, name: "bar.jpg", type: "image/jpeg" }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.name_ny).toEqual(["Please keep this to 100 characters or fewer"]);
    expect(((await api(url, "/api/bar", { token: staff })).body.data as Bar[]).some((b) => b.name === english)).toBe(false);

    const room = await api(url, "/api/rooms", { method: "POST", token: staff, body: imageForm({ name: `Suite ${randomUUID().slice(0, 6)}`, description_ny: "b".repeat(1001) }, { bytes: picture, name: "r.jpg", type: "image/jpeg" }) });
    expect(room.status).toBe(422);
    expect(room.body.errors.description_ny).toEqual(["Description must be at most 1000 characters"]);

    // An update refused leaves the stored version as it was.
    const bar = await addBar({ name: `Kept ${randomUUID().slice(0, 6)}`, message: "Sundowners.", name_ny: "Malo Osungidwa" });
    const badUpdate = await api(url, `/api/bar/${bar.id}`, { method: "PUT", token: staff, body: JSON.stringify({ name: bar.name, message: "Changed.", name_ny: "c".repeat(101) }) });
    expect(badUpdate.status).toBe(422);
    expect((await api(url, `/api/bar/${bar.id}?lang=ny`)).body.data).toMatchObject({ name: "Malo Osungidwa", message: "Sundowners." });
  });

  it("deletes a record's versions with it", async () => {
    const bar = await addBar({ name: `Gone ${randomUUID().slice(0, 6)}`, message: "Soon closed.", name_ny: "Malo Otseka", message_ny: "Atseka posachedwa." });
    expect(await translationRows(server, "bars", bar.id)).toHaveLength(2);
    expect((await api(url, `/api/bar/${bar.id}`, { method: "DELETE", token: staff })).status).toBe(200);
    expect(await translationRows(server, "bars", bar.id)).toHaveLength(0);
    expect((await api(url, `/api/bar/${bar.id}?lang=ny`)).status).toBe(404);
  });

  it("takes the versions from the back-office form, beside the English fields", async () => {
    const cookie = await pageCookie(url);
    const screen = await page(url, "/vacancy", { cookie });
    expect(screen.text).toContain('name="name_ny"');
    expect(screen.text).toContain('name="vacancy_ny"');

    const name = `Woyang'anira Dimba ${randomUUID().slice(0, 6)}`;
    const closingDate = (() => {
      const date = new Date(`${hotelDate()}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + 10);
      return date.toISOString().slice(0, 10);
    })();
    const english = `Gardener ${name.slice(-6)}`;
    const added = await page(url, "/vacancy", {
      cookie,
      form: {
        intent: "create-vacancy",
        name: english,
        name_ny: name,
        closingDate,
        vacancy: "<p>Keep the gardens.</p>",
        // Staff HTML in Chichewa is sanitised as the English is.
        vacancy_ny: "<p>Samalirani <strong>dimba</strong><img src=x onerror=alert(1)>.</p>",
      },
    });
    expect(added.status).toBe(200);
    const vacancy = ((await api(url, "/api/vacancies?lang=ny")).body.data as { id: number; name: string; vacancy: string; excerpt: string; untranslated: string[] }[]).find((v) => v.name === name);
    expect(vacancy).toMatchObject({ vacancy: "<p>Samalirani <strong>dimba</strong>.</p>", excerpt: "Samalirani dimba.", untranslated: [] });

    // The edit form shows the stored version in its field.
    const edit = await page(url, `/vacancy?tab=view&edit=${vacancy!.id}`, { cookie });
    expect(edit.text).toContain(`value="${name.replace("'", "&#x27;")}"`);

    // A version that is only markup says what is missing, under its own field, and nothing changes.
    const empty = await page(url, "/vacancy", { cookie, form: { intent: "update-vacancy", id: String(vacancy!.id), name: english, name_ny: "", closingDate, vacancy: "<p>Keep the gardens.</p>", vacancy_ny: "<p><img src=x></p>" } });
    expect(empty.text).toContain(vacanciesStaffWords.t("en", "jobDescriptionRequired"));
    expect((await api(url, `/api/vacancies/${vacancy!.id}?lang=ny`)).body.data.name).toBe(name);

    await page(url, "/vacancy", { cookie, form: { intent: "delete-vacancy", id: String(vacancy!.id) } });
    expect(await translationRows(server, "vacancies", vacancy!.id)).toHaveLength(0);
  });

  it("shows a gallery caption, an award, a document and an advert set in Chichewa through the API on their /ny/ pages, English marked lang=\"en\" otherwise, alt text included", async () => {
    const id = randomUUID().slice(0, 6);
    const add = async (path: string, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }, field?: string) => {
      const created = await api(url, path, { method: "POST", token: staff, body: imageForm(fields, file ?? { bytes: picture, name: "p.jpg", type: "image/jpeg" }, field) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.data as { id: number };
    };
    await add("/api/gallery", { name: `Terrace at dusk ${id}`, name_ny: `Bwalo madzulo ${id}` });
    await add("/api/gallery", { name: `Pool at noon ${id}` });
    await add("/api/awards", { name: `Best Hotel ${id}`, year: "2025", name_ny: `Hotela Yabwino ${id}` });
    await add("/api/awards", { name: `Green Key ${id}`, year: "2024" });
    await add("/api/document", { name: `Fact sheet ${id}`, name_ny: `Zambiri za hotela ${id}` }, { bytes: demoPdf("Fact sheet", ["Rooms."]), name: "f.pdf", type: "application/pdf" }, "document");
    await add("/api/document", { name: `Menu ${id}` }, { bytes: demoPdf("Menu", ["Food."]), name: "m.pdf", type: "application/pdf" }, "document");
    const advert = await add("/api/adverts", { title: `Spa days ${id}`, title_ny: `Masiku a spa ${id}`, description: "Half-price massages", period: "2099-12-31" }, undefined, "media");
    expect((await api(url, `/api/adverts/${advert.id}?lang=ny`)).body.data).toMatchObject({ title: `Masiku a spa ${id}`, description: "Half-price massages", untranslated: ["description"] });

    const html = async (pathname: string, cookie?: string) => {
      const res = await fetch(url + pathname, { headers: cookie ? { cookie } : {} });
      expect(res.status, pathname).toBe(200);
      return (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").replaceAll("&#x27;", "'");
    };
    const gallery = await html("/ny/PictureGarlery");
    expect(gallery).toContain(`<span class="gallery-caption">Bwalo madzulo ${id}</span>`);
    expect(gallery).toContain(`<span class="gallery-caption" lang="en">Pool at noon ${id}</span>`);
    expect(gallery).not.toContain(`Terrace at dusk ${id}`);
    expect(await html("/PictureGarlery")).toContain(`<span class="gallery-caption">Terrace at dusk ${id}</span>`);

    const awards = await html("/ny/Awards");
    expect(awards).toContain(`<h3 class="person-name">Hotela Yabwino ${id}</h3>`);
    expect(awards).toContain(`<h3 class="person-name" lang="en">Green Key ${id}</h3>`);
    // The portrait's alt text is the name too: an English one marks the image, the language of its alt text.
    expect(awards).toMatch(new RegExp(`<img [^>]*alt="Green Key ${id}" lang="en"`));
    expect(awards).toMatch(new RegExp(`<img [^>]*alt="Hotela Yabwino ${id}" loading=`));
    expect(await html("/Awards")).toContain(`<h3 class="person-name">Best Hotel ${id}</h3>`);

    const documents = await html("/ny/Document");
    expect(documents).toContain(`<th scope="row" class="download-name">Zambiri za hotela ${id}</th>`);
    expect(documents).toContain(`<th scope="row" class="download-name" lang="en">Menu ${id}</th>`);
    // The file keeps its English download name.
    expect(documents).toContain(`download="Fact sheet ${id}.pdf"`);

    // Light mode shows the adverts as text in the page: the title in Chichewa, the description's English marked.
    const light = await html("/ny/", "light=1");
    expect(light).toContain(`lang="en">Half-price massages</span>`);
    expect(light).toMatch(new RegExp(`class="text-advert-link">Masiku a spa ${id}</a>`));
    expect(await html("/", "light=1")).toMatch(new RegExp(`class="text-advert-link">Spa days ${id}</a>`));
  });

  it("documents the versions and the language in the API reference", async () => {
    const doc = (await api(url, "/api/openapi.json")).body;
    const create = doc.paths["/api/bar"].post;
    expect(create.requestBody.content["multipart/form-data"].schema.properties).toHaveProperty("name_ny");
    expect(doc.paths["/api/bar/{id}"].put.requestBody.content["application/json"].schema.properties).toHaveProperty("message_ny");
    expect((doc.paths["/api/bar"].get.parameters as { name: string }[]).map((p) => p.name)).toEqual(["lang", "Accept-Language"]);
    expect(doc.paths["/api/partners"].get.parameters).toBeUndefined();
  });
});
