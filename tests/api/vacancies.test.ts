import http from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { MAX_VACANCY_HTML } from "~/features/vacancies/schema";
import { api, createMember, imageForm, jpeg, loginAsStaff, MEMBER_PASSWORD, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { createStaffAccount } from "../support/staff-accounts";
import { siteChrome } from "~/components/site-chrome-catalog";
import { vacanciesStaffWords } from "~/features/vacancies/vacancies-staff-words";
import { authWords } from "~/platform/auth/auth-words";
import { fieldStaffWords } from "~/platform/forms/fields-staff-words";
import { recordsWords } from "~/platform/records/records-words";
import { recordsStaffWords } from "~/platform/records/records-staff-words";

/**
 * Vacancies (SPEC §3, §7 `/api/vacancies`) and the Careers pages (`/career`, `/career/:id`):
 * visitors see a vacancy while its closing date is today or later in Lilongwe, staff see all;
 * writes are for staff; the description is sanitised with an allow-list before it is stored.
 */

/** The hotel's date `days` from today, as `YYYY-MM-DD`. */
function hotelDay(days: number): string {
  const date = new Date(`${hotelDate()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const json = (body: unknown) => JSON.stringify(body);

/**
 * A JSON post on its own connection. The server answers an oversized body (413, or 401
 * first) without reading it and closes the socket; a pooled connection would then fail the
 * next request of the suite, so these posts never share one.
 */
function postAlone(base: string, path: string, body: string, token?: string): Promise<{ status: number; body: { message?: string } }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, {
      method: "POST",
      agent: false,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || "{}") as { message?: string } }));
    });
    // The server may close while the body is still being written; the answer has arrived by then.
    request.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error)));
    request.end(body);
  });
}
const vacancy = (name: string, closingDate: string, html = "<p>Join our team in Lilongwe.</p>") => ({ name, closingDate, vacancy: html });

describe.each(servers())("vacancies on $engine", (server) => {
  const { url } = server;
  let admin: string;
  let editor: string;
  let member: string;
  let memberEmail: string;

  const create = async (body: Record<string, unknown>, token = admin) => api(url, "/api/vacancies", { method: "POST", token, body: json(body) });

  beforeAll(async () => {
    admin = await loginAsStaff(url);
    editor = (await createStaffAccount(server, "editor")).token;
    const account = await createMember(url);
    member = account.token;
    memberEmail = account.email;
  });

  it("lets visitors read but never write: anonymous 401, member 403 on create, update and delete", async () => {
    const open = await create(vacancy("Night Auditor", hotelDay(10)));
    expect(open.status).toBe(201);
    const id = open.body.data.id as number;
    const writes: [string, string, string | undefined][] = [
      ["POST", "/api/vacancies", json(vacancy("Pool Attendant", hotelDay(5)))],
      ["PUT", `/api/vacancies/${id}`, json(vacancy("Night Auditor (changed)", hotelDay(5)))],
      ["DELETE", `/api/vacancies/${id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      const anonymous = await api(url, path, { method, ...(body ? { body } : {}) });
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
      expect(anonymous.body.message).toBe(authWords.t("en", "loginRequired"));
      const asMember = await api(url, path, { method, token: member, ...(body ? { body } : {}) });
      expect(asMember.status, `${method} ${path} member`).toBe(403);
    }
    const still = await api(url, `/api/vacancies/${id}`);
    expect(still.body.data.name).toBe("Night Auditor");
  });

  it("lets an editor add, change and delete a vacancy with SPEC §7's JSON fields, each write in the activity log", async () => {
    const created = await create(vacancy("Housekeeping Supervisor", hotelDay(20), "<p>Lead the <strong>room attendants</strong>.</p>"), editor);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(recordsWords.t("en", "saved"));
    expect(created.body.data).toMatchObject({ name: "Housekeeping Supervisor", closingDate: hotelDay(20), vacancy: "<p>Lead the <strong>room attendants</strong>.</p>", excerpt: "Lead the room attendants.", postedOn: hotelDate() });
    const id = created.body.data.id as number;

    const updated = await api(url, `/api/vacancies/${id}`, { method: "PUT", token: editor, body: json({ id, ...vacancy("Executive Housekeeper", hotelDay(25), "<p>Run housekeeping.</p>") }) });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, name: "Executive Housekeeper", closingDate: hotelDay(25), vacancy: "<p>Run housekeeping.</p>" });

    // A form works as well as JSON (the back-office posts forms).
    const asForm = await api(url, `/api/vacancies/${id}`, { method: "PUT", token: editor, body: imageForm(vacancy("Executive Housekeeper", hotelDay(26))) });
    expect(asForm.status).toBe(200);
    expect(asForm.body.data.closingDate).toBe(hotelDay(26));

    const removed = await api(url, `/api/vacancies/${id}`, { method: "DELETE", token: editor });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(recordsWords.t("en", "deleted"));
    expect((await api(url, `/api/vacancies/${id}`, { token: admin })).status).toBe(404);
    expect((await api(url, `/api/vacancies/${id}`, { method: "DELETE", token: admin })).status).toBe(404);
    expect((await api(url, `/api/vacancies/${id}`, { method: "PUT", token: admin, body: json(vacancy("Gone", hotelDay(3))) })).status).toBe(404);

    const log = await api(url, "/api/activity?type=vacancies", { token: admin });
    const entries = log.body.data.filter((e: { subjectId: number }) => e.subjectId === id);
    expect(entries.map((e: { action: string; subjectLabel: string }) => [e.action, e.subjectLabel])).toEqual([
      ["delete", "Executive Housekeeper"],
      ["update", "Executive Housekeeper"],
      ["update", "Executive Housekeeper"],
      ["create", "Housekeeping Supervisor"],
    ]);
  });

  it("shows visitors vacancies closing today or later (hotel date), never closed ones; staff see all", async () => {
    const today = (await create(vacancy("Closing Today Barista", hotelDay(0)))).body.data.id as number;
    const yesterday = (await create(vacancy("Closed Yesterday Porter", hotelDay(-1)))).body.data.id as number;
    const later = (await create(vacancy("Later Spa Therapist", hotelDay(60)))).body.data.id as number;

    const publicList = (await api(url, "/api/vacancies")).body.data as { id: number; closingDate: string }[];
    const publicIds = publicList.map((v) => v.id);
    expect(publicIds).toContain(today);
    expect(publicIds).toContain(later);
    expect(publicIds).not.toContain(yesterday);
    expect(publicList.every((v) => v.closingDate >= hotelDate())).toBe(true);
    // Soonest closing first.
    expect(publicList.map((v) => v.closingDate)).toEqual([...publicList.map((v) => v.closingDate)].sort());

    expect((await api(url, `/api/vacancies/${today}`)).status).toBe(200);
    expect((await api(url, `/api/vacancies/${yesterday}`)).status).toBe(404);
    expect((await api(url, `/api/vacancies/${yesterday}`, { token: member })).status).toBe(404);

    // Search engines are told about each open vacancy's own page, never a closed one's.
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${url}/career/${today}</loc>`);
    expect(sitemap).toContain(`<loc>${url}/career/${later}</loc>`);
    expect(sitemap).not.toContain(`<loc>${url}/career/${yesterday}</loc>`);

    const staffIds = ((await api(url, "/api/vacancies", { token: editor })).body.data as { id: number }[]).map((v) => v.id);
    expect(staffIds).toEqual(expect.arrayContaining([today, yesterday, later]));
    expect((await api(url, `/api/vacancies/${yesterday}`, { token: editor })).status).toBe(200);
    // Staff can reopen a closed vacancy by moving its date.
    const reopened = await api(url, `/api/vacancies/${yesterday}`, { method: "PUT", token: editor, body: json(vacancy("Closed Yesterday Porter", hotelDay(7))) });
    expect(reopened.status).toBe(200);
    expect((await api(url, `/api/vacancies/${yesterday}`)).status).toBe(200);
  });

  it("names the field in every refusal: title, closing date (required, a real date) and description", async () => {
    const empty = await create({});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: [vacanciesStaffWords.t("en", "jobTitleRequired")],
      closingDate: [fieldStaffWords.t("en", "closingDateRequired")],
      vacancy: [vacanciesStaffWords.t("en", "jobDescriptionRequired")],
    });

    const blank = await create({ name: "   ", closingDate: " ", vacancy: " " });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.name).toEqual([vacanciesStaffWords.t("en", "jobTitleRequired")]);
    expect(blank.body.errors.closingDate).toEqual([fieldStaffWords.t("en", "closingDateRequired")]);
    expect(JSON.stringify(blank.body)).not.toContain("Username");

    for (const closingDate of ["2026-02-30", "31/12/2026", "2026-12-31T00:00:00Z", "tomorrow"]) {
      const res = await create(vacancy("Chef de Partie", closingDate));
      expect(res.status, closingDate).toBe(422);
      expect(res.body.errors.closingDate, closingDate).toEqual([fieldStaffWords.t("en", "closingDateInvalid")]);
    }

    const tooLong = await create(vacancy("Chef de Partie", hotelDay(5), `<p>${"a".repeat(MAX_VACANCY_HTML)}</p>`));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.vacancy).toEqual([vacanciesStaffWords.t("en", "jobDescriptionTooLong", { max: MAX_VACANCY_HTML })]);
    const longTitle = await create(vacancy("C".repeat(121), hotelDay(5)));
    expect(longTitle.body.errors.name).toEqual([vacanciesStaffWords.t("en", "jobTitleTooLong")]);

    // Markup with no words left after sanitising is no description at all.
    const onlyScript = await create(vacancy("Chef de Partie", hotelDay(5), "<script>alert(1)</script><p> </p>"));
    expect(onlyScript.status).toBe(422);
    expect(onlyScript.body.errors.vacancy).toEqual([vacanciesStaffWords.t("en", "jobDescriptionRequired")]);

    // Wrong types are 422 with the field's message, never a 500.
    const wrongTypes = await create({ name: 42, closingDate: true, vacancy: ["<p>x</p>"] });
    expect(wrongTypes.status).toBe(422);
    expect(wrongTypes.body.errors).toEqual({
      name: [vacanciesStaffWords.t("en", "jobTitleRequired")],
      closingDate: [fieldStaffWords.t("en", "closingDateRequired")],
      vacancy: [vacanciesStaffWords.t("en", "jobDescriptionRequired")],
    });
    const nulls = await create({ name: null, closingDate: null, vacancy: { html: "<p>x</p>" } });
    expect(nulls.status).toBe(422);

    // A body beyond what any description needs is refused before it is read.
    const huge = await postAlone(url, "/api/vacancies", json(vacancy("Chef", hotelDay(5), "x".repeat(200 * 1024))), admin);
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe(recordsStaffWords.t("en", "vacancyTooLarge"));
    // And an anonymous caller never gets the larger allowance.
    expect((await postAlone(url, "/api/vacancies", json(vacancy("Chef", hotelDay(5), "x".repeat(200 * 1024))))).status).toBe(401);
  });

  it("stores only allow-listed HTML: no script, no event handlers, no javascript: links; links get rel=noopener noreferrer", async () => {
    const hostile =
      '<h1>Head Chef</h1><p onclick="steal()" style="color:red">Cook <b>well</b> <i>and</i> <u>fast</u>.</p>' +
      '<script>document.cookie</script><style>p{}</style><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
      '<ul><li><a href="javascript:alert(1)">bad</a></li><li><a href="JaVaScRiPt&#58;alert(1)">bad2</a></li>' +
      '<li><a href="https://www.example.com/apply" target="_blank" onmouseover="x()">apply</a></li><li><a href="mailto:careers@example.com">mail</a></li></ul>' +
      '<svg onload="alert(1)"><text>svg</text></svg><form action="https://evil.example"><input name="x"></form><h4>Hours</h4><ol><li>Shifts</li></ol>';
    const res = await create(vacancy("Head Chef", hotelDay(14), hostile));
    expect(res.status).toBe(201);
    const stored = res.body.data.vacancy as string;
    for (const html of [stored, (await api(url, `/api/vacancies/${res.body.data.id}`)).body.data.vacancy as string]) {
      expect(html).not.toMatch(/<script|<style|<img|<iframe|<svg|<form|<input|<h1/i);
      expect(html).not.toMatch(/\son[a-z]+=/i);
      expect(html).not.toMatch(/javascript:/i);
      expect(html).not.toMatch(/style=|target=/i);
      expect(html).not.toContain("document.cookie");
      expect(html).toContain('<h3>Head Chef</h3><p>Cook <b>well</b> <i>and</i> <u>fast</u>.</p>');
      expect(html).toContain('<a href="https://www.example.com/apply" rel="noopener noreferrer">apply</a>');
      expect(html).toContain('<a href="mailto:careers@example.com" rel="noopener noreferrer">mail</a>');
      expect(html).toContain("<h4>Hours</h4><ol><li>Shifts</li></ol>");
    }
  });

  it("ignores a picture sent with a vacancy: a vacancy owns no file", async () => {
    const form = imageForm(vacancy("Laundry Attendant", hotelDay(9)), { bytes: await jpeg(), name: "x.jpg", type: "image/jpeg" });
    const res = await api(url, "/api/vacancies", { method: "POST", token: admin, body: form });
    expect(res.status).toBe(201);
    expect(res.body.data).not.toHaveProperty("picture");
    expect(res.body.data).not.toHaveProperty("image");
  });

  it("describes the five routes in the OpenAPI document as JSON or form bodies", async () => {
    const doc = (await api(url, "/api/openapi.json")).body;
    const post = doc.paths["/api/vacancies"].post;
    expect(Object.keys(post.requestBody.content).sort()).toEqual(["application/json", "multipart/form-data"]);
    expect(Object.keys(post.requestBody.content["application/json"].schema.properties).sort()).toEqual(["closingDate", "name", "name_ny", "vacancy", "vacancy_ny"]);
    expect(doc.paths["/api/vacancies/{id}"]).toHaveProperty("put");
    expect(doc.paths["/api/vacancies/{id}"]).toHaveProperty("delete");
  });

  describe("Careers pages", () => {
    it("lists open vacancies in the server HTML with closing dates, links and page meta; closed ones never", async () => {
      const open = (await create(vacancy("Careers Page Sommelier", hotelDay(0), "<p>Pair wines with <em>Malawian</em> dishes.</p>"))).body.data.id as number;
      await create(vacancy("Careers Page Closed Valet", hotelDay(-3)));
      const res = await page(url, "/career");
      expect(res.status).toBe(200);
      expect(res.text).toContain("Careers Page Sommelier");
      expect(res.text).toContain(`href="/career/${open}"`);
      expect(res.text).toMatch(new RegExp(`<time datetime="${hotelDay(0)}"`, "i"));
      expect(res.text).toContain("Pair wines with Malawian dishes.");
      expect(res.text).not.toContain("Careers Page Closed Valet");
      expect(res.text).toContain(`<link rel="canonical" href="${url}/career"/>`);
      expect(res.text).toMatch(/<title>Careers \| [^<]+<\/title>/);
      expect(res.text).toMatch(/<meta name="description" content="[^"]+"/);
    });

    it("searches by job title with a GET form (?q=), any case, and says when nothing matches", async () => {
      await create(vacancy("Search Test Pastry Chef", hotelDay(3)));
      await create(vacancy("Search Test Waiter", hotelDay(3)));
      await create(vacancy("Search Test Closed Chef", hotelDay(-1)));
      const form = await page(url, "/career");
      expect(form.text).toMatch(/<form[^>]*method="get"[^>]*action="\/career"|<form[^>]*action="\/career"[^>]*method="get"/);
      expect(form.text).toMatch(/<input[^>]*name="q"/);

      const chef = await page(url, "/career?q=search%20test%20CHEF");
      expect(chef.status).toBe(200);
      expect(chef.text).toContain("Search Test Pastry Chef");
      expect(chef.text).not.toContain("Search Test Waiter");
      expect(chef.text).not.toContain("Search Test Closed Chef");
      expect(chef.text).toContain('value="search test CHEF"');

      const none = await page(url, "/career?q=astronaut");
      expect(none.status).toBe(200);
      expect(none.text).toContain("No open vacancies match “astronaut”.");
      expect(none.text).toContain('href="/career"');
    });

    it("shows one open vacancy on its own page with the sanitised body, closing date and JobPosting data", async () => {
      const body = '<p>Greet guests.</p><p><a href="mailto:careers@example.com">Apply</a></p><script>alert(1)</script><p onclick="x()">Shifts</p>';
      const id = (await create(vacancy("Concierge", hotelDay(12), body))).body.data.id as number;
      const res = await page(url, `/career/${id}`);
      expect(res.status).toBe(200);
      expect(res.text).toContain("<h1");
      expect(res.text).toContain("Concierge");
      expect(res.text).toContain('<p>Greet guests.</p><p><a href="mailto:careers@example.com" rel="noopener noreferrer">Apply</a></p><p>Shifts</p>');
      expect(res.text).not.toContain("alert(1)");
      expect(res.text).not.toContain("onclick");
      expect(res.text).toMatch(new RegExp(`<time datetime="${hotelDay(12)}"`, "i"));
      expect(res.text).toContain(`<link rel="canonical" href="${url}/career/${id}"/>`);

      const ld = res.text.match(/<script type="application\/ld\+json">([^<]*)<\/script>/);
      expect(ld).not.toBeNull();
      const posting = JSON.parse((ld?.[1] ?? "").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&"));
      expect(posting).toMatchObject({
        "@context": "https://schema.org",
        "@type": "JobPosting",
        title: "Concierge",
        datePosted: hotelDate(),
        validThrough: `${hotelDay(12)}T23:59:59+02:00`,
        hiringOrganization: { "@type": "Organization" },
        jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Lilongwe", addressCountry: "MW" } },
      });
      expect(posting.description).toContain("<p>Greet guests.</p>");
      expect(posting.description).not.toContain("script");
    });

    it("offers an Apply form posting the CV to the vacancy's own page, never a mailto to reservations", async () => {
      const id = (await create(vacancy("Sous Chef & Pastry", hotelDay(20)))).body.data.id as number;
      const { email } = (await api(url, "/api/settings")).body.data as { email: string };
      const res = await page(url, `/career/${id}`);
      expect(res.status).toBe(200);
      const apply = res.text.match(/<form class="contact-form apply-form"[^>]*>/)?.[0] ?? "";
      expect(apply).toContain(`action="/career/${id}"`);
      expect(apply).toMatch(/enctype="multipart\/form-data"/i);
      expect(apply).toContain('method="post"');
      expect(res.text).toMatch(/<input(?=[^>]*name="cv")(?=[^>]*type="file")[^>]*>/);
      expect(res.text).not.toContain(`mailto:${email}?subject`);
      expect(res.text).toContain(`Reference: V-${id}`);
    });

    it("answers the 404 page for a closed vacancy, an unknown id and a malformed id", async () => {
      const closed = (await create(vacancy("Closed Page Bartender", hotelDay(-1)))).body.data.id as number;
      for (const path of [`/career/${closed}`, "/career/99999999", "/career/abc", "/career/0"]) {
        const res = await page(url, path);
        expect(res.status, path).toBe(404);
        expect(res.text, path).toContain(siteChrome.t("en", "pageNotFoundTitle"));
        expect(res.text, path).not.toContain("Closed Page Bartender");
      }
      // Staff logged in to the site still get the visitor's view on the public page.
      const cookie = await pageCookie(url);
      expect((await page(url, `/career/${closed}`, { cookie })).status).toBe(404);
    });

    it("is linked from the site's Careers menu item", async () => {
      expect((await page(url, "/")).text).toContain('href="/career"');
    });
  });

  describe("back-office /vacancy", () => {
    it("refuses visitors and members; staff add, edit and delete through the page form", async () => {
      const anonymous = await page(url, "/vacancy");
      expect([302, 303]).toContain(anonymous.status);
      const memberCookie = await pageCookie(url, memberEmail, MEMBER_PASSWORD);
      expect((await page(url, "/vacancy", { cookie: memberCookie })).status).toBe(403);
      const memberPost = await page(url, "/vacancy", { cookie: memberCookie, form: { intent: "create-vacancy", ...vacancy("Member Made Job", hotelDay(8)) } });
      expect(memberPost.status).toBe(403);
      const cookie = await pageCookie(url);
      const screen = await page(url, "/vacancy?tab=view", { cookie });
      expect(screen.status).toBe(200);
      expect(screen.text).toContain("View Vacancies");
      expect(screen.text).toContain("Add-Vacancy");

      const added = await page(url, "/vacancy", { cookie, form: { intent: "create-vacancy", ...vacancy("Form Added Gardener", hotelDay(8), "<p>Keep the <strong>gardens</strong><img src=x onerror=alert(1)>.</p>") } });
      expect(added.status).toBe(200);
      const list = (await api(url, "/api/vacancies", { token: admin })).body.data as { id: number; name: string; vacancy: string }[];
      const row = list.find((v) => v.name === "Form Added Gardener");
      expect(row?.vacancy).toBe("<p>Keep the <strong>gardens</strong>.</p>");
      expect(list.some((v) => v.name === "Member Made Job")).toBe(false);

      const missing = await page(url, "/vacancy", { cookie, form: { intent: "create-vacancy", name: "", closingDate: "", vacancy: "" } });
      expect(missing.text).toContain(vacanciesStaffWords.t("en", "jobTitleRequired"));

      await page(url, "/vacancy", { cookie, form: { intent: "update-vacancy", id: String(row?.id), ...vacancy("Form Edited Gardener", hotelDay(9)) } });
      expect((await api(url, `/api/vacancies/${row?.id}`)).body.data.name).toBe("Form Edited Gardener");
      await page(url, "/vacancy", { cookie, form: { intent: "delete-vacancy", id: String(row?.id) } });
      expect((await api(url, `/api/vacancies/${row?.id}`, { token: admin })).status).toBe(404);
    });
  });
});
