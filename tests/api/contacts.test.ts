import { randomUUID } from "node:crypto";
import { renderMessage } from "~/platform/i18n/answer-messages";
import { beforeAll, describe, expect, it } from "vitest";
import { controlCharactersMessage } from "~/platform/forms/schema-fields";
import { api, createMember, loginAsStaff, MEMBER_PASSWORD, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";
import { adminWords } from "~/components/admin/admin-words";
import { contactsWords } from "~/features/contacts/contacts-words";
import { contactsStaffWords } from "~/features/contacts/contacts-staff-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";
import { fieldWords } from "~/platform/forms/field-words";
import { recordsWords } from "~/platform/records/records-words";

/**
 * Contact messages (SPEC §3, §5, §7; DECISIONS §1, §6, §7). Anonymous posts are throttled
 * per address, so these shared servers get only two; everything else is posted by staff,
 * who are not throttled (tests/api/contacts-throttle.test.ts covers the limit).
 */
describe.each(servers())("contact messages on $engine", (server) => {
  const { url } = server;
  let staff: string;
  let member: { email: string; token: string };
  let editor: { email: string; token: string };

  const valid = (tag: string) => ({ name: `Chikondi ${tag}`, email: `guest-${tag}@example.com`, phonenumber: "+265 (0) 999-123 456", message: `Do you have a room for 12 December? ${tag}` });
  const post = (body: Record<string, string>, token?: string) => api(url, "/api/contacts", { method: "POST", body: JSON.stringify(body), ...(token ? { token } : {}) });
  const list = async (q: string, token = staff) => (await api(url, `/api/contacts?q=${encodeURIComponent(q)}`, { token })).body.data as { id: number; name: string; message: string; handled_at: string | null; handled_by: string | null }[];

  beforeAll(async () => {
    staff = await loginAsStaff(url);
    member = await createMember(url);
    editor = await createStaffAccount(server, "editor");
  });

  it("stores a visitor's message sent as JSON or as a form, and says so only then", async () => {
    const tag = randomUUID().slice(0, 8);
    const json = await post(valid(`${tag}a`));
    expect(json.status).toBe(201);
    expect(json.body).toEqual({ message: "submitted successfully!" });
    const form = new FormData();
    for (const [k, v] of Object.entries(valid(`${tag}b`))) form.set(k, v);
    const multipart = await api(url, "/api/contacts", { method: "POST", body: form });
    expect(multipart.status).toBe(201);
    const stored = await list(tag);
    expect(stored.map((m) => m.name).sort()).toEqual([`Chikondi ${tag}a`, `Chikondi ${tag}b`]);
    expect(stored[0]).toMatchObject({ handled_at: null, handled_by: null });
  });

  it("gives every field its message, all at once, and stores nothing", async () => {
    const tag = randomUUID().slice(0, 8);
    const blank = await post({ name: " ", email: "", phonenumber: "", message: "  " }, staff);
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({
      name: [fieldWords.t("en", "contactNameRequired")],
      email: [fieldWords.t("en", "emailRequired")],
      phonenumber: [fieldWords.t("en", "phoneRequired")],
      message: [adminWords.t("en", "messageRequired")],
    });
    const wrong = await post({ name: `Tiwonge\u0000${tag}`, email: "not-an-email", phonenumber: "call me maybe", message: "x".repeat(2001) }, staff);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({
      name: [renderMessage(controlCharactersMessage, "en")],
      email: [fieldWords.t("en", "emailInvalid")],
      phonenumber: [fieldWords.t("en", "phoneInvalid")],
      message: [contactsWords.t("en", "contactMessageTooLong")],
    });
    expect((await post({ ...valid(tag), message: "x".repeat(2000) }, staff)).status).toBe(201);
    expect((await list(tag)).map((m) => m.name)).toEqual([`Chikondi ${tag}`]);
  });

  it("keeps the messages from anyone but staff: anonymous 401, member 403, editor allowed", async () => {
    const created = await list("");
    const id = created[0]?.id ?? 1;
    for (const [path, method, body] of [["/api/contacts", "GET", undefined], [`/api/contacts/${id}`, "PUT", JSON.stringify({ handled: true })], [`/api/contacts/${id}`, "DELETE", undefined]] as const) {
      expect((await api(url, path, { method, ...(body ? { body } : {}) })).status).toBe(401);
      const asMember = await api(url, path, { method, token: member.token, ...(body ? { body } : {}) });
      expect(asMember.status).toBe(403);
      expect(asMember.body.message).toBe(authStaffWords.t("en", "staffOnly"));
    }
    expect((await api(url, "/api/contacts", { token: editor.token })).status).toBe(200);
    // The screen and the export too: a visitor is sent to log in, a member is refused.
    for (const path of ["/Contacts", "/Contacts.csv"]) {
      const anonymous = await page(url, path);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
      expect((await page(url, path, { cookie: await pageCookie(url, member.email, MEMBER_PASSWORD) })).status).toBe(403);
    }
  });

  it("searches name, email, phone and message ignoring case, newest first, with % and _ taken literally", async () => {
    const tag = randomUUID().slice(0, 8);
    for (const [i, body] of [
      { ...valid(`${tag}1`), name: `Mphatso ${tag}` },
      { ...valid(`${tag}2`), email: `Zione.${tag}@Example.com` },
      { ...valid(`${tag}3`), phonenumber: "+265 888 4321 09", message: `Wedding for 300 guests ${tag}` },
    ].entries()) {
      expect((await post(body, staff)).status, `message ${i}`).toBe(201);
    }
    expect((await list(`MPHATSO ${tag.toUpperCase()}`)).map((m) => m.name)).toEqual([`Mphatso ${tag}`]);
    expect(await list(`zione.${tag}@example`)).toHaveLength(1);
    expect((await list(`WEDDING FOR 300 GUESTS ${tag}`)).map((m) => m.message)).toEqual([`Wedding for 300 guests ${tag}`]);
    const all = await list(tag);
    expect(all).toHaveLength(3);
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((a, b) => b - a));
    expect(await list(`%${tag}_`)).toEqual([]);
  });

  it("marks a message handled by the staff member, reopens it, and deletes it", async () => {
    const tag = randomUUID().slice(0, 8);
    await post(valid(tag), staff);
    const [message] = await list(tag);
    const handled = await api(url, `/api/contacts/${message!.id}`, { method: "PUT", token: editor.token, body: JSON.stringify({ handled: true }) });
    expect(handled.status).toBe(200);
    expect(handled.body.message).toBe(contactsStaffWords.t("en", "contactHandled"));
    expect(handled.body.data).toMatchObject({ handled_by: "Thoko Editor" });
    expect(handled.body.data.handled_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await api(url, `/api/contacts/${message!.id}`, { method: "PUT", token: staff, body: JSON.stringify({ handled: "yes" }) })).status).toBe(422);
    const reopened = await api(url, `/api/contacts/${message!.id}`, { method: "PUT", token: staff, body: JSON.stringify({ handled: false }) });
    expect(reopened.body.data).toMatchObject({ handled_at: null, handled_by: null });
    expect((await api(url, `/api/contacts/${message!.id}`, { method: "DELETE", token: staff })).body).toEqual({ message: recordsWords.t("en", "deleted") });
    expect(await list(tag)).toEqual([]);
    expect((await api(url, `/api/contacts/${message!.id}`, { method: "DELETE", token: staff })).status).toBe(404);
  });

  it("handles and deletes from the Contacts screen as an editor, and shows the search result", async () => {
    const tag = randomUUID().slice(0, 8);
    await post(valid(tag), staff);
    const [message] = await list(tag);
    const cookie = await pageCookie(url, editor.email, STAFF_TEST_PASSWORD);
    const screen = await page(url, `/Contacts?q=${tag}`, { cookie });
    expect(screen.status).toBe(200);
    expect(screen.text).toContain(`Chikondi ${tag}`);
    expect(screen.text).not.toContain('href="/settings"');
    expect((await page(url, `/Contacts?q=${tag}`, { cookie, form: { intent: "handle-contact", id: String(message!.id) } })).status).toBe(200);
    expect((await list(tag))[0]).toMatchObject({ handled_by: "Thoko Editor" });
    expect((await page(url, "/Contacts", { cookie, form: { intent: "delete-contact", id: String(message!.id) } })).status).toBe(200);
    expect(await list(tag)).toEqual([]);
    expect((await page(url, `/Contacts?q=${tag}`, { cookie })).text).toContain(recordsWords.t("en", "noData"));
    expect((await page(url, "/Contacts", { cookie, form: { intent: "delete-contact", id: String(message!.id) } })).status).toBe(404);
  });

  it("exports a CSV download in which no cell can run as a formula", async () => {
    const tag = randomUUID().slice(0, 8);
    // A name never holds a web or email address (decision 048): the link-bearing formula comes in the message.
    await post({ ...valid(tag), name: `=SUM(1,2) ${tag}`, message: `=HYPERLINK("http://evil.example","${tag}")` }, staff);
    await post({ ...valid(`${tag}x`), name: `+cmd ${tag}`, message: `-2+3 and "quotes", ${tag}\nsecond line` }, staff);
    await post({ ...valid(`${tag}y`), message: `@cmd ${tag}` }, staff);
    const res = await page(url, `/Contacts.csv?q=${tag}`, { cookie: await pageCookie(url) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="contact-messages-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = res.text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Received (UTC),Name,Email,Phone number,Message,Handled (UTC),Handled by");
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"",""${tag}"")"`);
    expect(res.text).toContain(`'=SUM(1,2) ${tag}`);
    expect(res.text).toContain(`'+cmd ${tag}`);
    expect(res.text).toContain(`"'-2+3 and ""quotes"", ${tag}\nsecond line"`);
    expect(res.text).toContain(`'@cmd ${tag}`);
    // Every cell starts with something other than a formula character.
    for (const cell of res.text.split(/,|\r\n/)) expect(cell).not.toMatch(/^"?[=+\-@]/);
  });
});
