import fs from "node:fs/promises";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, loginAsStaff } from "../support/api-client";
import { eventually } from "../support/eventually";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/start-server";

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
    expect(server.output()).toMatch(/"level":"error","msg":"the database file was replaced or removed under the running server: restart it/);
  });

  it("drains and exits cleanly on SIGTERM", async () => {
    await server.stop();
    expect(server.exitCode()).toBe(0);
    expect(server.output()).toContain('"msg":"shutting down","signal":"SIGTERM"');
  });
});
