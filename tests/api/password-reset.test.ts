import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/db.server";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { WITHHELD_TEXT } from "~/platform/email/outbox.server";
import { api, createMember, loginAs, loginAsStaff, MEMBER_PASSWORD, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";
import { type RunningServer, startServer } from "../support/start-server";
import { resetLinkIn, SMTP_PASSWORD, startSmtpInbox } from "../support/smtp-inbox";
import { authWords } from "~/platform/auth/auth-words";
import { fieldWords } from "~/platform/forms/field-words";
import { limitsWords } from "~/platform/limits/limits-words";

const NEW_PASSWORD = "Chambo-Wa-Nyanja-2026!";
const RESET_LIMIT = 25;

/** The running server's own database, for what no API shows (a token's expiry, an email's retry schedule). */
function database(server: { dataDir: string; databaseUrl?: string }) {
  return openDatabase({ databaseUrl: server.databaseUrl, sqliteFile: path.join(server.dataDir, "hotel.sqlite") });
}

const forgot = (url: string, email: string) => api(url, "/api/forget-password", { method: "POST", body: JSON.stringify({ email }) });
const reset = (url: string, body: Record<string, string>) => api(url, "/api/reset-password", { method: "POST", body: JSON.stringify(body) });

/** The token of a reset link and the email it names. */
function tokenOf(link: string): { token: string; email: string } {
  const url = new URL(link);
  return { token: decodeURIComponent(url.pathname.split("/").pop() ?? ""), email: url.searchParams.get("email") ?? "" };
}

describe.each(["sqlite", "postgres"] as const)("email and password reset with a mail relay on %s", (engine) => {
  let server: RunningServer;
  let url: string;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

  beforeAll(async () => {
    inbox = await startSmtpInbox({ reject: /^bounce-/ });
    server = await startServer({
      engine,
      env: { SEED_DEMO: "false", SMTP_URL: inbox.url, RATE_LIMITS: JSON.stringify({ passwordReset: { limit: RESET_LIMIT, windowSeconds: 900 }, register: { limit: 1000, windowSeconds: 600 } }) },
    });
    url = server.url;
  });

  afterAll(async () => {
    await server?.stop();
    await inbox?.close();
  });

  async function resetEmailFor(email: string) {
    await expect.poll(() => inbox.to(email).filter((m) => m.subject.startsWith("Reset your")).length, { timeout: 20_000 }).toBeGreaterThan(0);
    return inbox.to(email).filter((m) => m.subject.startsWith("Reset your")).at(-1)!;
  }

  it("welcomes a new member by email, from the hotel's address", async () => {
    const member = await createMember(url);
    await expect.poll(() => inbox.to(member.email).length, { timeout: 20_000 }).toBe(1);
    const [welcome] = inbox.to(member.email);
    expect(welcome?.subject).toBe(`Welcome to the ${DEFAULT_SITE_SETTINGS.hotelName} VIP Club`);
    expect(welcome?.text).toContain("Dear Tiwonge Phiri");
    expect(welcome?.from).toBe(DEFAULT_SITE_SETTINGS.email);
  });

  it("sends a contact message to the hotel, with Reply-To the guest", async () => {
    const guest = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const res = await api(url, "/api/contacts", {
      method: "POST",
      body: JSON.stringify({ name: "Chikondi Banda", email: guest, phonenumber: "+265 999 123 456", message: "Do you have a room for two on Friday?" }),
    });
    expect(res.status).toBe(201);
    await expect.poll(() => inbox.received.filter((m) => m.replyTo === guest).length, { timeout: 20_000 }).toBe(1);
    const email = inbox.received.find((m) => m.replyTo === guest)!;
    expect(email.to).toEqual([DEFAULT_SITE_SETTINGS.email]);
    expect(email.subject).toBe("Website message from Chikondi Banda");
    expect(email.text).toContain("Do you have a room for two on Friday?");
    expect(email.text).toContain("+265 999 123 456");
  });

  it("answers a known and an unknown email alike, and only the known one gets a link", async () => {
    const member = await createMember(url);
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const known = await forgot(url, member.email);
    const stranger = await forgot(url, unknown);
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(known.body).toEqual({ message: authWords.t("en", "passwordResetLinkSent") });
    expect(stranger.body).toEqual(known.body);

    const email = await resetEmailFor(member.email);
    const link = resetLinkIn(email.text);
    expect(link.startsWith(`${url}/reset-password/`)).toBe(true);
    expect(tokenOf(link).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(email.text).toContain("60 minutes");

    const handle = database(server);
    try {
      const queued = await handle.db.selectFrom("email_outbox").select("id").where("to_address", "=", unknown).execute();
      expect(queued).toEqual([]);
      // Only the hash is kept.
      const stored = await handle.db.selectFrom("password_resets").select("token_hash").execute();
      expect(stored.map((r) => r.token_hash)).not.toContain(tokenOf(link).token);
    } finally {
      await handle.close();
    }
    expect(inbox.to(unknown)).toEqual([]);
  });

  it("resets once with the link, ends every login, and refuses the link a second time", async () => {
    const member = await createMember(url);
    const oldToken = member.token;
    expect((await api(url, "/api/user", { token: oldToken })).status).toBe(200);
    await forgot(url, member.email);
    const { token, email } = tokenOf(resetLinkIn((await resetEmailFor(member.email)).text));
    expect(email).toBe(member.email);

    const done = await reset(url, { email, token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(authWords.t("en", "passwordResetDone"));

    expect((await api(url, "/api/user", { token: oldToken })).status).toBe(401);
    expect((await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email, password: MEMBER_PASSWORD }) })).status).toBe(401);
    await loginAs(url, email, NEW_PASSWORD);

    const again = await reset(url, { email, token, password: "Another-Mango-Tree-9!", password_confirmation: "Another-Mango-Tree-9!" });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(authWords.t("en", "passwordResetLinkInvalid"));
    expect(again.body.errors.token).toEqual([authWords.t("en", "passwordResetLinkInvalid")]);
    await loginAs(url, email, NEW_PASSWORD);
  });

  it("refuses an expired link, a link used with another email and a made-up token", async () => {
    const member = await createMember(url);
    const other = await createMember(url);
    await forgot(url, member.email);
    const { token } = tokenOf(resetLinkIn((await resetEmailFor(member.email)).text));
    const body = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

    const wrongEmail = await reset(url, { ...body, email: other.email });
    expect(wrongEmail.status).toBe(422);
    expect(wrongEmail.body.message).toBe(authWords.t("en", "passwordResetLinkInvalid"));
    const madeUp = await reset(url, { ...body, email: member.email, token: "x".repeat(43) });
    expect(madeUp.status).toBe(422);

    const handle = database(server);
    try {
      const user = await handle.db.selectFrom("users").select("id").where("email", "=", member.email).executeTakeFirstOrThrow();
      await handle.db.updateTable("password_resets").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("user_id", "=", user.id).execute();
    } finally {
      await handle.close();
    }
    const expired = await reset(url, { ...body, email: member.email });
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe(authWords.t("en", "passwordResetLinkInvalid"));
    // The old password still works: nothing was changed.
    await loginAs(url, member.email, MEMBER_PASSWORD);
  });

  it("checks the new password with SPEC §5's messages and the registration rules", async () => {
    const empty = await reset(url, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.email).toEqual([fieldWords.t("en", "emailRequired")]);
    expect(empty.body.errors.password).toEqual([authWords.t("en", "passwordRequired")]);
    expect(empty.body.errors.password_confirmation).toEqual([authWords.t("en", "passwordConfirmRequired")]);

    const base = { email: "guest@example.com", token: "t".repeat(43) };
    const short = await reset(url, { ...base, password: "Ab1!", password_confirmation: "Ab1!" });
    expect(short.body.errors.password).toContain(authWords.t("en", "passwordMin"));
    const plain = await reset(url, { ...base, password: "abcdefghij", password_confirmation: "abcdefghij" });
    expect(plain.body.errors.password).toEqual(expect.arrayContaining([authWords.t("en", "passwordUpper"), authWords.t("en", "passwordNumber"), authWords.t("en", "passwordSpecial")]));
    const mismatch = await reset(url, { ...base, password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}x` });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toEqual([authWords.t("en", "passwordsDoNotMatch")]);

    // A guessable password is refused like at registration, even with a good link.
    const member = await createMember(url);
    await forgot(url, member.email);
    const { token } = tokenOf(resetLinkIn((await resetEmailFor(member.email)).text));
    const guessable = await reset(url, { email: member.email, token, password: "Password1!", password_confirmation: "Password1!" });
    expect(guessable.status).toBe(422);
    expect(guessable.body.errors.password?.[0]).toMatch(/too easy to guess/);
  });

  it("keeps a refused email pending with its attempt counted and the next try a minute later, without the relay's password", async () => {
    const email = `bounce-${randomUUID().slice(0, 8)}@example.com`;
    const res = await api(url, "/api/register/", {
      method: "POST",
      body: JSON.stringify({ name: "Mphatso Banda", email, password: MEMBER_PASSWORD, password_confirmation: MEMBER_PASSWORD }),
    });
    expect(res.status).toBe(201);
    const handle = database(server);
    try {
      const row = () => handle.db.selectFrom("email_outbox").selectAll().where("to_address", "=", email).executeTakeFirstOrThrow();
      await expect.poll(async () => (await row()).attempts, { timeout: 20_000 }).toBe(1);
      const failed = await row();
      expect(failed.status).toBe("pending");
      expect(failed.kind).toBe("welcome");
      expect(failed.last_error).toMatch(/550/);
      expect(failed.last_error).not.toContain(SMTP_PASSWORD);
      const wait = Date.parse(failed.next_attempt_at) - Date.now();
      expect(wait).toBeGreaterThan(30_000);
      expect(wait).toBeLessThanOrEqual(60_000);
    } finally {
      await handle.close();
    }
    expect(inbox.to(email)).toEqual([]);
    expect(server.output()).not.toContain(SMTP_PASSWORD);
  });

  it("throttles forgotten-password requests per address with 429 and Retry-After", async () => {
    let last = await forgot(url, `nobody-${randomUUID().slice(0, 8)}@example.com`);
    for (let i = 0; i < RESET_LIMIT && last.status === 200; i++) last = await forgot(url, `nobody-${i}@example.com`);
    expect(last.status).toBe(429);
    const seconds = Number(last.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(last.body.message).toBe(limitsWords.t("en", "tooManyAttempts", { seconds }));
  });
});

describe.each(servers())("the outbox without a mail relay on $engine", (server) => {
  const url = server.url;

  it("keeps emails for staff to read; anonymous callers get 401 and members 403", async () => {
    const member = await createMember(url);
    expect((await forgot(url, member.email)).status).toBe(200);
    const admin = await loginAsStaff(url);

    // The link is made once the answer has gone: wait for its email to be queued.
    const outbox = () => api(url, "/api/outbox", { token: admin });
    const mineIn = (body: { data: { to_address: string }[] }): any[] => body.data.filter((e) => e.to_address === member.email);
    await expect.poll(async () => mineIn((await outbox()).body).length, { timeout: 20_000 }).toBe(2);
    const list = await outbox();
    expect(list.status).toBe(200);
    const mine = mineIn(list.body);
    expect(mine.map((e: { kind: string }) => e.kind).sort()).toEqual(["password-reset", "welcome"]);
    expect(mine.every((e: { status: string }) => e.status === "pending")).toBe(true);
    expect(list.body.data[0].created_at >= list.body.data.at(-1).created_at).toBe(true);
    expect(list.body.data[0]).not.toHaveProperty("text_body");

    const resetEmail = mine.find((e: { kind: string }) => e.kind === "password-reset");
    const opened = await api(url, `/api/outbox/${resetEmail.id}`, { token: admin });
    expect(opened.status).toBe(200);
    expect(opened.body.data.text_body).toContain("/reset-password/");

    // An editor could take over any account with a reset link: the text is withheld.
    const editor = await createStaffAccount(server, "editor");
    const forEditor = await api(url, `/api/outbox/${resetEmail.id}`, { token: editor.token });
    expect(forEditor.status).toBe(200);
    expect(forEditor.body.data.text_body).toBe(WITHHELD_TEXT);
    const welcome = mine.find((e: { kind: string }) => e.kind === "welcome");
    expect((await api(url, `/api/outbox/${welcome.id}`, { token: editor.token })).body.data.text_body).toContain("Dear Tiwonge Phiri");

    expect((await api(url, "/api/outbox")).status).toBe(401);
    expect((await api(url, `/api/outbox/${welcome.id}`)).status).toBe(401);
    expect((await api(url, "/api/outbox", { token: member.token })).status).toBe(403);
    expect((await api(url, `/api/outbox/${welcome.id}`, { token: member.token })).status).toBe(403);
    expect((await api(url, "/api/outbox/99999999", { token: admin })).status).toBe(404);

    // The screen: staff only, in the menu, the same rule for reset emails.
    const anonymous = await page(url, "/outbox");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain("/login");
    expect((await page(url, "/outbox", { cookie: await pageCookie(url, member.email, MEMBER_PASSWORD) })).status).toBe(403);
    const editorCookie = await pageCookie(url, editor.email, STAFF_TEST_PASSWORD);
    const asEditor = await page(url, `/outbox?id=${resetEmail.id}`, { cookie: editorCookie });
    expect(asEditor.status).toBe(200);
    expect(asEditor.text).toContain('href="/outbox"');
    expect(asEditor.text).toContain(member.email);
    expect(asEditor.text).not.toContain("/reset-password/");
    const asAdmin = await page(url, `/outbox?id=${resetEmail.id}`, { cookie: await pageCookie(url) });
    expect(asAdmin.text).toContain("/reset-password/");
  });

  it("sends the reset link from the page form too, and leads the menu's Reset Password there", async () => {
    const menu = await page(url, "/resetPassword");
    expect(menu.status).toBe(302);
    expect(menu.headers.get("location")).toBe("/forgetPassword");
    const member = await createMember(url);
    // A logged-in account changes its password on My Profile instead.
    const signedIn = await page(url, "/resetPassword", { cookie: await pageCookie(url, member.email, MEMBER_PASSWORD) });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/user#change-password");
    const sent = await page(url, "/forgetPassword", { form: { email: member.email } });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain(authWords.t("en", "passwordResetLinkSent"));
    const refused = await page(url, "/forgetPassword", { form: { email: "not-an-email" } });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(fieldWords.t("en", "emailInvalid"));
    const admin = await loginAsStaff(url);
    const resetEmails = async () =>
      (await api(url, "/api/outbox", { token: admin })).body.data.filter((e: { to_address: string; kind: string }) => e.to_address === member.email && e.kind === "password-reset");
    await expect.poll(async () => (await resetEmails()).length, { timeout: 20_000 }).toBe(1);
  });
});
