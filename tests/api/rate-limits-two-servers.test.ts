import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "~/platform/limits/rate-limit-config.server";
import { api } from "../support/api-client";
import { contactMessage, expectHeldToLimit } from "../support/burst";
import { type RunningServer, startServer } from "../support/start-server";

/**
 * Two instances of the site on one database (behind one load balancer): the limits count
 * attempts across both, so a second server does not double what one address may try
 * (docs/decisions/009-rate-limits.md). Servers of their own: they lock out 127.0.0.1.
 */
const LIMITS = JSON.stringify({ publicForms: { limit: 3, windowSeconds: 600 } });

describe.each(["sqlite", "postgres"] as const)("rate limits shared by two servers on %s", (engine) => {
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    first = await startServer({ engine, env: { SEED_DEMO: "false", RATE_LIMITS: LIMITS } });
    second = await startServer({ engine, shareWith: first, env: { SEED_DEMO: "false", RATE_LIMITS: LIMITS } });
  });

  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  const email = () => `guest-${randomUUID().slice(0, 8)}@example.com`;

  it("five wrong passwords for one email, spread over both servers, lock it on both", async () => {
    const account = email();
    const login = (server: RunningServer) =>
      api(server.url, "/api/login", { method: "POST", body: JSON.stringify({ email: account, password: "Wrong-password-1" }) });
    for (let i = 0; i < 5; i++) expect((await login(i % 2 === 0 ? first : second)).status).toBe(401);
    for (const server of [first, second]) {
      const res = await login(server);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(50);
    }
    // Another email from the same address is not locked by the pair limit.
    expect((await api(second.url, "/api/login", { method: "POST", body: JSON.stringify({ email: email(), password: "Wrong-password-1" }) })).status).toBe(401);
  });

  it("a burst of 20 wrong passwords sent at once to both servers gets 5 answers and 15 refusals", async () => {
    const account = email();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api((i % 2 === 0 ? first : second).url, "/api/login", { method: "POST", body: JSON.stringify({ email: account, password: "Wrong-password-1" }) }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it("public-form posts from one address are counted across both servers", async () => {
    const signUp = (server: RunningServer) => api(server.url, "/api/newsletter", { method: "POST", body: JSON.stringify({ newsletter: email() }) });
    expect((await signUp(first)).status).toBe(201);
    expect((await signUp(second)).status).toBe(201);
    expect((await signUp(first)).status).toBe(201);
    expect((await signUp(second)).status).toBe(429);
    expect((await signUp(first)).status).toBe(429);
  });

  it("a burst of contact messages sent at once to both servers is held to the limit, however the two interleave", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => api((i % 2 === 0 ? first : second).url, "/api/contacts", { method: "POST", body: contactMessage(i) })),
    );
    expectHeldToLimit(answers, 201, DEFAULT_RATE_LIMITS.contact.limit);
  });
});
