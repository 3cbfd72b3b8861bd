import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/start-server";
import { limitsWords } from "~/platform/limits/limits-words";

/** On a server of its own, so the shared servers' allowance is not used up. */
describe("contact form throttle", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ engine: "sqlite", env: { SEED_DEMO: "false" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const message = (i: number) => JSON.stringify({ name: `Guest ${i}`, email: `guest${i}@example.com`, phonenumber: "0999 123 456", message: "Hello" });

  it("takes 5 messages per 10 minutes from one address, then answers 429 with Retry-After; typos and staff do not count", async () => {
    // A refused (invalid) post is not counted: a visitor fixing a typo is not locked out.
    for (let i = 0; i < 3; i++) {
      expect((await api(server.url, "/api/contacts", { method: "POST", body: JSON.stringify({ name: "x" }) })).status).toBe(422);
    }
    for (let i = 0; i < 5; i++) {
      expect((await api(server.url, "/api/contacts", { method: "POST", body: message(i) })).status, `post ${i}`).toBe(201);
    }
    const refused = await api(server.url, "/api/contacts", { method: "POST", body: message(6) });
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
    expect(refused.body.message).toBe(limitsWords.t("en", "tooManyAttempts", { seconds: wait }));

    const login = await api(server.url, "/api/login", { method: "POST", body: JSON.stringify(TEST_ADMIN) });
    const token = login.body.data.token as string;
    expect((await api(server.url, "/api/contacts", { method: "POST", token, body: message(7) })).status).toBe(201);
    const stored = await api(server.url, "/api/contacts", { token });
    expect(stored.body.data).toHaveLength(6);
  });
});
