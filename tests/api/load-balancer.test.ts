import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { eventually, waitUntil } from "../support/eventually";
import type { AccessLogEntry } from "../support/load-balancer";
import { type InstancesBehindBalancer, startInstancesBehindBalancer } from "../support/instances-behind-balancer";
import { steadyTraffic } from "../support/steady-traffic";

async function download(url: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

const roomNames = async (url: string) => ((await api(url, "/api/rooms")).body.data as { name: string }[]).map((room) => room.name);

/**
 * The site as deployed on several machines (README "Running several instances",
 * docs/decisions/037-several-instances.md): two instances on one PostgreSQL database and one
 * store of uploads, behind nginx. What one instance takes in, the other serves; one of them
 * can be stopped in the middle of visitors' traffic without a visitor noticing.
 */
describe("two instances behind nginx", () => {
  let site: InstancesBehindBalancer;
  let picture: string;

  beforeAll(async () => {
    site = await startInstancesBehindBalancer();
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("serves a picture uploaded through one instance from the other, directly and through the balancer", async () => {
    const staff = await loginAsStaff(site.a.url);
    const name = `Lake Terrace Suite ${Date.now().toString(36)}`;
    const form = imageForm({ name, fee: "240000", description: "Over the hotel gardens." }, { bytes: await jpeg(800, 600), name: "terrace.jpg", type: "image/jpeg" });
    const created = await api(site.a.url, "/api/rooms", { method: "POST", token: staff, body: form });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    picture = created.body.data.image as string;
    expect(picture).toMatch(/^\/media\//);
    // Kept in the one bucket, not in the data folder of the instance that took it in.
    const stem = path.basename(picture).replace(/-\d+w\.\w+$|\.\w+$/, "");
    expect((await site.bucket.keys("media/")).some((key) => key.includes(stem))).toBe(true);
    expect(await readdir(path.join(site.a.dataDir, "media")).catch(() => [])).toEqual([]);

    const fromA = await download(`${site.a.url}${picture}`);
    expect(fromA.status).toBe(200);
    const fromB = await download(`${site.b.url}${picture}`);
    expect(fromB.status).toBe(200);
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    // Through the balancer, which takes turns: each instance serves it. The access log is
    // written after the answer and a retried request may land where the last one did, so two
    // requests are not always one each; a few more find the other.
    const instances = [new URL(site.a.url).host, new URL(site.b.url).host].sort();
    let servedBy: string[] = [];
    for (let i = 0; i < 8 && new Set(servedBy).size < 2; i++) {
      const through = await download(`${site.balancer.url}${picture}`);
      expect(through.status).toBe(200);
      expect(through.bytes.equals(fromA.bytes)).toBe(true);
      servedBy = (await site.balancer.accessLog()).filter((entry) => entry.uri === picture).map((entry) => entry.upstreams.join(" then "));
    }
    expect([...new Set(servedBy)].sort()).toEqual(instances);

    // The room itself, in B's list for visitors (A's write, announced over the database).
    await eventually("the room in B's list", () => roomNames(site.b.url), (names) => names.includes(name));
    expect(await roomNames(site.balancer.url)).toContain(name);
  });

  it("answers every request while one instance is stopped with SIGTERM in the middle of steady traffic", async () => {
    expect(picture, "the picture of the test before").toBeDefined();
    const aExited = () => site.a.exitCode() !== null;
    const message = { name: "Chikondi Banda", email: "chikondi@example.com", phonenumber: "+265 999 123 456", message: "A table for two on Friday?" };
    const traffic = steadyTraffic({
      base: site.balancer.url,
      requests: ["/", "/api/rooms", picture, { method: "POST", path: "/api/contacts", json: message }, "/api/events"],
      clients: 4,
      mark: aExited,
    });
    try {
      expect(await waitUntil(() => traffic.answered() >= 300, 60_000), "traffic under way").toBe(true);
      const logBefore = (await site.balancer.accessLog()).length;
      await site.a.stop();
      expect(site.a.exitCode()).toBe(0);
      // As long again with B alone.
      const atExit = traffic.answered();
      expect(await waitUntil(() => traffic.answered() >= atExit + 300, 60_000), "traffic after A stopped").toBe(true);
      const outcomes = await traffic.stop();

      // Nothing failed at the balancer: every request was answered, and answered as it should be.
      expect(outcomes.filter((o) => o.kind !== "answered")).toEqual([]);
      expect(outcomes.filter((o) => o.status !== (o.method === "POST" ? 201 : 200))).toEqual([]);
      expect(outcomes.filter((o) => o.sentAfterMark).length).toBeGreaterThanOrEqual(300);

      // Both instances had been answering, and nginx answered nothing but what they said.
      const log = await site.balancer.accessLog();
      const [hostA, hostB] = [new URL(site.a.url).host, new URL(site.b.url).host];
      const answeredBy = (entries: AccessLogEntry[], host: string) => entries.filter((entry) => entry.upstreams.at(-1) === host).length;
      expect(answeredBy(log.slice(0, logBefore), hostA)).toBeGreaterThan(0);
      expect(answeredBy(log.slice(0, logBefore), hostB)).toBeGreaterThan(0);
      expect(log.filter((entry) => entry.status >= 300)).toEqual([]);
    } finally {
      await traffic.stop();
    }
  });
});
