import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, MEMBER_PASSWORD } from "../support/api-client";
import { type RunningServer, startServer } from "../support/start-server";
import { siteChrome } from "~/components/site-chrome-catalog";
import { limitsWords } from "~/platform/limits/limits-words";

/**
 * Per-address limits, on servers of their own: they lock out 127.0.0.1, which every other
 * suite shares. The limits are tightened through RATE_LIMITS so the test stays short.
 */
const TIGHT_LIMITS = JSON.stringify({
  loginPerAddress: { limit: 8, windowSeconds: 60 },
  register: { limit: 3, windowSeconds: 600 },
  publicForms: { limit: 3, windowSeconds: 600 },
});

describe.each(["sqlite", "postgres"] as const)("per-address limits on %s", (engine) => {
  let server: RunningServer;
  let url: string;

  beforeAll(async () => {
    // LOG_LEVEL info: the housekeeping's sweep is an info line.
    server = await startServer({ engine, env: { SEED_DEMO: "false", LOG_LEVEL: "info", RATE_LIMITS: TIGHT_LIMITS } });
    url = server.url;
  });

  afterAll(async () => {
    await server?.stop();
  });

  const email = () => `guest-${randomUUID().slice(0, 8)}@example.com`;

  function expect429(res: { status: number; headers: Headers; body: any }) {
    expect(res.status).toBe(429);
    const seconds = Number(res.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(res.body.message).toBe(limitsWords.t("en", "tooManyAttempts", { seconds }));
  }

  it("sweeps expired sessions at start-up without an error", async () => {
    await expect.poll(() => server.output()).toContain('"msg":"expired sessions swept"');
    expect(server.output()).not.toMatch(/"level":"error"|sweeping expired sessions failed/);
  });

  it("slows one address trying a password on many different emails", async () => {
    for (let i = 0; i < 8; i++) {
      const res = await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: email(), password: "Wrong-password-1" }) });
      expect(res.status).toBe(401);
    }
    expect429(await api(url, "/api/login", { method: "POST", body: JSON.stringify({ email: email(), password: "Wrong-password-1" }) }));
  });

  it("limits registrations per address, over /api/register and /api/register/ together", async () => {
    const body = (address: string) => JSON.stringify({ name: "Tiwonge Phiri", email: address, password: MEMBER_PASSWORD, password_confirmation: MEMBER_PASSWORD });
    expect((await api(url, "/api/register", { method: "POST", body: body(email()) })).status).toBe(201);
    expect((await api(url, "/api/register/", { method: "POST", body: body(email()) })).status).toBe(201);
    // A refused form counts too: each attempt may cost a hash.
    expect((await api(url, "/api/register/", { method: "POST", body: JSON.stringify({ name: "" }) })).status).toBe(422);
    expect429(await api(url, "/api/register/", { method: "POST", body: body(email()) }));
    expect429(await api(url, "/api/register", { method: "POST", body: body(email()) }));
  });

  it("limits newsletter sign-ups per address, for the API and the footer form alike", async () => {
    const viaApi = () => api(url, "/api/newsletter", { method: "POST", body: JSON.stringify({ newsletter: email() }) });
    const viaFooter = () =>
      fetch(`${url}/newsletter-signup`, {
        method: "POST",
        headers: { origin: url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ newsletter: email() }),
      });
    expect((await viaApi()).status).toBe(201);
    expect((await viaFooter()).status).toBe(200);
    expect((await viaApi()).status).toBe(201);
    expect429(await viaApi());
    const footer = await viaFooter();
    expect(footer.status).toBe(429);
    expect(Number(footer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await footer.text()).toContain("Too many attempts, try again in");
    // Without JavaScript the visitor is sent back to the page, which says to wait, not that the email is wrong.
    const plain = await fetch(`${url}/newsletter-signup`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: url, accept: "text/html", referer: `${url}/`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ newsletter: email() }),
    });
    expect(plain.headers.get("location")).toBe("/?newsletter=busy#newsletter");
    const page = await api(url, "/?newsletter=busy");
    expect(page.body).toContain(siteChrome.t("en", "tryAgainLater"));
  });
});
