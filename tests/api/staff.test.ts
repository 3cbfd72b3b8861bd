import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createMember, imageForm, MEMBER_PASSWORD, jpeg, loginAs, loginAsStaff, mediaFiles, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/start-server";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";
import { offersStaffWords } from "~/features/offers/offers-words";
import { roomsStaffWords } from "~/features/rooms/rooms-staff-words";
import { staffAccountWords } from "~/features/staff/staff-words";
import { authWords } from "~/platform/auth/auth-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";

const NEW_PASSWORD = "Chambo-Mbuna-Nkhwazi-2026!";

/** Adds a staff account through the admin API, as the Staff screen does, and logs it in. */
async function addStaff(url: string, admin: string, role: "editor" | "admin", name = "Chikondi Banda") {
  const email = `${role}-${randomUUID().slice(0, 8)}@hotel.test`;
  const res = await api(url, "/api/staff", { method: "POST", token: admin, body: JSON.stringify({ name, email, role, password: NEW_PASSWORD }) });
  if (res.status !== 201) throw new Error(`staff create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id as number, email, token: await loginAs(url, email, NEW_PASSWORD) };
}

const activity = (url: string, token: string, query = "") => api(url, `/api/activity${query}`, { token });

describe.each(servers())("staff accounts and the activity log on $engine", (server) => {
  const { url } = server;
  let admin: string;
  let editor: { email: string; token: string };
  let member: string;

  beforeAll(async () => {
    admin = await loginAsStaff(url);
    editor = await createStaffAccount(server, "editor");
    member = (await createMember(url)).token;
  });

  it("is for administrators only: anonymous 401, member 403, editor 403 on every route; the screens refuse editors", async () => {
    const routes: [string, string][] = [
      ["GET", "/api/staff"],
      ["POST", "/api/staff"],
      ["PUT", "/api/staff/1"],
      ["GET", "/api/activity"],
    ];
    for (const [method, path] of routes) {
      const body = method === "GET" ? undefined : JSON.stringify({ role: "admin" });
      expect((await api(url, path, { method, body })).status, `${method} ${path}`).toBe(401);
      for (const token of [member, editor.token]) {
        const res = await api(url, path, { method, body, token });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.message).toBe(authStaffWords.t("en", "adminOnly"));
      }
    }
    const editorCookie = await pageCookie(url, editor.email, STAFF_TEST_PASSWORD);
    for (const screen of ["/staff", "/activity"]) {
      expect((await page(url, screen)).status).toBe(302);
      expect((await page(url, screen)).headers.get("location")).toContain("/login");
      const asEditor = await page(url, screen, { cookie: editorCookie });
      expect(asEditor.status).toBe(403);
      expect(asEditor.text).toContain(authStaffWords.t("en", "adminOnly"));
    }
    expect((await page(url, "/staff", { cookie: editorCookie, form: { intent: "create-staff", name: "X", email: "x@hotel.test", role: "admin", password: NEW_PASSWORD } })).status).toBe(403);
    // The menu shows the screens to administrators only.
    expect((await page(url, "/Contacts", { cookie: editorCookie })).text).not.toContain('href="/staff"');
    expect((await page(url, "/Contacts", { cookie: await pageCookie(url) })).text).toContain('href="/activity"');
  });

  it("creates an editor with a strong first password, refusing weak passwords and taken emails", async () => {
    const email = `editor-${randomUUID().slice(0, 8)}@hotel.test`;
    const weak = await api(url, "/api/staff", { method: "POST", token: admin, body: JSON.stringify({ name: "Tamanda", email, role: "editor", password: "Password1!" }) });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toHaveLength(1);
    const missing = await api(url, "/api/staff", { method: "POST", token: admin, body: JSON.stringify({ name: " ", email: "nope", role: "member", password: "" }) });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(["email", "name", "password", "role"]);
    expect(missing.body.errors.role).toEqual([staffAccountWords.t("en", "staffRoleRequired")]);

    const created = await api(url, "/api/staff", { method: "POST", token: admin, body: JSON.stringify({ name: "Tamanda Phiri", email, role: "editor", password: NEW_PASSWORD }) });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: "Tamanda Phiri", email, role: "editor", active: true, lastSignInAt: null });
    expect(JSON.stringify(created.body)).not.toContain("password");
    const again = await api(url, "/api/staff", { method: "POST", token: admin, body: JSON.stringify({ name: "Tamanda", email: email.toUpperCase(), role: "admin", password: NEW_PASSWORD }) });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual([staffAccountWords.t("en", "staffEmailTaken")]);

    const token = await loginAs(url, email, NEW_PASSWORD);
    expect((await api(url, "/api/contacts", { token })).status).toBe(200);
    const listed = (await api(url, "/api/staff", { token: admin })).body.data.find((a: { email: string }) => a.email === email);
    expect(listed.lastSignInAt).toEqual(expect.any(String));
    // Members are not staff.
    expect((await api(url, "/api/staff", { token: admin })).body.data.every((a: { role: string }) => a.role === "admin" || a.role === "editor")).toBe(true);

    const log = await activity(url, admin, "?type=users");
    expect(log.body.data[0]).toMatchObject({ action: "create", subjectType: "users", subjectId: created.body.data.id, subjectLabel: `Tamanda Phiri <${email}> as editor` });
  });

  it("changes a role, which takes effect on the account's next request", async () => {
    const colleague = await addStaff(url, admin, "editor");
    expect((await api(url, "/api/staff", { token: colleague.token })).status).toBe(403);
    const promoted = await api(url, `/api/staff/${colleague.id}`, { method: "PUT", token: admin, body: JSON.stringify({ role: "admin" }) });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ message: staffAccountWords.t("en", "staffRoleChanged"), data: { role: "admin", active: true } });
    expect((await api(url, "/api/staff", { token: colleague.token })).status).toBe(200);
    const demoted = await api(url, `/api/staff/${colleague.id}`, { method: "PUT", token: admin, body: JSON.stringify({ role: "editor" }) });
    expect(demoted.body.data.role).toBe("editor");
    expect((await api(url, "/api/staff", { token: colleague.token })).status).toBe(403);
    const bad = await api(url, `/api/staff/${colleague.id}`, { method: "PUT", token: admin, body: JSON.stringify({ role: "member" }) });
    expect(bad.status).toBe(422);
    expect((await api(url, "/api/staff/999999", { method: "PUT", token: admin, body: JSON.stringify({ role: "admin" }) })).status).toBe(404);
    // A member is not a staff account: it cannot be promoted from here, and is not listed.
    const someMember = await createMember(url);
    const memberLogin = await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: someMember.email, password: MEMBER_PASSWORD }) });
    const memberId = memberLogin.body.data.user.id as number;
    expect((await api(url, `/api/staff/${memberId}`, { method: "PUT", token: admin, body: JSON.stringify({ role: "admin" }) })).status).toBe(404);
    expect((await api(url, "/api/staff", { token: admin })).body.data.some((a: { id: number }) => a.id === memberId)).toBe(false);
  });

  it("deactivating ends the account's sessions at once and refuses its logins; reactivating lets it back in", async () => {
    const colleague = await addStaff(url, admin, "editor");
    const cookie = await pageCookie(url, colleague.email, NEW_PASSWORD);
    expect((await page(url, "/Contacts", { cookie })).status).toBe(200);

    const off = await api(url, `/api/staff/${colleague.id}`, { method: "PUT", token: admin, body: JSON.stringify({ active: false }) });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: staffAccountWords.t("en", "staffDeactivated"), data: { active: false } });
    // Their bearer token and their browser session are gone: the next request is anonymous.
    expect((await api(url, "/api/contacts", { token: colleague.token })).status).toBe(401);
    expect((await page(url, "/Contacts", { cookie })).status).toBe(302);
    const login = await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: colleague.email, password: NEW_PASSWORD }) });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe(authWords.t("en", "loginFailed"));

    const on = await api(url, `/api/staff/${colleague.id}`, { method: "PUT", token: admin, body: JSON.stringify({ active: true }) });
    expect(on.body).toMatchObject({ message: staffAccountWords.t("en", "staffReactivated"), data: { active: true } });
    expect((await api(url, "/api/contacts", { token: await loginAs(url, colleague.email, NEW_PASSWORD) })).status).toBe(200);

    const log = (await activity(url, admin, "?type=users")).body.data.filter((e: { subjectId: number }) => e.subjectId === colleague.id);
    expect(log.map((e: { action: string }) => e.action)).toEqual(["reactivate", "deactivate", "create"]);
  });

  it("logs record writes made through the API with the actor's id, name and the record's label", async () => {
    const colleague = await addStaff(url, admin, "editor", "Yamikani Mwale");
    const created = await api(url, "/api/bar", { method: "POST", token: colleague.token, body: imageForm({ name: "Lakeside Bar", message: "Sundowners." }, { bytes: await jpeg(), name: "bar.jpg", type: "image/jpeg" }) });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect((await api(url, `/api/bar/${id}`, { method: "PUT", token: colleague.token, body: JSON.stringify({ name: "Lakeside Terrace", message: "Sundowners." }) })).status).toBe(200);
    expect((await api(url, `/api/bar/${id}`, { method: "DELETE", token: colleague.token })).status).toBe(200);

    const log = await activity(url, admin, `?actor=${colleague.id}`);
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({ page: 1, pageSize: 50, total: 3 });
    expect(log.body.data).toEqual([
      expect.objectContaining({ action: "delete", subjectType: "bars", subjectId: id, subjectLabel: "Lakeside Terrace", actorId: colleague.id, actorName: "Yamikani Mwale", actorEmail: colleague.email }),
      expect.objectContaining({ action: "update", subjectType: "bars", subjectId: id, subjectLabel: "Lakeside Terrace", actorId: colleague.id }),
      expect.objectContaining({ action: "create", subjectType: "bars", subjectId: id, subjectLabel: "Lakeside Bar", actorId: colleague.id }),
    ]);
    // A refused write leaves no entry.
    expect((await api(url, `/api/bar/${id}`, { method: "DELETE", token: colleague.token })).status).toBe(404);
    expect((await activity(url, admin, `?actor=${colleague.id}`)).body.total).toBe(3);
    // Filters are validated.
    expect((await activity(url, admin, "?page=0")).status).toBe(422);
    expect((await activity(url, admin, "?type=DROP%20TABLE")).status).toBe(422);
  });

  it("logs record writes made through a back-office page form with the page session's account", async () => {
    const colleague = await addStaff(url, admin, "editor", "Kondwani Page");
    const cookie = await pageCookie(url, colleague.email, NEW_PASSWORD);
    const message = `Page-made offer ${randomUUID().slice(0, 6)}`;
    expect((await page(url, "/Promotion", { cookie, form: { intent: "create-promotion", name: "Weekend", fee: "1000", message } })).status).toBe(200);
    const offer = (await api(url, "/api/promotions", { token: admin })).body.data.find((o: { message: string }) => o.message === message);
    expect(offer).toBeDefined();
    expect((await page(url, "/Promotion", { cookie, form: { intent: "update-promotion", id: String(offer.id), name: "Summer", fee: "1200", message } })).status).toBe(200);
    expect((await page(url, "/Promotion", { cookie, form: { intent: "delete-promotion", id: String(offer.id) } })).status).toBe(200);
    const log = (await activity(url, admin, `?actor=${colleague.id}&type=promotions`)).body.data;
    expect(log.map((e: { action: string; subjectId: number; actorId: number; subjectLabel: string }) => [e.action, e.subjectId, e.actorId, e.subjectLabel])).toEqual([
      ["delete", offer.id, colleague.id, "Summer"],
      ["update", offer.id, colleague.id, "Summer"],
      ["create", offer.id, colleague.id, "Weekend"],
    ]);
    const screen = await page(url, `/activity?actor=${colleague.id}`, { cookie: await pageCookie(url) });
    expect(screen.status).toBe(200);
    expect(screen.text).toContain("Kondwani Page");
    expect(screen.text).toContain("Promotions");
  });

  it("refuses a second room type of the same name (any case, extra spaces) on create and rename, leaving no file", async () => {
    const before = await mediaFiles(server.dataDir);
    const dup = await api(url, "/api/rooms", { method: "POST", token: admin, body: imageForm({ name: "  executive   SUITE " }, { bytes: await jpeg(), name: "r.jpg", type: "image/jpeg" }) });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ name: [roomsStaffWords.t("en", "roomNameTaken", { name: "executive   SUITE".trim() })] });
    expect(await mediaFiles(server.dataDir)).toEqual(before);
    expect((await api(url, "/api/rooms")).body.data.filter((r: { name: string }) => r.name.toLowerCase() === "executive suite")).toHaveLength(1);

    const name = `Lake View Suite ${randomUUID().slice(0, 6)}`;
    const room = await api(url, "/api/rooms", { method: "POST", token: admin, body: imageForm({ name }, { bytes: await jpeg(), name: "r.jpg", type: "image/jpeg" }) });
    expect(room.status).toBe(201);
    const rename = await api(url, `/api/rooms/${room.body.data.id}`, { method: "PUT", token: admin, body: JSON.stringify({ name: "Classic King" }) });
    expect(rename.status).toBe(422);
    expect(rename.body.errors.name).toEqual([roomsStaffWords.t("en", "roomNameTaken", { name: "Classic King".trim() })]);
    // Saving a room under its own name (another case) is not a duplicate.
    expect((await api(url, `/api/rooms/${room.body.data.id}`, { method: "PUT", token: admin, body: JSON.stringify({ name: name.toUpperCase() }) })).status).toBe(200);
    expect((await api(url, `/api/rooms/${room.body.data.id}`, { method: "DELETE", token: admin })).status).toBe(200);
  });

  it("names the picked field: a missing room says 'Room is required'", async () => {
    const room = await api(url, "/api/rooms", { method: "POST", token: admin, body: imageForm({ name: "" }, { bytes: await jpeg(), name: "r.jpg", type: "image/jpeg" }) });
    expect(room.body.errors.name).toEqual([roomsStaffWords.t("en", "roomRequired")]);
    expect(roomsStaffWords.t("en", "roomRequired")).toBe("Room is required");
    const item = await api(url, "/api/roomMaterial", { method: "POST", token: admin, body: imageForm({ itemName: "Lamp" }) });
    expect(item.body.errors.name).toEqual(["Room is required"]);
    const festive = await api(url, "/api/festivals", { method: "POST", token: admin, body: imageForm({ fee: "1", message: "m" }) });
    expect(festive.body.errors.name).toEqual([offersStaffWords.t("en", "festiveNameRequired")]);
    const activityOffer = await api(url, "/api/activities", { method: "POST", token: admin, body: imageForm({ fee: "1", message: "m" }) });
    expect(activityOffer.body.errors.name).toEqual([offersStaffWords.t("en", "activityNameRequired")]);
  });
});

/**
 * The last active administrator, site settings and contact messages: on a server of their
 * own, so no other suite's administrators or settings are in play.
 */
describe.each(["sqlite", "postgres"] as const)("the last administrator and other logged writes on %s", (engine) => {
  let server: RunningServer;
  let admin: string;
  let adminId: number;
  /** The administrator left active by the first test, who makes the logged writes of the second. */
  let lastAdmin: { id: number; email: string; token: string };

  beforeAll(async () => {
    server = await startServer({ engine, env: { SEED_DEMO: "false" } });
    const login = await api(server.url, "/api/login", { method: "POST", body: JSON.stringify(TEST_ADMIN) });
    admin = login.body.data.token;
    adminId = login.body.data.user.id;
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("never demotes or deactivates the last active administrator", async () => {
    const { url } = server;
    const self = await api(url, `/api/staff/${adminId}`, { method: "PUT", token: admin, body: JSON.stringify({ role: "editor" }) });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(staffAccountWords.t("en", "lastActiveAdmin"));
    const off = await api(url, `/api/staff/${adminId}`, { method: "PUT", token: admin, body: JSON.stringify({ active: false }) });
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(staffAccountWords.t("en", "lastActiveAdmin"));

    const second = await addStaff(url, admin, "admin", "Second Admin");
    // With two, one may be demoted; then the other is the last again.
    expect((await api(url, `/api/staff/${second.id}`, { method: "PUT", token: admin, body: JSON.stringify({ active: false }) })).status).toBe(200);
    expect((await api(url, `/api/staff/${adminId}`, { method: "PUT", token: admin, body: JSON.stringify({ role: "editor" }) })).status).toBe(409);
    // A deactivated administrator does not count: reactivated, it does.
    expect((await api(url, `/api/staff/${second.id}`, { method: "PUT", token: admin, body: JSON.stringify({ active: true }) })).status).toBe(200);
    const secondToken = await loginAs(url, second.email, NEW_PASSWORD);
    // Nobody deactivates themself, even with another administrator around.
    const selfOff = await api(url, `/api/staff/${second.id}`, { method: "PUT", token: secondToken, body: JSON.stringify({ active: false }) });
    expect(selfOff.status).toBe(409);
    expect(selfOff.body.message).toBe(staffAccountWords.t("en", "cannotDeactivateSelf"));
    expect((await api(url, `/api/staff/${adminId}`, { method: "PUT", token: secondToken, body: JSON.stringify({ role: "editor" }) })).status).toBe(200);
    const back = await api(url, `/api/staff/${second.id}`, { method: "PUT", token: secondToken, body: JSON.stringify({ role: "editor" }) });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(staffAccountWords.t("en", "lastActiveAdmin"));
    // The screen says the same.
    const cookie = await pageCookie(url, second.email, NEW_PASSWORD);
    const screen = await page(url, "/staff", { cookie, form: { intent: "change-staff-role", id: String(second.id), role: "editor" } });
    expect(screen.status).toBe(409);
    expect(screen.text).toContain(staffAccountWords.t("en", "lastActiveAdmin"));
    lastAdmin = { id: second.id, email: second.email, token: secondToken };
  });

  it("logs settings changes, contact messages handled and newsletter removals", async () => {
    const { url } = server;
    const { token } = lastAdmin;
    const anAdmin = { id: lastAdmin.id };
    expect((await api(url, "/api/settings", { method: "PUT", token, body: JSON.stringify({ villaCount: 14 }) })).status).toBe(200);
    expect((await api(url, "/api/contacts", { method: "POST", body: imageForm({ name: "Grace Guest", email: "grace@example.com", phonenumber: "0991234567", message: "A room for two, please." }) })).status).toBe(201);
    const contact = (await api(url, "/api/contacts", { token })).body.data[0];
    expect((await api(url, `/api/contacts/${contact.id}`, { method: "PUT", token, body: JSON.stringify({ handled: true }) })).status).toBe(200);
    expect((await api(url, `/api/contacts/${contact.id}`, { method: "DELETE", token })).status).toBe(200);
    expect((await api(url, "/api/newsletter", { method: "POST", body: JSON.stringify({ newsletter: "reader@example.com" }) })).status).toBeLessThan(300);
    const subscriber = (await api(url, "/api/newsletter", { token })).body.data[0];
    expect((await api(url, `/api/newsletter/${subscriber.id}`, { method: "DELETE", token })).status).toBe(200);

    const log = (await activity(url, token)).body.data.slice(0, 4);
    expect(log.map((e: { action: string; subjectType: string; subjectLabel: string; actorId: number }) => [e.action, e.subjectType, e.subjectLabel, e.actorId])).toEqual([
      ["delete", "newsletter_subscribers", "reader@example.com", anAdmin.id],
      ["delete", "contact_messages", "Grace Guest <grace@example.com>", anAdmin.id],
      ["handle", "contact_messages", "Grace Guest <grace@example.com>", anAdmin.id],
      ["update", "settings", "villaCount", anAdmin.id],
    ]);
  });

  it("pages through the log on the server, 50 entries a page, newest first", async () => {
    const { url } = server;
    const { token } = lastAdmin;
    for (let i = 0; i < 51; i++) {
      expect((await api(url, "/api/settings", { method: "PUT", token, body: JSON.stringify({ villaCount: 20 + (i % 2) }) })).status).toBe(200);
    }
    const first = (await activity(url, token, "?type=settings")).body;
    const second = (await activity(url, token, "?type=settings&page=2")).body;
    // One settings change from the test before, and 51 here.
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 52 });
    expect(first.data).toHaveLength(50);
    expect(second.data).toHaveLength(2);
    const ids = [...first.data, ...second.data].map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await activity(url, token, "?type=settings&page=9")).body.data).toEqual([]);
    const screen = await page(url, "/activity?type=settings&page=2", { cookie: await pageCookie(url, lastAdmin.email, NEW_PASSWORD) });
    expect(screen.text).toContain("Page 2 of 2");
    expect(screen.text).toContain('href="/activity?type=settings&amp;page=1"');
  });
});
