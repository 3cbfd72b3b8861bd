import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, createMember, loginAs, MEMBER_PASSWORD, servers } from "../support/api-client";
import { TEST_ADMIN } from "../support/start-server";
import { authWords } from "~/platform/auth/auth-words";
import { fieldWords } from "~/platform/forms/field-words";
import { limitsWords } from "~/platform/limits/limits-words";

describe.each(servers())("accounts API on $engine", ({ url }) => {
  const register = (body: Record<string, unknown>) => api(url, "/api/register/", { method: "POST", body: JSON.stringify(body) });
  const newEmail = () => `guest-${randomUUID().slice(0, 8)}@example.com`;

  it("registers a member even when the body claims usertype 1", async () => {
    const email = newEmail();
    const res = await register({ name: "Chisomo Banda", email, password: MEMBER_PASSWORD, password_confirmation: MEMBER_PASSWORD, usertype: 1 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ email, usertype: 0, role: "member" });
    expect(res.body.data).not.toHaveProperty("password_hash");
    const login = await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email, password: MEMBER_PASSWORD }) });
    expect(login.body.data.user).toMatchObject({ usertype: 0, role: "member" });
  });

  it("applies SPEC's password rules and refuses guessable passwords with advice", async () => {
    const res = await register({ name: "", email: "not-an-email", password: "short", password_confirmation: "other" });
    expect(res.status).toBe(422);
    expect(res.body.errors.name).toEqual([fieldWords.t("en", "nameRequired")]);
    expect(res.body.errors.email).toEqual([fieldWords.t("en", "emailInvalid")]);
    expect(res.body.errors.password).toContain(authWords.t("en", "passwordMin"));
    const weak = await register({ name: "A", email: newEmail(), password: "alllowercase1!", password_confirmation: "alllowercase1!" });
    expect(weak.body.errors.password).toEqual([authWords.t("en", "passwordUpper")]);
    for (const password of ["Aaaaaaa1!", "Abcdefg1!", "Aa1!Aa1!", "Password1!", "Umodzi2026!"]) {
      const guessable = await register({ name: "Chisomo Banda", email: newEmail(), password, password_confirmation: password });
      expect(guessable.status, password).toBe(422);
      expect(guessable.body.errors.password, password).toEqual([expect.stringMatching(/^This password is too easy to guess(: [^.]+)?\. \S/)]);
    }
    const strong = await register({ name: "Chisomo Banda", email: newEmail(), password: TEST_ADMIN.password, password_confirmation: TEST_ADMIN.password });
    expect(strong.status).toBe(201);
    const mismatch = await register({ name: "A", email: newEmail(), password: MEMBER_PASSWORD, password_confirmation: "Different-1!" });
    expect(mismatch.body.errors.password_confirmation).toEqual([authWords.t("en", "passwordsDoNotMatch")]);
  });

  it("answers a registration for an email that has an account exactly like a new one", async () => {
    const { email } = await createMember(url);
    const body = { name: "Someone Else", password: "Another-Strong-Pass-42", password_confirmation: "Another-Strong-Pass-42" };
    const dup = await register({ ...body, email: email.toUpperCase() });
    const freshEmail = newEmail();
    const fresh = await register({ ...body, email: freshEmail });
    expect(dup.status).toBe(201);
    expect(fresh.status).toBe(201);
    expect(dup.body).toEqual({ ...fresh.body, data: { ...fresh.body.data, email } });
    expect(dup.body).toEqual({ message: authWords.t("en", "registrationSuccess"), data: { name: "Someone Else", email, usertype: 0, role: "member" } });
    // The existing account is untouched: its owner's password still works, the newcomer's does not.
    expect((await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email, password: MEMBER_PASSWORD }) })).status).toBe(200);
    expect((await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email, password: body.password }) })).status).toBe(401);
  });

  it("answers the same for an unknown email and a wrong password", async () => {
    const { email } = await createMember(url);
    const wrong = await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email, password: "Wrong-password-1" }) });
    const unknown = await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: newEmail(), password: "Wrong-password-1" }) });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe(authWords.t("en", "loginFailed"));
  });

  it("locks an email out after 5 failures in a minute (429 with the wait)", async () => {
    const { email } = await createMember(url);
    for (let i = 0; i < 5; i++) {
      expect((await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email, password: "Nope-nope-1" }) })).status).toBe(401);
    }
    const locked = await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email, password: MEMBER_PASSWORD }) });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many attempts, try again in \d+ seconds$/);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("logs in with token, refresh token and user; refresh rotates; a replayed refresh token ends the login", async () => {
    const login = await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }) });
    expect(login.status).toBe(200);
    const { token, refreshToken, user } = login.body.data;
    expect(user).toMatchObject({ email: TEST_ADMIN.email, role: "admin", usertype: 1 });
    expect((await api(url, "/api/user", { token })).body.data.email).toBe(TEST_ADMIN.email);

    const refreshed = await api(url, "/api/refresh", { method: "POST", body: JSON.stringify({ refreshToken }) });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.refreshToken).not.toBe(refreshToken);
    const newToken = refreshed.body.data.token;
    expect((await api(url, "/api/user", { token: newToken })).status).toBe(200);

    const replay = await api(url, "/api/refresh", { method: "POST", body: JSON.stringify({ refreshToken }) });
    expect(replay.status).toBe(401);
    // The whole login is gone: both access tokens and the newer refresh token stop working.
    expect((await api(url, "/api/user", { token: newToken })).status).toBe(401);
    expect((await api(url, "/api/refresh", { method: "POST", body: JSON.stringify({ refreshToken: refreshed.body.data.refreshToken }) })).status).toBe(401);
  });

  it("login and refresh answers, which carry tokens, are never stored by a cache", async () => {
    const login = await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }) });
    expect(login.status).toBe(200);
    expect(login.headers.get("cache-control")).toBe("no-store");
    const refreshed = await api(url, "/api/refresh", { method: "POST", body: JSON.stringify({ refreshToken: login.body.data.refreshToken }) });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get("cache-control")).toBe("no-store");
  });

  it("a locked-out page login answers 429 with Retry-After, like the API", async () => {
    const { email } = await createMember(url);
    const post = (password: string) =>
      fetch(`${url}/login`, {
        method: "POST",
        body: new URLSearchParams({ email, password }),
        redirect: "manual",
        headers: { origin: url },
      });
    for (let i = 0; i < 5; i++) expect((await post("Nope-nope-1")).status).toBe(401);
    const locked = await post(MEMBER_PASSWORD);
    expect(locked.status).toBe(429);
    const seconds = Number(locked.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(await locked.text()).toContain(limitsWords.t("en", "tooManyAttempts", { seconds }));
  });

  it("logout revokes the bearer token", async () => {
    const { email } = await createMember(url);
    const token = await loginAs(url, email, MEMBER_PASSWORD);
    expect((await api(url, "/api/logout", { method: "POST", token })).status).toBe(200);
    expect((await api(url, "/api/user", { token })).status).toBe(401);
  });

  it("serves /sanctum/csrf-cookie with 204", async () => {
    expect((await api(url, "/sanctum/csrf-cookie")).status).toBe(204);
  });

  it("page logins set an HttpOnly session cookie, and cross-site writes with it are refused", async () => {
    const form = new URLSearchParams({ email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const res = await fetch(`${url}/login`, { method: "POST", body: form, redirect: "manual", headers: { origin: url } });
    expect(res.status).toBe(302);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax/);
    const sid = cookie.split(";")[0]!;
    const sameSite = await api(url, "/api/user", { headers: { cookie: sid } });
    expect(sameSite.body.data.role).toBe("admin");
    const crossSite = await api(url, "/api/rooms/1", { method: "DELETE", headers: { cookie: sid, origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    const noOrigin = await api(url, "/api/rooms/1", { method: "DELETE", headers: { cookie: sid } });
    expect(noOrigin.status).toBe(403);
    // Back-office page actions are covered by the same check.
    const crossSitePage = await fetch(`${url}/room`, {
      method: "POST",
      headers: { cookie: sid, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete-room", id: "1" }),
      redirect: "manual",
    });
    expect(crossSitePage.status).toBe(403);
    expect((await api(url, "/api/rooms/1")).status).toBe(200);
    // Page log out ends the session on the server.
    const out = await fetch(`${url}/logout`, { method: "POST", redirect: "manual", headers: { cookie: sid, origin: url } });
    expect(out.status).toBe(302);
    expect((await api(url, "/api/user", { headers: { cookie: sid } })).status).toBe(401);
  });
});
