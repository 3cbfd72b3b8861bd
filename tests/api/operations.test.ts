import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, loginAsStaff } from "../support/api-client";
import { eventually } from "../support/eventually";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/start-server";

/** Sends `request` and closes the connection at once, without waiting for any answer. */
async function hangUp(url: string, request: string): Promise<void> {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  await new Promise<void>((resolve) => socket.write(request, () => resolve()));
  socket.destroy();
}

/** A server of its own, because these tests break its media folder and stop it. */
describe("operations", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ engine: "sqlite", env: { SEED_DEMO: "false", LOG_LEVEL: "info" } });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("logs requests as JSON lines without secrets, query strings or tokens", async () => {
    const token = await loginAsStaff(server.url);
    await api(server.url, "/api/user?email=someone%40example.com", { token });
    await api(server.url, "/reset-password/abcdef0123456789secret");
    // Log lines are written after the answers, in batches: wait for the reset page's line.
    await expect.poll(() => server.output()).toContain('"path":"/reset-password/');
    const lines = server.output().split("\n").filter((l) => l.includes('"msg":"request"'));
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const entry = JSON.parse(lines.find((l) => l.includes("/api/user"))!);
    expect(entry).toMatchObject({ level: "info", method: "GET", path: "/api/user", status: 200 });
    expect(typeof entry.ms).toBe("number");
    const all = server.output();
    expect(all).not.toContain(TEST_ADMIN.password);
    expect(all).not.toContain(token);
    expect(all).not.toContain("someone%40example.com");
    expect(all).not.toContain("abcdef0123456789secret");
  });

  it("logs a client that hangs up half-way through an upload as 499 at level info, not as a failure", async () => {
    const before = server.output().length;
    // The API is still reading the body when the connection goes (server/request-log.test.ts
    // covers a page still rendering).
    await hangUp(
      server.url,
      'POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"name":"Chi',
    );
    const logged = () =>
      server
        .output()
        .slice(before)
        .split("\n")
        .filter((line) => line.includes('"msg":"request"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const [request] = await eventually("the upload in the log", async () => logged(), (lines) => lines.length > 0);
    expect(request).toMatchObject({ level: "info", method: "POST", path: "/api/contacts", status: 499 });
    expect(server.output().slice(before)).not.toContain('"level":"error"');
  });

  it("reports 503 when the media folder cannot be written", async () => {
    expect((await api(server.url, "/readyz")).status).toBe(200);
    const media = path.join(server.dataDir, "media");
    await fs.rm(media, { recursive: true, force: true });
    await fs.writeFile(media, "not a folder");
    const res = await api(server.url, "/readyz");
    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual({ database: true, migrations: true, media: false, seed: true, otherWriters: true });
    expect((await api(server.url, "/livez")).status).toBe(200);
    await fs.rm(media);
  });

  it("reports 503 and says why when its SQLite file is replaced under it (a restore moved into place)", async () => {
    const file = path.join(server.dataDir, "hotel.sqlite");
    const copy = path.join(server.dataDir, "restored.sqlite");
    const source = new BetterSqlite3(file, { readonly: true });
    await source.backup(copy);
    source.close();
    await fs.rename(copy, file);
    const res = await eventually("readyz without otherWriters", () => api(server.url, "/readyz"), (answer) => answer.body.checks.otherWriters === false);
    expect(res.status).toBe(503);
    expect(res.body.checks).toMatchObject({ database: true, otherWriters: false });
    await expect.poll(() => server.output()).toMatch(/"level":"error","msg":"the database file was replaced or removed under the running server: restart it/);
  });

  it("drains and exits cleanly on SIGTERM", async () => {
    await server.stop();
    expect(server.exitCode()).toBe(0);
    expect(server.output()).toContain('"msg":"shutting down","signal":"SIGTERM"');
  });
});
