import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, createMember, MEMBER_PASSWORD } from "../support/api-client";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/start-server";
import { limitsWords } from "~/platform/limits/limits-words";

/**
 * Nobody can lock the owner out of an account by guessing its password (OWASP's device
 * cookies, docs/decisions/038-limits-and-device-cookies.md): wrong passwords from other
 * addresses fill the account's count and hold every new browser, but a browser that signed in
 * to the account before carries a signed cookie naming it, and is counted on its own.
 * A server of its own behind a trusted proxy, so each request can come from its own address.
 */
describe.each(["sqlite", "postgres"] as const)("device cookies on %s", (engine) => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ engine, env: { SEED_DEMO: "false", TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const login = (email: string, password: string, from: { ip: string; cookie?: string }) =>
    api(server.url, "/api/login", {
      method: "POST",
      headers: { "x-forwarded-for": from.ip, ...(from.cookie ? { cookie: from.cookie } : {}) },
      body: JSON.stringify({ email, password }),
    });
  /** The `device=…` pair a sign-in set, as the browser sends it back. */
  const deviceCookieOf = (res: { headers: Headers }) => {
    const set = res.headers.getSetCookie().find((c) => c.startsWith("device="));
    if (!set) throw new Error(`no device cookie in ${JSON.stringify(res.headers.getSetCookie())}`);
    expect(set).toMatch(/^device=v1\.\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000$/);
    return set.split(";")[0]!;
  };
  const expectLockedOut = (res: { status: number; headers: Headers; body: any }) => {
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(res.body.message).toBe(limitsWords.t("en", "tooManyAttempts", { seconds }));
  };

  it("lets the owner's known browsers in while guesses from elsewhere hold everyone else", async () => {
    // Earlier sign-ins: the administrator's own browser, and a member's browser on another account.
    const ownersBrowser = deviceCookieOf(await login(TEST_ADMIN.email, TEST_ADMIN.password, { ip: "10.1.0.1" }));
    const member = await createMember(server.url);
    const membersBrowser = deviceCookieOf(await login(member.email, MEMBER_PASSWORD, { ip: "10.2.0.1" }));

    // Ten wrong passwords a minute from two addresses: the account's count is full.
    for (const ip of ["10.66.0.1", "10.66.0.2"]) {
      for (let i = 0; i < 5; i++) expect((await login(TEST_ADMIN.email, "Wrong-password-1!", { ip })).status).toBe(401);
    }

    // A new browser, even with the right password and from the owner's own address, waits.
    expectLockedOut(await login(TEST_ADMIN.email, TEST_ADMIN.password, { ip: "10.1.0.1" }));
    // Another account's device cookie does not help, nor does a forged one.
    expectLockedOut(await login(TEST_ADMIN.email, TEST_ADMIN.password, { ip: "10.1.0.1", cookie: membersBrowser }));
    const [version, , device, signature] = membersBrowser.slice("device=".length).split(".");
    const ownerId = ownersBrowser.split(".")[1];
    expectLockedOut(await login(TEST_ADMIN.email, TEST_ADMIN.password, { ip: "10.1.0.1", cookie: `device=${version}.${ownerId}.${device}.${signature}` }));
    const flipped = ownersBrowser.replace(/\.(.)([^.]*)$/, (_, c: string, rest: string) => `.${c === "A" ? "B" : "A"}${rest}`);
    expectLockedOut(await login(TEST_ADMIN.email, TEST_ADMIN.password, { ip: "10.1.0.1", cookie: flipped }));

    // The browser that signed in before gets in, from any address, over the API and the login page.
    const known = await login(TEST_ADMIN.email, TEST_ADMIN.password, { ip: "10.1.0.77", cookie: ownersBrowser });
    expect(known.status).toBe(200);
    expect(known.body.data.user.role).toBe("admin");
    const renewed = deviceCookieOf(known);
    const page = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "x-forwarded-for": "10.1.0.78", cookie: renewed, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    });
    expect(page.status).toBe(302);
    const pageCookies = page.headers.getSetCookie();
    expect(pageCookies[0]).toMatch(/^sid=/);
    expect(pageCookies[1]).toMatch(/^device=v1\./);
    // The member's own browser is not affected by the guessing on another account.
    expect((await login(member.email, MEMBER_PASSWORD, { ip: "10.2.0.1", cookie: membersBrowser })).status).toBe(200);
  });

  it("locks a known browser after its own five wrong passwords, and only that browser", async () => {
    const member = await createMember(server.url);
    const browser = deviceCookieOf(await login(member.email, MEMBER_PASSWORD, { ip: "10.3.0.1" }));
    const otherBrowser = deviceCookieOf(await login(member.email, MEMBER_PASSWORD, { ip: "10.3.0.2" }));
    // Each from a new address: only the device's own count can stop it.
    for (let i = 0; i < 5; i++) expect((await login(member.email, "Wrong-password-1!", { ip: `10.4.0.${i}`, cookie: browser })).status).toBe(401);
    expectLockedOut(await login(member.email, MEMBER_PASSWORD, { ip: "10.4.0.9", cookie: browser }));
    expect((await login(member.email, MEMBER_PASSWORD, { ip: "10.4.0.9", cookie: otherBrowser })).status).toBe(200);
    // Its failures were its own: a new browser is not held by them either.
    expect((await login(member.email, MEMBER_PASSWORD, { ip: "10.4.0.10" })).status).toBe(200);
  });
});
