import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/vip/schema";
import { api, createMember, loginAsStaff, MEMBER_PASSWORD, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { createStaffAccount } from "../support/staff-accounts";
import { withServerDatabase } from "../support/server-database";
import { type RunningServer, startServer } from "../support/start-server";
import { startSmtpInbox } from "../support/smtp-inbox";
import { vipWords } from "~/features/vip/vip-words";
import { authWords } from "~/platform/auth/auth-words";
import { accountCatalog } from "~/routes/account/account-catalog";
import { fieldWords } from "~/platform/forms/field-words";


/** The running server's own database, for what only staff change (a review) and for a role-less account. */
/** A complete application as the wizard sends it. */
const valid = (tag = randomUUID().slice(0, 8)): Record<string, string> => ({
  title: "Dr",
  firstName: "Tiwonge",
  lastName: `Phiri ${tag}`,
  Company: "Umodzi Holdings",
  postalAddress: "P.O. Box 31010, Lilongwe 3",
  cell: "0991 234 567",
  cell2: "+265 881 234 567",
  nationality: "Malawian",
  birthDate: "1985-04-02",
  passportNo: "MA123456",
  email: `tiwonge-${tag}@example.com`,
  sms: "Email",
  signature: "I consent",
});

const today = () => hotelDate();

describe.each(servers())("VIP club applications, member side, on $engine", (server) => {
  const { url } = server;
  let alice: { token: string; email: string; id: number };
  let bob: { token: string; email: string; id: number };
  let staff: string;
  let editor: string;
  let roleless: string;

  const apply = (token: string | undefined, body: Record<string, unknown> | FormData, headers: Record<string, string> = {}) =>
    api(url, "/api/VipClub", { method: "POST", body: body instanceof FormData ? body : JSON.stringify(body), headers, ...(token ? { token } : {}) });
  const listOf = (token: string | undefined, accountId: number | string) => api(url, `/api/getAllUsers/${accountId}`, token ? { token } : {});
  const update = (token: string | undefined, id: number | string, body: Record<string, unknown>) =>
    api(url, `/api/updateVip/${id}`, { method: "PUT", body: JSON.stringify(body), ...(token ? { token } : {}) });
  const remove = (token: string | undefined, id: number | string) => api(url, `/api/VipClub/${id}`, { method: "DELETE", ...(token ? { token } : {}) });
  const renew = (token: string | undefined, id: number | string) => api(url, `/api/VipClub/${id}/renew`, { method: "POST", ...(token ? { token } : {}) });
  const resubmit = (token: string | undefined, id: number | string) => api(url, `/api/VipClub/${id}/resubmit`, { method: "POST", ...(token ? { token } : {}) });
  const rowsOf = (userId: number) => withServerDatabase(server, (db) => db.selectFrom("vip_applications").selectAll().where("user_id", "=", userId).execute());
  const review = (id: number, change: { status?: "pending" | "approved" | "rejected"; expires?: string | null; department?: string; renewal_status?: "pending" | "approved" | "rejected" | null }) =>
    withServerDatabase(server, (db) => db.updateTable("vip_applications").set(change).where("id", "=", id).execute());

  async function member() {
    const created = await createMember(url);
    const me = await api(url, "/api/user", { token: created.token });
    return { token: created.token, email: created.email, id: me.body.data.id as number };
  }

  async function applied(who: { token: string }, extra: Record<string, unknown> = {}) {
    const res = await apply(who.token, { ...valid(), ...extra });
    expect(res.status).toBe(201);
    return res.body.data as { id: number; [k: string]: unknown };
  }

  beforeAll(async () => {
    [alice, bob] = await Promise.all([member(), member()]);
    staff = await loginAsStaff(url);
    editor = (await createStaffAccount(server, "editor")).token;
    const none = await member();
    await withServerDatabase(server, (db) => db.updateTable("users").set({ usertype: 7 }).where("id", "=", none.id).execute());
    roleless = none.token;
  });

  it("gives every SPEC §5 step message at once, each under its field, with SPEC §8's failure message, and stores nothing", async () => {
    const blank = await apply(alice.token, {});
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({
      message: vipWords.t("en", "vipApplyFailed"),
      errors: {
        title: [vipWords.t("en", "vipTitleRequired")],
        firstName: [vipWords.t("en", "vipFirstNameRequired")],
        lastName: [vipWords.t("en", "vipLastNameRequired")],
        postalAddress: [vipWords.t("en", "vipPostalAddressRequired")],
        cell: [vipWords.t("en", "vipCellRequired")],
        cell2: [vipWords.t("en", "vipCell2Required")],
        nationality: [vipWords.t("en", "vipNationalityRequired")],
        birthDate: [vipWords.t("en", "vipBirthDateRequired")],
        email: [vipWords.t("en", "vipEmailRequired")],
        passportNo: [vipWords.t("en", "vipPassportRequired")],
        sms: [vipWords.t("en", "vipSmsRequired")],
        signature: [vipWords.t("en", "vipSignatureRequired")],
      },
    });
    // SPEC §5's wording, word for word (the postal address has its own message, DECISIONS §4).
    expect(blank.body.errors.title).toEqual(["Please select a title."]);
    expect(blank.body.errors.cell).toEqual(["Please enter your cell phone number."]);
    expect(blank.body.errors.passportNo).toEqual(["Please enter your Passport No. or National ID"]);
    expect(blank.body.errors.sms).toEqual(["Please select How you will receive our notification."]);
    expect(blank.body.errors.signature).toEqual(["Please Consent your signature."]);

    const spaces = await apply(alice.token, Object.fromEntries(Object.keys(valid()).map((k) => [k, "   "])));
    expect(spaces.status).toBe(422);
    // Every field but the company, which a guest applying for themselves may leave out.
    expect(Object.keys(spaces.body.errors).sort()).toEqual(Object.keys(valid()).filter((k) => k !== "Company").sort());
    expect(spaces.body.errors.firstName).toEqual([vipWords.t("en", "vipFirstNameRequired")]);
    expect(await rowsOf(alice.id)).toEqual([]);
  });

  it("refuses a title, a channel, a consent, an email and a birth date that are not what the form offers", async () => {
    const res = await apply(alice.token, { ...valid(), title: "Sir", sms: "Fax", signature: "false", email: "not-an-email", birthDate: addDays(today(), 1) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: [vipWords.t("en", "vipTitleRequired")],
      sms: [vipWords.t("en", "vipSmsRequired")],
      signature: [vipWords.t("en", "vipSignatureRequired")],
      email: [fieldWords.t("en", "emailInvalid")],
      birthDate: [vipWords.t("en", "vipBirthDateInvalid")],
    });
    for (const birthDate of [today(), "2001-02-30", "1985/04/02", "1899-12-31", "yesterday"]) {
      const bad = await apply(alice.token, { ...valid(), birthDate });
      expect(bad.body.errors, birthDate).toEqual({ birthDate: [vipWords.t("en", "vipBirthDateInvalid")] });
    }
    expect(await rowsOf(alice.id)).toEqual([]);
  });

  it("accepts both cell forms (spaces and + ignored) and stores +265XXXXXXXXX; any other number is refused with the message naming both forms", async () => {
    const created = await applied(alice, { cell: "0991 234 567", cell2: "+265 88 123 4567" });
    expect(created.cell).toBe("+265991234567");
    expect(created.cell2).toBe("+265881234567");
    const plain = await applied(alice, { cell: "0881234567", cell2: "265991234567" });
    expect([plain.cell, plain.cell2]).toEqual(["+265881234567", "+265991234567"]);
    for (const wrong of ["099123456", "09912345678", "1991234567", "2659912345678", "26599123456", "0991-234-567", "abc", "+44 7911 123456"]) {
      const res = await apply(alice.token, { ...valid(), cell: wrong, cell2: wrong });
      expect(res.status, wrong).toBe(422);
      expect(res.body.errors, wrong).toEqual({ cell: [vipWords.t("en", "vipCellInvalid")], cell2: [vipWords.t("en", "vipCellInvalid")] });
    }
    expect(vipWords.t("en", "vipCellInvalid")).toMatch(/10 digits starting with 0/);
    expect(vipWords.t("en", "vipCellInvalid")).toMatch(/12 digits starting with 265/);
    const ids = (await rowsOf(alice.id)).map((r) => r.id);
    for (const id of ids) expect((await remove(alice.token, id)).status).toBe(200);
  });

  it("files the application under the caller, pending, with salesPerson and department 0 whatever is sent; multipart works too", async () => {
    const json = await apply(alice.token, { ...valid(), birthDate: "1985-04-02T08:30:00.000Z", userID: bob.id, salesPerson: "42", department: "Marketing", status: "approved", expires: "2099-01-01" });
    expect(json.status).toBe(201);
    expect(json.body.message).toBe(vipWords.t("en", "vipApplied"));
    expect(json.body.message).toBe("Applied successfully,Vip Club Membership under review will send an email once its done");
    expect(json.body.data).toMatchObject({ userID: alice.id, salesPerson: "0", department: "0", status: "pending", expires: null, membership: "pending", canRenew: false, birthDate: "1985-04-02" });

    const form = new FormData();
    for (const [k, v] of Object.entries({ ...valid("multi"), userID: String(bob.id), salesPerson: "7", department: "Marketing" })) form.set(k, v);
    const multipart = await apply(alice.token, form);
    expect(multipart.status).toBe(201);
    expect(multipart.body.data).toMatchObject({ userID: alice.id, lastName: "Phiri multi", salesPerson: "0", department: "0", Company: "Umodzi Holdings" });
    expect(await rowsOf(bob.id)).toEqual([]);

    // No company: a private guest's application is taken as it is.
    const { Company: _company, ...withoutCompany } = valid("private");
    const privateGuest = await apply(alice.token, withoutCompany);
    expect(privateGuest.status).toBe(201);
    expect(privateGuest.body.data).toMatchObject({ lastName: "Phiri private", Company: "" });

    const mine = await listOf(alice.token, alice.id);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((a: { id: number }) => a.id)).toEqual([privateGuest.body.data.id, multipart.body.data.id, json.body.data.id]);
    for (const a of mine.body.data) expect(await remove(alice.token, a.id)).toMatchObject({ status: 200 });
  });

  it("lists only the caller's own account for a member; staff read any account", async () => {
    const mine = await applied(bob);
    expect((await listOf(bob.token, bob.id)).body.data).toEqual([expect.objectContaining({ id: mine.id, userID: bob.id })]);
    expect((await listOf(alice.token, bob.id)).status).toBe(403);
    expect((await listOf(alice.token, "abc")).status).toBe(403);
    expect((await listOf(staff, bob.id)).body.data).toEqual([expect.objectContaining({ id: mine.id })]);
    expect((await listOf(editor, bob.id)).status).toBe(200);
    expect((await listOf(staff, 2_000_000)).body).toEqual({ data: [] });
    expect((await listOf(undefined, bob.id)).status).toBe(401);
    expect((await listOf(roleless, bob.id)).status).toBe(403);
    await remove(bob.token, mine.id);
  });

  it("updates the member's own fields only: status, expiry and department stay as staff left them", async () => {
    const mine = await applied(alice);
    await review(mine.id, { status: "approved", expires: addDays(today(), 200), department: "Marketing" });
    const res = await update(alice.token, mine.id, { ...valid("edited"), Company: "Lake Malawi Traders", cell: "265 999 000 111", status: "pending", expires: "2099-12-31", department: "0", salesPerson: "5", userID: bob.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(vipWords.t("en", "vipUpdated"));
    expect(res.body.data).toMatchObject({ id: mine.id, userID: alice.id, Company: "Lake Malawi Traders", cell: "+265999000111", lastName: "Phiri edited", status: "approved", expires: addDays(today(), 200), department: "Marketing", membership: "active" });

    const blank = await update(alice.token, mine.id, { ...valid(), title: "", cell: "12" });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual({ message: vipWords.t("en", "vipUpdateFailed"), errors: { title: [vipWords.t("en", "vipTitleRequired")], cell: [vipWords.t("en", "vipCellInvalid")] } });
    expect((await rowsOf(alice.id))[0]).toMatchObject({ company: "Lake Malawi Traders", title: "Dr" });
    await remove(alice.token, mine.id);
  });

  it("answers 404 to every guess at another member's application, and changes nothing", async () => {
    const hers = await applied(alice);
    await review(hers.id, { status: "approved", expires: addDays(today(), 5) });
    const before = await rowsOf(alice.id);
    expect((await update(bob.token, hers.id, valid("stolen"))).status).toBe(404);
    expect((await remove(bob.token, hers.id)).status).toBe(404);
    expect((await renew(bob.token, hers.id)).status).toBe(404);
    await review(hers.id, { status: "rejected" });
    expect((await resubmit(bob.token, hers.id)).status).toBe(404);
    await review(hers.id, { status: "approved" });
    expect((await listOf(bob.token, alice.id)).status).toBe(403);
    expect(await rowsOf(alice.id)).toEqual(before);
    // An id that does not exist, or is not an id, looks the same.
    for (const id of [hers.id + 100_000, "abc", "0", "-1", "99999999999"]) {
      expect((await update(alice.token, id, valid())).status, `PUT ${id}`).toBe(404);
      expect((await remove(alice.token, id)).status, `DELETE ${id}`).toBe(404);
      expect((await renew(alice.token, id)).status, `renew ${id}`).toBe(404);
      expect((await resubmit(alice.token, id)).status, `resubmit ${id}`).toBe(404);
    }
    expect(await rowsOf(alice.id)).toEqual(before);
    await remove(alice.token, hers.id);
  });

  it("deletes the member's own application with SPEC §8's message", async () => {
    const mine = await applied(bob);
    const res = await remove(bob.token, mine.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Deleted Successfully" });
    expect(await rowsOf(bob.id)).toEqual([]);
    expect((await remove(bob.token, mine.id)).status).toBe(404);
  });

  it("shows Active until the expiry day, Inactive after it, and lets an expired or nearly expired membership ask to renew once", async () => {
    const mine = await applied(alice);
    const state = async () => (await listOf(alice.token, alice.id)).body.data.find((a: { id: number }) => a.id === mine.id);

    // Under review: nothing to renew.
    expect((await renew(alice.token, mine.id)).status).toBe(409);
    await review(mine.id, { status: "rejected" });
    expect(await state()).toMatchObject({ membership: "rejected", canRenew: false });
    expect((await renew(alice.token, mine.id)).status).toBe(409);

    await review(mine.id, { status: "approved", expires: today(), department: "Marketing" });
    expect(await state()).toMatchObject({ membership: "active", canRenew: true });
    await review(mine.id, { expires: addDays(today(), 60) });
    expect(await state()).toMatchObject({ membership: "active", canRenew: false });
    const early = await renew(alice.token, mine.id);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(vipWords.t("en", "vipRenewNotDue"));
    await review(mine.id, { expires: addDays(today(), 30) });
    expect(await state()).toMatchObject({ canRenew: true });

    await review(mine.id, { expires: addDays(today(), -1) });
    expect(await state()).toMatchObject({ membership: "inactive", canRenew: true });
    const res = await renew(alice.token, mine.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(vipWords.t("en", "vipRenewRequested"));
    expect(res.body.data).toMatchObject({ renewalStatus: "pending", membership: "renewal-pending", canRenew: false, status: "approved" });
    expect(Date.parse(res.body.data.renewalRequestedAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = await renew(alice.token, mine.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(vipWords.t("en", "vipRenewAlreadyPending"));

    // Staff turned the renewal down: the expired membership may ask again.
    await review(mine.id, { renewal_status: "rejected" });
    expect(await state()).toMatchObject({ membership: "inactive", canRenew: true });
    await remove(alice.token, mine.id);
  });

  it("refuses anonymous callers (401), and staff and role-less accounts (403) on the member-only writes", async () => {
    const mine = await applied(bob);
    const writes = [
      (t?: string) => apply(t, valid()),
      (t?: string) => update(t, mine.id, valid()),
      (t?: string) => remove(t, mine.id),
      (t?: string) => renew(t, mine.id),
      (t?: string) => resubmit(t, mine.id),
    ];
    for (const [i, write] of writes.entries()) {
      expect((await write(undefined)).status, `anonymous #${i}`).toBe(401);
      expect((await write(staff)).status, `admin #${i}`).toBe(403);
      expect((await write(editor)).status, `editor #${i}`).toBe(403);
      expect((await write(roleless)).status, `role none #${i}`).toBe(403);
    }
    expect(await rowsOf(bob.id)).toHaveLength(1);
    await remove(bob.token, mine.id);
  });

  it("stores one application for a retried Finish (idempotency key in the body or the header), and never hands one account's to another", async () => {
    const key = `vip-${randomUUID()}`;
    const first = await apply(alice.token, { ...valid(), idempotencyKey: key });
    const retry = await apply(alice.token, { ...valid(), idempotencyKey: key });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body.data.id).toBe(first.body.data.id);
    const headerKey = `hdr-${randomUUID()}`;
    const [a, b] = await Promise.all([apply(alice.token, valid(), { "idempotency-key": headerKey }), apply(alice.token, valid(), { "idempotency-key": headerKey })]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(await rowsOf(alice.id)).toHaveLength(2);

    const stolen = await apply(bob.token, { ...valid(), idempotencyKey: key });
    expect(stolen.status).toBe(409);
    expect(JSON.stringify(stolen.body)).not.toContain(String(first.body.data.lastName));
    expect(await rowsOf(bob.id)).toEqual([]);
    for (const row of await rowsOf(alice.id)) await remove(alice.token, row.id);
  });

  it("describes the six calls in the OpenAPI document", async () => {
    const doc = (await api(url, "/api/openapi.json")).body;
    expect(Object.keys(doc.paths["/api/VipClub"])).toContain("post");
    expect(Object.keys(doc.paths["/api/getAllUsers/{accountId}"])).toContain("get");
    expect(Object.keys(doc.paths["/api/updateVip/{id}"])).toContain("put");
    expect(Object.keys(doc.paths["/api/VipClub/{id}"])).toContain("delete");
    expect(Object.keys(doc.paths["/api/VipClub/{id}/renew"])).toContain("post");
    expect(Object.keys(doc.paths["/api/VipClub/{id}/resubmit"])).toContain("post");
  });

  describe("the /dashboard page", () => {
    it("sends visitors to log in, refuses role-less accounts, greets staff with their overview and members with the VIP area", async () => {
      const anonymous = await page(url, "/dashboard");
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toBe("/login?redirectTo=%2Fdashboard");

      const fresh = await createMember(url);
      const cookie = await pageCookie(url, fresh.email, MEMBER_PASSWORD);
      const empty = await page(url, "/dashboard", { cookie });
      expect(empty.status).toBe(200);
      expect(empty.headers.get("cache-control")).toContain("no-store");
      expect(empty.text).toContain(vipWords.t("en", "vipNoRecord"));
      expect(empty.text).toContain('href="/loyalties"');
      expect(empty.text).toContain('href="/user"');

      const staffCookie = await pageCookie(url);
      const overview = await page(url, "/dashboard", { cookie: staffCookie });
      expect(overview.status).toBe(200);
      expect(overview.text).toContain("VIP applications to review");
      expect((await page(url, "/dashboard", { cookie: staffCookie, form: { intent: "apply", ...valid() } })).status).toBe(403);

      const none = await member();
      await withServerDatabase(server, (db) => db.updateTable("users").set({ usertype: 5 }).where("id", "=", none.id).execute());
      const noneLogin = await fetch(`${url}/login`, { method: "POST", redirect: "manual", headers: { origin: url, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ email: none.email, password: MEMBER_PASSWORD }) });
      expect(noneLogin.headers.get("location")).toBe("/");
      const noneCookie = (noneLogin.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      expect((await page(url, "/dashboard", { cookie: noneCookie })).status).toBe(403);
      expect((await page(url, "/dashboard", { cookie: noneCookie, form: { intent: "apply", ...valid() } })).status).toBe(403);
      expect(await rowsOf(none.id)).toEqual([]);
    });

    it("lands members and staff on /dashboard with the welcome after logging in; a safe redirectTo still wins", async () => {
      const fresh = await createMember(url);
      const login = (form: Record<string, string>) =>
        fetch(`${url}/login`, { method: "POST", redirect: "manual", headers: { origin: url, "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form) });
      expect((await login({ email: fresh.email, password: MEMBER_PASSWORD })).headers.get("location")).toBe("/dashboard?welcome=1");
      expect((await login({ email: fresh.email, password: MEMBER_PASSWORD, redirectTo: "/user" })).headers.get("location")).toBe("/user");
      expect((await login({ email: fresh.email, password: MEMBER_PASSWORD, redirectTo: "/dashboard" })).headers.get("location")).toBe("/dashboard?welcome=1");
      expect((await login({ email: fresh.email, password: MEMBER_PASSWORD, redirectTo: "//evil.example/" })).headers.get("location")).toBe("/dashboard?welcome=1");
      const cookie = await pageCookie(url, fresh.email, MEMBER_PASSWORD);
      const welcomed = await page(url, "/dashboard?welcome=1", { cookie });
      expect(welcomed.text).toContain(authWords.t("en", "loginSuccess"));
    });

    it("applies, edits, renews and deletes through the page's form intents, for the member's own applications only", async () => {
      const fresh = await member();
      const cookie = await pageCookie(url, fresh.email, MEMBER_PASSWORD);
      const refused = await page(url, "/dashboard", { cookie, form: { intent: "apply", ...valid(), cell: "" } });
      expect(refused.status).toBe(422);
      expect(refused.text).toContain(vipWords.t("en", "vipCellRequired"));
      expect(await rowsOf(fresh.id)).toEqual([]);

      const key = `page-${randomUUID()}`;
      for (let i = 0; i < 2; i++) {
        const stored = await page(url, "/dashboard", { cookie, form: { intent: "apply", idempotencyKey: key, ...valid("page") } });
        expect(stored.status).toBe(302);
        expect(stored.headers.get("location")).toBe("/dashboard?applied=1");
      }
      const [row] = await rowsOf(fresh.id);
      expect(await rowsOf(fresh.id)).toHaveLength(1);
      const shown = await page(url, "/dashboard?applied=1", { cookie });
      // One line in the hotel's words; the API answers with SPEC's (above).
      expect(shown.text).toContain(accountCatalog.t("en", "dashboard.applied"));
      expect(shown.text).not.toContain(vipWords.t("en", "vipApplied"));
      expect(shown.text).toContain("Under review");
      expect(shown.text).not.toContain(vipWords.t("en", "vipNoRecord"));

      const edited = await page(url, "/dashboard", { cookie, form: { intent: "update", id: String(row!.id), ...valid("page"), Company: "Chambo Foods" } });
      expect(edited.status).toBe(200);
      expect((await rowsOf(fresh.id))[0]?.company).toBe("Chambo Foods");
      // Another member's application is not found through the page either.
      const other = await applied(bob);
            for (const intent of ["update", "delete", "renew"]) {
        expect((await page(url, "/dashboard", { cookie, form: { intent, id: String(other.id), ...valid() } })).status, intent).toBe(404);
      }
      expect(await rowsOf(bob.id)).toHaveLength(1);
      await remove(bob.token, other.id);

      await review(row!.id, { status: "approved", expires: addDays(today(), -3) });
      const inactive = await page(url, "/dashboard", { cookie });
      expect(inactive.text).toContain("Inactive");
      expect(inactive.text).toContain(">Renew<");
      expect((await page(url, "/dashboard", { cookie, form: { intent: "renew", id: String(row!.id) } })).status).toBe(200);
      expect((await page(url, "/dashboard", { cookie })).text).toContain("Renewal under review");

      expect((await page(url, "/dashboard", { cookie, form: { intent: "delete", id: String(row!.id) } })).status).toBe(200);
      expect(await rowsOf(fresh.id)).toEqual([]);
    });
  });
});

describe.each(["sqlite", "postgres"] as const)("the VIP 'application received' email through a mail relay on %s", (engine) => {
  let server: RunningServer;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startServer({ engine, env: { SEED_DEMO: "false", SMTP_URL: inbox.url } });
  });

  afterAll(async () => {
    await server?.stop();
    await inbox?.close();
  });

  it("emails the applicant once the application is stored, and not for a refused or replayed one", async () => {
    const member = await createMember(server.url);
    const to = `vip-${randomUUID().slice(0, 8)}@example.com`;
    const key = `mail-${randomUUID()}`;
    const body = JSON.stringify({ ...valid(), email: to, idempotencyKey: key });
    expect((await api(server.url, "/api/VipClub", { method: "POST", token: member.token, body: JSON.stringify({ ...valid(), email: to, cell: "1" }) })).status).toBe(422);
    expect((await api(server.url, "/api/VipClub", { method: "POST", token: member.token, body })).status).toBe(201);
    expect((await api(server.url, "/api/VipClub", { method: "POST", token: member.token, body })).status).toBe(201);
    await expect.poll(() => inbox.to(to).length, { timeout: 20_000 }).toBe(1);
    const [email] = inbox.to(to);
    expect(email?.subject).toMatch(/VIP Club application is under review$/);
    expect(email?.text).toContain("Dear Dr Phiri");
    expect(email?.text).toContain("will email you once it is done");
    // One email queued for the one stored application: the refused and the replayed Finish queued none.
    const queued = () => withServerDatabase(server, (db) => db.selectFrom("email_outbox").select(["kind", "status"]).where("to_address", "=", to).execute());
    await expect.poll(queued, { timeout: 20_000 }).toEqual([{ kind: "vip-received", status: "sent" }]);
  });
});
