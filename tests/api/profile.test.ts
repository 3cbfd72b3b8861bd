import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createMember, loginAs, loginAsStaff, MEMBER_PASSWORD, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";
import { profileWords } from "~/features/profile/profile-words";
import { authWords } from "~/platform/auth/auth-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";
import { fieldWords } from "~/platform/forms/field-words";
import { limitsWords } from "~/platform/limits/limits-words";

const NEW_PASSWORD = "Likoma-Island-Ferry-2026!";

const putUser = (url: string, token: string | undefined, body: Record<string, unknown>) =>
  api(url, "/api/user", { method: "PUT", token, body: JSON.stringify(body) });
const putPassword = (url: string, token: string | undefined, body: Record<string, unknown>) =>
  api(url, "/api/user/password", { method: "PUT", token, body: JSON.stringify(body) });
const newEmail = () => `renamed-${randomUUID().slice(0, 8)}@example.com`;

describe.each(servers())("My Profile (/user and /api/user) on $engine", (server) => {
  const { url } = server;
  let admin: string;

  beforeAll(async () => {
    admin = await loginAsStaff(url);
  });

  it("answers 401 to an anonymous caller and sends an anonymous visitor of /user to the login page", async () => {
    expect((await api(url, "/api/user")).status).toBe(401);
    expect((await putUser(url, undefined, { name: "X", email: newEmail() })).status).toBe(401);
    expect((await putPassword(url, undefined, { current_password: "x", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(401);
    const res = await page(url, "/user");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?redirectTo=%2Fuser");
  });

  it("changes the name alone without a password, with SPEC §5's messages for a blank name and a bad email", async () => {
    const member = await createMember(url);
    const blank = await putUser(url, member.token, { name: "  ", email: "not-an-email" });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.name).toEqual([fieldWords.t("en", "nameRequired")]);
    expect(blank.body.errors.email).toEqual([fieldWords.t("en", "emailInvalid")]);
    const saved = await putUser(url, member.token, { name: "Tiwonge Banda", email: member.email.toUpperCase() });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: profileWords.t("en", "profileSaved"), data: expect.objectContaining({ name: "Tiwonge Banda", email: member.email, role: "member", usertype: 0 }) });
    expect(Object.keys(saved.body.data).sort()).toEqual(["email", "id", "name", "role", "usertype"]);
    expect((await api(url, "/api/user", { token: member.token })).body.data.name).toBe("Tiwonge Banda");
  });

  /** The newest email queued to `to` of one kind, with its text, as an administrator reads it in the outbox. */
  async function queuedEmail(to: string, kind: string): Promise<{ subject: string; text_body: string } | undefined> {
    const list = (await api(url, "/api/outbox", { token: admin })).body.data as { id: number; kind: string; to_address: string }[];
    const found = list.find((e) => e.to_address === to && e.kind === kind);
    return found && (await api(url, `/api/outbox/${found.id}`, { token: admin })).body.data;
  }
  const confirmLinkIn = (text: string) => new URL(text.match(/https?:\/\/\S+\/confirm-email\/\S+/)![0]).pathname;

  it("changes the email only with the current password and a link sent to it; the link ends every other login and keeps the confirming browser's", async () => {
    const member = await createMember(url);
    const other = await loginAs(url, member.email, MEMBER_PASSWORD);
    const email = newEmail();
    const missing = await putUser(url, member.token, { name: "Tiwonge Phiri", email });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ current_password: [authWords.t("en", "currentPasswordRequired")] });
    const wrong = await putUser(url, member.token, { name: "Tiwonge Phiri", email, current_password: "Not-The-Password-1!" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: [authWords.t("en", "currentPasswordWrong")] });

    const asked = await putUser(url, member.token, { name: "Tiwonge Phiri", email, current_password: MEMBER_PASSWORD });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: profileWords.t("en", "profileEmailConfirmSent", { email }), data: expect.objectContaining({ email: member.email }), emailPending: email });
    // Nothing changes until the link is opened.
    expect((await api(url, "/api/user", { token: other })).body.data.email).toBe(member.email);
    const sent = await queuedEmail(email, "email-change-confirm");
    expect(sent?.subject).toMatch(/^Confirm your new /);
    const link = confirmLinkIn(sent!.text_body);

    // Following the link alone (a mail scanner) changes nothing; the page names the address.
    const shown = await page(url, link);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toContain("no-store");
    expect(shown.text).toContain(email);
    expect((await api(url, "/api/user", { token: other })).status).toBe(200);

    const browser = await pageCookie(url, member.email, MEMBER_PASSWORD);
    const confirmed = await page(url, link, { cookie: browser, form: {} });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain(profileWords.t("en", "emailChangeDone", { email }));
    expect((await api(url, "/api/user", { token: other })).status).toBe(401);
    expect((await api(url, "/api/user", { token: member.token })).status).toBe(401);
    expect((await page(url, "/user", { cookie: browser })).text).toContain(`value="${email}"`);
    // The new email logs in; the old one is nobody's, and its owner is told.
    await expect(loginAs(url, email, MEMBER_PASSWORD)).resolves.toEqual(expect.any(String));
    expect((await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: member.email, password: MEMBER_PASSWORD }) })).status).toBe(401);
    expect((await queuedEmail(member.email, "email-changed"))?.text_body).toContain(email);
    // The link works once.
    const again = await page(url, link, { form: {} });
    expect(again.status).toBe(422);
    expect(again.text).toContain(profileWords.t("en", "emailChangeLinkInvalid"));
  });

  it("answers an address another account has exactly like a free one, and tells that address's owner instead", async () => {
    const [first, second] = [await createMember(url), await createMember(url)];
    const free = newEmail();
    const taken = await putUser(url, first.token, { name: "Tiwonge Phiri", email: second.email, current_password: MEMBER_PASSWORD });
    const fresh = await putUser(url, first.token, { name: "Tiwonge Phiri", email: free, current_password: MEMBER_PASSWORD });
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    const withoutAddress = (body: object) => JSON.parse(JSON.stringify(body).replaceAll(second.email, "ADDRESS").replaceAll(free, "ADDRESS"));
    expect(withoutAddress(taken.body)).toEqual(withoutAddress(fresh.body));
    // The taken address's owner hears of it, with no link that could change anything.
    const notice = await queuedEmail(second.email, "email-change-in-use");
    expect(notice?.text_body).toContain("already has an account");
    expect(notice?.text_body).not.toContain("/confirm-email/");
    expect(await queuedEmail(second.email, "email-change-confirm")).toBeUndefined();
    expect((await api(url, "/api/user", { token: first.token })).body.data.email).toBe(first.email);
    expect((await api(url, "/api/user", { token: second.token })).body.data.email).toBe(second.email);
    // Without the password nothing is said about the address at all.
    const unproven = await putUser(url, first.token, { name: "Tiwonge Phiri", email: second.email });
    expect(unproven.body.errors).toEqual({ current_password: [authWords.t("en", "currentPasswordRequired")] });
  });

  it("takes 5 new emails an hour per account, then answers 429 with Retry-After and saves nothing", async () => {
    const member = await createMember(url);
    for (let i = 0; i < 5; i++) {
      expect((await putUser(url, member.token, { name: "Tiwonge Phiri", email: newEmail(), current_password: MEMBER_PASSWORD })).status, `request ${i}`).toBe(200);
    }
    const refused = await putUser(url, member.token, { name: "Chikondi Phiri", email: newEmail(), current_password: MEMBER_PASSWORD });
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(3000);
    expect(refused.body.message).toBe(limitsWords.t("en", "tooManyAttempts", { seconds }));
    // The name sent with it was not saved either; a name alone still is.
    expect((await api(url, "/api/user", { token: member.token })).body.data.name).toBe("Tiwonge Phiri");
    expect((await putUser(url, member.token, { name: "Chikondi Phiri", email: member.email })).status).toBe(200);
  });

  it("changes the password with the registration rules: the old bearer token answers 401, the caller's works", async () => {
    const member = await createMember(url);
    const old = await loginAs(url, member.email, MEMBER_PASSWORD);
    const current = await loginAs(url, member.email, MEMBER_PASSWORD);
    const weak = await putPassword(url, current, { current_password: MEMBER_PASSWORD, password: "short", password_confirmation: "other" });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toContain(authWords.t("en", "passwordMin"));
    expect(weak.body.errors.password).toContain(authWords.t("en", "passwordUpper"));
    expect(weak.body.errors.password_confirmation).toEqual([authWords.t("en", "passwordsDoNotMatch")]);
    const guessable = await putPassword(url, current, { current_password: MEMBER_PASSWORD, password: "Password1!", password_confirmation: "Password1!" });
    expect(guessable.status).toBe(422);
    expect(guessable.body.errors.password[0]).toMatch(/^This password is too easy to guess/);
    const wrong = await putPassword(url, current, { current_password: "Not-The-Password-1!", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(wrong.body.errors).toEqual({ current_password: [authWords.t("en", "currentPasswordWrong")] });
    expect((await api(url, "/api/user", { token: old })).status).toBe(200);

    const done = await putPassword(url, current, { current_password: MEMBER_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: profileWords.t("en", "passwordChanged") });
    expect((await api(url, "/api/user", { token: old })).status).toBe(401);
    expect((await api(url, "/api/user", { token: current })).status).toBe(200);
    expect((await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: member.email, password: MEMBER_PASSWORD }) })).status).toBe(401);
    await expect(loginAs(url, member.email, NEW_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it("counts wrong current passwords like failed logins: a stolen session cannot guess faster than the login form", async () => {
    const member = await createMember(url);
    const guess = { current_password: "Not-The-Password-1!", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (let i = 0; i < 5; i++) expect((await putPassword(url, member.token, guess)).status).toBe(422);
    const locked = await putPassword(url, member.token, { ...guess, current_password: MEMBER_PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await putUser(url, member.token, { name: "Tiwonge Phiri", email: newEmail(), current_password: MEMBER_PASSWORD })).status).toBe(429);
    expect((await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: member.email, password: MEMBER_PASSWORD }) })).status).toBe(429);
  });

  it("only ever changes the caller's own account: no id in the path, an id in the body is ignored", async () => {
    const [member, victim] = [await createMember(url), await createMember(url)];
    const victimId = (await api(url, "/api/user", { token: victim.token })).body.data.id as number;
    expect((await api(url, `/api/user/${victimId}`, { method: "PUT", token: member.token, body: JSON.stringify({ name: "Mallory" }) })).status).toBe(404);
    const res = await putUser(url, member.token, { id: victimId, name: "Mallory", email: member.email });
    expect(res.status).toBe(200);
    expect(res.body.data.id).not.toBe(victimId);
    expect((await api(url, "/api/user", { token: victim.token })).body.data.name).toBe("Tiwonge Phiri");
    await putPassword(url, member.token, { id: victimId, current_password: MEMBER_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    await expect(loginAs(url, victim.email, MEMBER_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it("holds staff to 12+ characters and lists a staff email or password change in the activity log", async () => {
    const editor = await createStaffAccount(server, "editor");
    const short = await putPassword(url, editor.token, { current_password: STAFF_TEST_PASSWORD, password: "Mzuzu-Te-9!", password_confirmation: "Mzuzu-Te-9!" });
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual([authStaffWords.t("en", "staffPasswordMin")]);
    expect((await putPassword(url, editor.token, { current_password: STAFF_TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
    const email = `editor-${randomUUID().slice(0, 8)}@hotel.test`;
    expect((await putUser(url, editor.token, { name: "Thoko Editor", email, current_password: NEW_PASSWORD })).status).toBe(200);
    expect((await page(url, confirmLinkIn((await queuedEmail(email, "email-change-confirm"))!.text_body), { form: {} })).status).toBe(200);
    const log = await api(url, "/api/activity?type=users", { token: admin });
    const mine = log.body.data.filter((e: { actorEmail: string; subjectLabel: string }) => e.subjectLabel.includes(editor.email) || e.subjectLabel.includes(email));
    expect(mine.map((e: { action: string }) => e.action).sort()).toEqual(["change-email", "change-password"]);
  });

  it("saves from the page without JavaScript, for the logged-in account only", async () => {
    const member = await createMember(url);
    const cookie = await pageCookie(url, member.email, MEMBER_PASSWORD);
    const shown = await page(url, "/user", { cookie });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toContain("no-store");
    expect(shown.text).toContain(`value="${member.email}"`);
    const saved = await page(url, "/user", { cookie, form: { intent: "profile", name: "Chikondi Phiri", email: member.email } });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain(profileWords.t("en", "profileSaved"));
    expect(saved.text).toContain('value="Chikondi Phiri"');
    const refused = await page(url, "/user", { cookie, form: { intent: "password", current_password: MEMBER_PASSWORD, password: NEW_PASSWORD, password_confirmation: "different" } });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(authWords.t("en", "passwordsDoNotMatch"));
    const anonymous = await page(url, "/user", { form: { intent: "profile", name: "Mallory", email: member.email } });
    expect(anonymous.status).toBe(302);
    expect((await api(url, "/api/user", { token: member.token })).body.data.name).toBe("Chikondi Phiri");
  });
});
