import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPdf } from "../../db/seed/demo-pdf";
import { api, imageForm, loginAsStaff } from "../support/api-client";
import { pageCookie } from "../support/page-session";
import { type RunningServer, startServer } from "../support/start-server";

/**
 * Stored pages stay stored through what guests do all day (docs/decisions/014-render-cache.md):
 * signing up and in, a newsletter sign-up or a mistyped password write only tables no
 * anonymous page shows, so neither the server that took them nor another on the same
 * database renders its pages afresh; a staff change still reaches both. Servers of their own,
 * so no other suite's staff writes empty the cache meanwhile.
 */
const DEADLINE_MS = 8_000;

async function page(url: string) {
  const response = await fetch(url);
  return { cache: response.headers.get("x-render-cache"), body: await response.text() };
}

/** Asks until the page is served from memory, or fails after the deadline. */
async function stored(url: string, check: (body: string) => boolean = () => true) {
  const deadline = Date.now() + DEADLINE_MS;
  do {
    const answer = await page(url);
    if (answer.cache === "hit" && check(answer.body)) return answer;
    await new Promise((r) => setTimeout(r, 100));
  } while (Date.now() < deadline);
  throw new Error(`${url}: not served from the render cache within ${DEADLINE_MS} ms`);
}

describe.each(["sqlite", "postgres"] as const)("stored pages on two servers sharing %s", (engine) => {
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    first = await startServer({ engine, env: { SEED_DEMO: "false" } });
    second = await startServer({ engine, shareWith: first });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it("outlive a guest registering, signing in, subscribing and mistyping a password; a staff change replaces them on both", async () => {
    const pages = [first, second].map((server) => `${server.url}/Document`);
    for (const url of pages) await stored(url);

    // A guest's day, spread over both servers.
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const password = "Zikomo-Kwambiri-77";
    const registered = await api(second.url, "/api/register", {
      method: "POST",
      body: JSON.stringify({ name: "Thoko Mwale", email, password, password_confirmation: password }),
    });
    expect(registered.status).toBe(201);
    expect(await pageCookie(second.url, email, password)).toMatch(/sid=/);
    expect((await api(first.url, "/api/login", { method: "POST", body: JSON.stringify({ email, password: "Wrong-password-1" }) })).status).toBe(401);
    expect((await api(first.url, "/api/newsletter", { method: "POST", body: JSON.stringify({ newsletter: email }) })).status).toBe(201);

    // Longer than SQLite's once-a-second look for other writers; PostgreSQL's notices take milliseconds.
    await new Promise((r) => setTimeout(r, 2_500));
    for (const url of pages) expect((await page(url)).cache, url).toBe("hit");

    // A document added by staff on one server: at once there, within seconds on the other.
    const staff = await loginAsStaff(second.url);
    const name = `Conference Price List ${Date.now().toString(36)}`;
    const created = await fetch(`${second.url}/api/document`, {
      method: "POST",
      headers: { authorization: `Bearer ${staff}` },
      body: imageForm({ name }, { bytes: demoPdf(name, ["Halls and rates."]), name: "prices.pdf", type: "application/pdf" }, "document"),
    });
    expect(created.status).toBe(201);
    const here = await page(pages[1]!);
    expect(here.cache).toBe("miss");
    expect(here.body).toContain(name);
    await stored(pages[0]!, (body) => body.includes(name));
  });
});
