import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/db.server";
import { createSecretBox } from "~/platform/runtime/secret-box.server";
import { totpCode } from "~/platform/auth/totp.server";
import { api, createMember, loginAs, MEMBER_PASSWORD } from "../support/api-client";
import { page } from "../support/page-session";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/start-server";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";
import { profileStaffWords } from "~/features/profile/profile-staff-words";
import { authWords } from "~/platform/auth/auth-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";
import { settingsStaffWords } from "~/platform/settings/settings-words";

/**
 * Two-step sign-in for staff (DECISIONS §3, docs/decisions/024), on servers of their own:
 * the "required for all staff" setting would close the back-office of every other suite's
 * staff accounts on the shared servers. Wrong codes count toward the login throttle, whose
 * email+address limit stays as in production (5 a minute).
 */
const LIMITS = JSON.stringify({ loginPerAddress: { limit: 10_000, windowSeconds: 60 }, register: { limit: 10_000, windowSeconds: 600 } });
/** The suite's servers seal the secrets, as a production server with SECRETS_KEY does. */
const SECRETS_KEY = "Lake Malawi at dawn: 32+ characters of key";

const SECRET = /data-testid="two-step-secret"[^>]*>([A-Z2-7 ]+)</;
const RECOVERY = /<code>([a-z2-7]{5}-[a-z2-7]{5})<\/code>/g;

/** A code the app shows one step from now: later than the step just used at enrolment, still inside the ±1 window. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe.each(["sqlite", "postgres"] as const)("two-step sign-in on %s", (engine) => {
  let server: RunningServer;
  let url: string;

  beforeAll(async () => {
    server = await startServer({ engine, env: { SEED_DEMO: "false", RATE_LIMITS: LIMITS, SECRETS_KEY } });
    url = server.url;
  });

  afterAll(async () => {
    await server?.stop();
  });

  /** The login page's form post, as a browser sends it: the redirect and every cookie it sets. */
  async function passwordStep(email: string, password: string, extra: Record<string, string> = {}) {
    const res = await fetch(`${url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: url, accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password, ...extra }),
    });
    const text = await res.text();
    return { status: res.status, location: res.headers.get("location"), cookies: res.headers.getSetCookie(), text };
  }

  async function codeStep(cookie: string, code: string) {
    const res = await fetch(`${url}/login/code`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: url, accept: "text/html", "content-type": "application/x-www-form-urlencoded", cookie },
      body: new URLSearchParams({ code }),
    });
    return { status: res.status, location: res.headers.get("location"), cookies: res.headers.getSetCookie(), text: await res.text(), headers: res.headers };
  }

  /**
   * A password login that needed no code: straight to the staff landing page (wherever the
   * login page sends staff), with a session.
   */
  function expectNoSecondStep(res: { status: number; location: string | null; cookies: string[] }) {
    expect(res.status).toBe(302);
    expect(res.location).not.toBe("/login/code");
    expect(res.location?.startsWith("/")).toBe(true);
    expect(cookieNamed(res.cookies, "sid")).toBeDefined();
  }

  const cookieNamed = (cookies: string[], name: string) => cookies.map((c) => c.split(";")[0] ?? "").find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1);

  /** Logs in through the page (no second step) and returns the session cookie. */
  async function sessionCookie(email: string, password = STAFF_TEST_PASSWORD) {
    const res = await passwordStep(email, password);
    const sid = cookieNamed(res.cookies, "sid");
    if (!sid) throw new Error(`no session: ${res.status} ${res.location}`);
    return sid;
  }

  /** Enrols from My Profile as a person does: start, read the key, confirm with the app's code. */
  async function enrol(cookie: string) {
    expect((await page(url, "/user", { cookie, form: { intent: "two-step-start" } })).status).toBe(200);
    const shown = await page(url, "/user", { cookie });
    const secret = shown.text.match(SECRET)?.[1]?.replace(/ /g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(shown.text).toContain("otpauth://totp/");
    const confirmed = await page(url, "/user", { cookie, form: { intent: "two-step-confirm", code: totpCode(secret!) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain(profileStaffWords.t("en", "twoStepEnabled"));
    const recoveryCodes = [...confirmed.text.matchAll(RECOVERY)].map((m) => m[1]!);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Shown once: the next visit has the section without the codes or the key.
    const after = await page(url, "/user", { cookie });
    expect([...after.text.matchAll(RECOVERY)]).toHaveLength(0);
    expect(after.text).not.toMatch(SECRET);
    expect(after.text).toContain("10 of 10");
    return { secret: secret!, recoveryCodes };
  }

  async function enrolledStaff(role: "editor" | "admin" = "editor") {
    const account = await createStaffAccount(server, role);
    const cookie = await sessionCookie(account.email);
    return { ...account, cookie, ...(await enrol(cookie)) };
  }

  it("enrols from My Profile: a wrong first code is refused and changes nothing at sign-in", async () => {
    const account = await createStaffAccount(server, "editor");
    const cookie = await sessionCookie(account.email);
    expect((await page(url, "/user", { cookie })).text).toContain("Two-step sign-in");
    await page(url, "/user", { cookie, form: { intent: "two-step-start" } });
    const wrong = await page(url, "/user", { cookie, form: { intent: "two-step-confirm", code: "12345" } });
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain(authWords.t("en", "twoStepCodeWrong"));
    // Not yet confirmed: the password alone still logs in.
    expectNoSecondStep(await passwordStep(account.email, STAFF_TEST_PASSWORD));
  });

  it("asks for the code after the password: wrong refused, right works once, a replayed code is refused, a recovery code works once", async () => {
    const staff = await enrolledStaff();
    // Turning it on ended the other logins (the API token from before).
    expect((await api(url, "/api/user", { token: staff.token })).status).toBe(401);
    expect((await page(url, "/user", { cookie: staff.cookie })).status).toBe(200);

    const first = await passwordStep(staff.email, STAFF_TEST_PASSWORD, { redirectTo: "/Contacts" });
    expect(first.status).toBe(302);
    expect(first.location).toBe("/login/code");
    expect(cookieNamed(first.cookies, "sid")).toBeUndefined();
    const pendingHeader = first.cookies.find((c) => c.startsWith("two_step="))!;
    expect(pendingHeader).toMatch(/HttpOnly/i);
    expect(pendingHeader).toMatch(/SameSite=Lax/i);
    expect(pendingHeader).toMatch(/Max-Age=300/);
    const pending = cookieNamed(first.cookies, "two_step")!;
    // The pending cookie is no session: the back-office still wants a login.
    expect((await page(url, "/Contacts", { cookie: pending })).status).toBe(302);
    expect((await page(url, "/login/code", { cookie: pending })).status).toBe(200);
    expect((await page(url, "/login/code")).headers.get("location")).toBe("/login");

    const code = nextCode(staff.secret);
    const wrong = await codeStep(pending, code === "000000" ? "000001" : "000000");
    expect(wrong.status).toBe(422);
    expect(wrong.text).toContain(authWords.t("en", "twoStepCodeWrong"));
    const right = await codeStep(pending, code);
    expect(right.status).toBe(302);
    expect(right.location).toBe("/Contacts");
    const sid = cookieNamed(right.cookies, "sid")!;
    expect(sid).toBeDefined();
    expect(right.cookies.some((c) => c.startsWith("two_step=;") && /Max-Age=0/.test(c))).toBe(true);
    expect((await page(url, "/Contacts", { cookie: sid })).status).toBe(200);
    // Single use: the same pending sign-in cannot be completed twice.
    expect((await codeStep(pending, code)).status).toBe(401);

    // The same code again, on a new sign-in within its window: refused.
    const second = await passwordStep(staff.email, STAFF_TEST_PASSWORD);
    const pending2 = cookieNamed(second.cookies, "two_step")!;
    const replay = await codeStep(pending2, code);
    expect(replay.status).toBe(422);
    expect(replay.text).toContain(authWords.t("en", "twoStepCodeWrong"));
    // A recovery code works (case and spaces do not matter), where the login would have gone.
    const recovery = staff.recoveryCodes[0]!;
    const viaRecovery = await codeStep(pending2, ` ${recovery.toUpperCase()} `);
    expect(viaRecovery.status).toBe(302);
    expect(viaRecovery.location).not.toBe("/login/code");
    expect(cookieNamed(viaRecovery.cookies, "sid")).toBeDefined();
    // ...once.
    const third = await passwordStep(staff.email, STAFF_TEST_PASSWORD);
    expect((await codeStep(cookieNamed(third.cookies, "two_step")!, recovery)).status).toBe(422);
    expect((await page(url, "/user", { cookie: sid })).text).toContain("9 of 10");
  });

  it("ends a pending sign-in after 5 wrong codes with a 429, and the password must be entered again", async () => {
    const staff = await enrolledStaff();
    const start = await passwordStep(staff.email, STAFF_TEST_PASSWORD);
    const pending = cookieNamed(start.cookies, "two_step")!;
    for (let i = 0; i < 4; i++) expect((await codeStep(pending, "00000" + i)).status).toBe(422);
    const fifth = await codeStep(pending, "000009");
    expect(fifth.status).toBe(429);
    const seconds = Number(fifth.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(fifth.text).toContain(authWords.t("en", "twoStepTooManyCodesWait", { seconds }));
    // Over: even the right code is no use now, and the page sends the browser back to log in.
    expect((await codeStep(pending, nextCode(staff.secret))).status).toBe(401);
    const ended = await page(url, "/login/code", { cookie: pending });
    expect(ended.text).toContain(authWords.t("en", "twoStepLoginExpired"));
    expect(ended.text).not.toContain('name="code"');
    // The wrong codes counted as failed logins: the login page holds this email for a while.
    expect((await passwordStep(staff.email, STAFF_TEST_PASSWORD)).status).toBe(429);
  });

  it("asks API clients for the code: 401 with totpRequired, then tokens with a right totp or recovery code", async () => {
    const staff = await enrolledStaff();
    const login = (body: Record<string, unknown>) => api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: staff.email, password: STAFF_TEST_PASSWORD, ...body }) });
    const missing = await login({});
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ message: authStaffWords.t("en", "twoStepCodeNeeded"), totpRequired: true });
    expect(JSON.stringify(missing.body)).not.toContain("token");
    const wrong = await login({ totp: "000000" === nextCode(staff.secret) ? "000001" : "000000" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: authWords.t("en", "twoStepCodeWrong"), totpRequired: true });
    // A wrong password still answers as before, without telling that a code would be needed.
    const badPassword = await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: staff.email, password: "Wrong-Password-2026!", totp: "123456" }) });
    expect(badPassword.status).toBe(401);
    expect(badPassword.body.message).toBe(authWords.t("en", "loginFailed"));
    expect(badPassword.body.totpRequired).toBeUndefined();
    const code = nextCode(staff.secret);
    const ok = await login({ totp: code });
    expect(ok.status).toBe(200);
    expect(ok.body.data.token).toBeTruthy();
    expect((await api(url, "/api/user", { token: ok.body.data.token })).body.data.email).toBe(staff.email);
    expect((await login({ totp: code })).status).toBe(401);
    expect((await login({ recoveryCode: staff.recoveryCodes[3] })).status).toBe(200);
    expect((await login({ recoveryCode: staff.recoveryCodes[3] })).status).toBe(401);
    // Documented in the OpenAPI description.
    const doc = await api(url, "/api/openapi.json");
    const operation = doc.body.paths?.["/api/login"]?.post;
    expect(JSON.stringify(operation?.requestBody)).toContain("totp");
    expect(JSON.stringify(operation?.responses?.["401"])).toContain("totpRequired");
  });

  it("keeps the app's secret sealed in the database; a start with another key or none stops with a clear line", async () => {
    const staff = await enrolledStaff();
    const handle = openDatabase({ databaseUrl: server.databaseUrl, sqliteFile: path.join(server.dataDir, "hotel.sqlite") });
    try {
      const stored = async () =>
        (await handle.db.selectFrom("two_step").innerJoin("users", "users.id", "two_step.user_id").select("secret").where("users.email", "=", staff.email).executeTakeFirstOrThrow()).secret;
      expect(await stored()).toMatch(/^enc1:/);
      expect(await stored()).not.toContain(staff.secret);

      const otherKeyOrNone: Record<string, string>[] = [{ SECRETS_KEY: `${SECRETS_KEY}, but another` }, {}];
      for (const env of otherKeyOrNone) {
        const refused = startServer({ engine, shareWith: server, env: { SEED_DEMO: "false", ...env } });
        await expect(refused).rejects.toThrow(/SECRETS_KEY: a stored secret (does not open with this SECRETS_KEY|is sealed, but SECRETS_KEY is not set)/);
        await expect(refused).rejects.not.toThrow(SECRETS_KEY);
      }

      // A secret stored before the key was set (in clear) is sealed when a server starts with it.
      await handle.db.updateTable("two_step").set({ secret: staff.secret }).where("secret", "=", await stored()).execute();
      const second = await startServer({ engine, shareWith: server, env: { SEED_DEMO: "false", RATE_LIMITS: LIMITS, SECRETS_KEY } });
      try {
        expect(second.output()).toContain('"msg":"two-step secrets sealed with SECRETS_KEY","count":1');
        expect(await stored()).toMatch(/^enc1:/);
        const login = await api(second.url, "/api/login", { method: "POST", body: JSON.stringify({ email: staff.email, password: STAFF_TEST_PASSWORD, totp: nextCode(staff.secret) }) });
        expect(login.status).toBe(200);
      } finally {
        await second.stop();
      }

      // A key change: one start with the new key and the old one as SECRETS_KEY_PREVIOUS seals it again.
      const newKey = `${SECRETS_KEY}, changed in 2027`;
      const before = await stored();
      const changing = await startServer({ engine, shareWith: server, env: { SEED_DEMO: "false", SECRETS_KEY: newKey, SECRETS_KEY_PREVIOUS: SECRETS_KEY } });
      await changing.stop();
      // Every enrolled account of this suite so far, this one included.
      const enrolled = (await handle.db.selectFrom("two_step").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;
      expect(changing.output()).toContain(`"msg":"two-step secrets sealed with SECRETS_KEY","count":${Number(enrolled)}`);
      expect(await stored()).not.toBe(before);
      const afterChange = await startServer({ engine, shareWith: server, env: { SEED_DEMO: "false", SECRETS_KEY: newKey } });
      await afterChange.stop();
      await expect(startServer({ engine, shareWith: server, env: { SEED_DEMO: "false", SECRETS_KEY } })).rejects.toThrow(/SECRETS_KEY: a stored secret does not open/);
      // And back, for the suite's own server and the tests after this one.
      await (await startServer({ engine, shareWith: server, env: { SEED_DEMO: "false", SECRETS_KEY, SECRETS_KEY_PREVIOUS: newKey } })).stop();
      expect(createSecretBox(SECRETS_KEY).open(await stored())).toBe(staff.secret);
    } finally {
      await handle.close();
    }
  });

  it("makes new recovery codes with a current code, and turns off with the password and a code", async () => {
    const staff = await enrolledStaff();
    const noCode = await page(url, "/user", { cookie: staff.cookie, form: { intent: "two-step-renew-codes", code: "" } });
    expect(noCode.status).toBe(422);
    const renewed = await page(url, "/user", { cookie: staff.cookie, form: { intent: "two-step-renew-codes", code: nextCode(staff.secret) } });
    expect(renewed.status).toBe(200);
    const fresh = [...renewed.text.matchAll(RECOVERY)].map((m) => m[1]!);
    expect(fresh).toHaveLength(10);
    // The old codes no longer work; the new ones do.
    const other = await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: staff.email, password: STAFF_TEST_PASSWORD, recoveryCode: staff.recoveryCodes[0] }) });
    expect(other.status).toBe(401);
    const wrongPassword = await page(url, "/user", { cookie: staff.cookie, form: { intent: "two-step-disable", current_password: "Not-The-Password-1!", code: fresh[0]! } });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.text).toContain(authWords.t("en", "currentPasswordWrong"));
    const otherLogin = await loginAs(url, staff.email, STAFF_TEST_PASSWORD).catch(() => null);
    expect(otherLogin).toBeNull();
    const apiLogin = await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: staff.email, password: STAFF_TEST_PASSWORD, recoveryCode: fresh[1] }) });
    expect(apiLogin.status).toBe(200);
    const off = await page(url, "/user", { cookie: staff.cookie, form: { intent: "two-step-disable", current_password: STAFF_TEST_PASSWORD, code: fresh[0]! } });
    expect(off.status).toBe(200);
    expect(off.text).toContain(profileStaffWords.t("en", "twoStepDisabled"));
    // Every other login ended; the password alone logs in again.
    expect((await api(url, "/api/user", { token: apiLogin.body.data.token })).status).toBe(401);
    expect((await page(url, "/user", { cookie: staff.cookie })).status).toBe(200);
    expectNoSecondStep(await passwordStep(staff.email, STAFF_TEST_PASSWORD));
  });

  it("is for staff: a member has no two-step section and cannot start one", async () => {
    const member = await createMember(url);
    const cookie = await sessionCookie(member.email, MEMBER_PASSWORD);
    expect((await page(url, "/user", { cookie })).text).not.toContain("Two-step sign-in");
    const start = await page(url, "/user", { cookie, form: { intent: "two-step-start" } });
    expect(start.status).toBe(403);
    expect(start.text).toContain(authStaffWords.t("en", "twoStepStaffOnly"));
  });

  it("lets an administrator require it for all staff: unenrolled staff are sent to enrol, members never", async () => {
    const editor = await createStaffAccount(server, "editor");
    const enrolledEditor = await enrolledStaff();
    const member = await createMember(url);
    let admin = await loginAs(url, TEST_ADMIN.email, TEST_ADMIN.password);
    const put = (body: Record<string, unknown>, token: string) => api(url, "/api/settings", { method: "PUT", token, body: JSON.stringify(body) });

    // Only administrators; and one without two-step cannot require it (it would lock them out).
    expect((await put({ requireStaffTwoStep: true }, editor.token)).status).toBe(403);
    const notYet = await put({ requireStaffTwoStep: true }, admin);
    expect(notYet.status).toBe(422);
    expect(notYet.body.errors.requireStaffTwoStep).toEqual([settingsStaffWords.t("en", "twoStepEnrolYourselfFirst")]);
    const adminCookie = await sessionCookie(TEST_ADMIN.email, TEST_ADMIN.password);
    const adminTwoStep = await enrol(adminCookie);
    admin = (await api(url, "/api/login", { method: "POST", body: JSON.stringify({ ...TEST_ADMIN, totp: nextCode(adminTwoStep.secret) }) })).body.data.token;
    const on = await put({ requireStaffTwoStep: true }, admin);
    expect(on.status).toBe(200);
    expect(on.body.data.requireStaffTwoStep).toBe(true);
    expect((await api(url, "/api/settings")).body.data).not.toHaveProperty("requireStaffTwoStep");
    expect((await page(url, "/settings", { cookie: adminCookie })).text).toContain("Required for all staff");

    // The unenrolled editor: logged in, but the back-office sends it to enrolment; the API refuses it.
    const login = await passwordStep(editor.email, STAFF_TEST_PASSWORD);
    expectNoSecondStep(login);
    const editorCookie = cookieNamed(login.cookies, "sid")!;
    for (const screen of ["/room", "/Contacts", "/Contacts.csv"]) {
      const res = await page(url, screen, { cookie: editorCookie });
      expect(res.status, screen).toBe(302);
      expect(res.headers.get("location"), screen).toBe("/user#two-step");
    }
    const refused = await api(url, "/api/contacts", { token: editor.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(authStaffWords.t("en", "twoStepEnrolFirst"));
    const profile = await page(url, "/user", { cookie: editorCookie });
    expect(profile.status).toBe(200);
    expect(profile.text).toContain("The hotel requires two-step sign-in for all staff");
    // Once enrolled, the back-office opens.
    await enrol(editorCookie);
    expect((await page(url, "/room", { cookie: editorCookie })).status).toBe(200);

    // Enrolled staff cannot turn it off while it is required.
    const off = await page(url, "/user", { cookie: enrolledEditor.cookie, form: { intent: "two-step-disable", current_password: STAFF_TEST_PASSWORD, code: enrolledEditor.recoveryCodes[0]! } });
    expect(off.status).toBe(409);
    expect(off.text).toContain(authStaffWords.t("en", "twoStepRequiredByAdmin"));

    // Members are never asked: log in, profile, API as before.
    const memberLogin = await passwordStep(member.email, MEMBER_PASSWORD);
    expect(memberLogin.location).toBe("/dashboard?welcome=1");
    const memberCookie = cookieNamed(memberLogin.cookies, "sid")!;
    const memberProfile = await page(url, "/user", { cookie: memberCookie });
    expect(memberProfile.status).toBe(200);
    expect(memberProfile.text).not.toContain("Two-step sign-in");
    expect((await api(url, "/api/user", { token: member.token })).status).toBe(200);
    expect((await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: member.email, password: MEMBER_PASSWORD }) })).status).toBe(200);

    // Admin reset for a lost phone: logged out at once, the password alone logs in, then enrolment again; in the activity log.
    const staffList = await api(url, "/api/staff", { token: admin });
    const target = staffList.body.data.find((s: { email: string }) => s.email === enrolledEditor.email);
    expect(target.twoStep).toBe(true);
    expect((await page(url, "/staff", { cookie: editorCookie, form: { intent: "reset-two-step", id: String(target.id) } })).status).toBe(403);
    const self = staffList.body.data.find((s: { email: string }) => s.email === TEST_ADMIN.email);
    expect((await page(url, "/staff", { cookie: adminCookie, form: { intent: "reset-two-step", id: String(self.id) } })).status).toBe(409);
    const reset = await page(url, "/staff", { cookie: adminCookie, form: { intent: "reset-two-step", id: String(target.id) } });
    expect(reset.status).toBe(200);
    expect(reset.text).toContain(authStaffWords.t("en", "twoStepReset"));
    expect((await page(url, "/user", { cookie: enrolledEditor.cookie })).status).toBe(302);
    const again = await passwordStep(enrolledEditor.email, STAFF_TEST_PASSWORD);
    expectNoSecondStep(again);
    expect((await page(url, "/room", { cookie: cookieNamed(again.cookies, "sid")! })).headers.get("location")).toBe("/user#two-step");
    const log = await api(url, "/api/activity", { token: admin });
    const entry = log.body.data.find((e: { action: string }) => e.action === "reset-two-step");
    expect(entry).toMatchObject({ subjectType: "users", subjectId: target.id });
    expect(log.body.data.some((e: { action: string }) => e.action === "enable-two-step")).toBe(true);

    // Back to optional.
    expect((await put({ requireStaffTwoStep: false }, admin)).body.data.requireStaffTwoStep).toBe(false);
  });
});
