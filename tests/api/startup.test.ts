import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { sql } from "kysely";
import pg from "pg";
import { openDatabase } from "~/platform/db/db.server";
import { migrateToLatest } from "../../app/platform/db/migrate.server";
import { POSTGRES_ADMIN_URL, runServerUntilExit, type RunningServer, startServer } from "../support/start-server";
import { waitUntil } from "../support/eventually";
import { type RunningS3Server, startS3Server } from "../support/s3-server";

/** What a refused start must look like: lines on stderr only, no trace, nothing listening. */
function expectRefusedStart(result: { code: number | null; stdout: string; stderr: string }): string[] {
  expect(result.code, result.stdout + result.stderr).toBe(1);
  expect(result.stdout).not.toContain('"msg":"listening"');
  expect(result.stderr).not.toMatch(/^\s+at /m);
  expect(result.stderr).not.toMatch(/Error:/);
  return result.stderr.trimEnd().split("\n");
}


describe("a configuration a person has to fix", () => {
  it("is refused with one line per variable naming all of its rules, exit code 1 and no stack trace", async () => {
    const result = await runServerUntilExit({
      NODE_ENV: "staging",
      PORT: "0x10",
      HOST: "not a host",
      DATABASE_URL: "mysql://hotel:Db-Secret-42@db/hotel",
      PUBLIC_URL: "https://www.umodzipark.mw/rooms",
      SMTP_URL: "http://mail.umodzipark.mw",
      ADMIN_EMAIL: "front-desk",
      // 8 characters with every character class: enough for a member, not for staff.
      ADMIN_PASSWORD: "Lilo-ng1",
      SEED_DEMO: "yes",
      LOG_LEVEL: "loud",
    });
    const lines = expectRefusedStart(result);
    expect(lines.map((l) => l.split(" ")[0])).toEqual([
      "NODE_ENV",
      "PORT",
      "HOST",
      "DATABASE_URL",
      "PUBLIC_URL",
      "SMTP_URL",
      "ADMIN_EMAIL",
      "ADMIN_PASSWORD",
      "SEED_DEMO",
      "LOG_LEVEL",
    ]);
    expect(lines).toContain(
      "ADMIN_PASSWORD must be 12–128 characters with an uppercase letter, a lowercase letter, a number and a special character, and not easy to guess; set together with ADMIN_EMAIL",
    );
    expect(lines).toContain("PUBLIC_URL must be an http:// or https:// origin without a path, query or login, such as https://www.example.com");
    expect(result.stderr).not.toContain("Db-Secret-42");
    expect(result.stderr).not.toContain("Lilo-ng1");
  });

  it("reports a password the server-side policy refuses as one ADMIN_PASSWORD line", async () => {
    // Passes every character-class rule, but is one of the most common passwords.
    const result = await runServerUntilExit({ ADMIN_EMAIL: "gm@umodzipark.mw", ADMIN_PASSWORD: "Password123!" });
    const lines = expectRefusedStart(result);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ADMIN_PASSWORD: This password is too easy to guess: .+/);
  });

  it("reports an unreachable PostgreSQL as one DATABASE_URL line without the password", async () => {
    const result = await runServerUntilExit({ DATABASE_URL: "postgres://hotel:Pg-Secret-42@127.0.0.1:1/hotel" });
    expect(expectRefusedStart(result)).toEqual(["DATABASE_URL: could not connect to PostgreSQL at 127.0.0.1:1 (ECONNREFUSED)"]);
    expect(result.stdout + result.stderr).not.toContain("Pg-Secret-42");
  });

  it("reports a PostgreSQL user that may not create the tables as one DATABASE_URL line", async () => {
    // PostgreSQL 15+: a user who does not own the database may not create tables in `public`.
    const name = `hotel_denied_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(`CREATE ROLE ${name} LOGIN`);
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(POSTGRES_ADMIN_URL);
      url.username = name;
      url.pathname = `/${name}`;
      const result = await runServerUntilExit({ DATABASE_URL: url.toString() });
      const [line, ...rest] = expectRefusedStart(result);
      expect(rest).toEqual([]);
      expect(line).toMatch(/^DATABASE_URL: the PostgreSQL user may not create or change the tables at [^ ]+ \(42501: permission denied for schema public\); use a user that owns the database/);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`DROP ROLE IF EXISTS ${name}`);
      await admin.end();
    }
  });

  it("refuses a database migrated by a newer release with one line, and leaves it untouched", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "hotel-newer-"));
    try {
      const handle = openDatabase({ sqliteFile: path.join(dataDir, "hotel.sqlite") });
      await migrateToLatest(handle.db);
      await sql`insert into kysely_migration (name, timestamp) values ('9000-from-a-newer-release', ${new Date().toISOString()})`.execute(handle.db);
      await handle.close();
      const result = await runServerUntilExit({ DATA_DIR: dataDir });
      expect(expectRefusedStart(result)).toEqual([
        'DATA_DIR: the database was migrated by a newer release of the site (migration "9000-from-a-newer-release" is unknown here); run that release, or restore a backup taken for this one',
      ]);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it("reports an unusable DATA_DIR and a port already in use as one line each", async () => {
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "hotel-test-")), "a-file");
    await fs.writeFile(file, "");
    const dataDir = await runServerUntilExit({ DATA_DIR: path.join(file, "data") });
    expect(expectRefusedStart(dataDir)).toEqual([`DATA_DIR: could not keep the database and media in ${path.join(file, "data")} (ENOTDIR)`]);
    await fs.rm(path.dirname(file), { recursive: true, force: true });

    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const busy = await runServerUntilExit({ PORT: String(port) });
      expect(expectRefusedStart(busy)).toEqual([
        `PORT: ${port} is already in use on 127.0.0.1 (EADDRINUSE); stop the other server or choose another PORT`,
      ]);
    } finally {
      taken.close();
    }
  });
});

describe("a bucket the site cannot use", () => {
  let s3: RunningS3Server | undefined;
  afterEach(async () => {
    await s3?.stop();
  });

  it("stops the start with one line naming what to fix: a missing bucket, an unreachable endpoint", async () => {
    s3 = await startS3Server();
    const missing = await runServerUntilExit({ ...s3.env, MEDIA_BUCKET: "no-such-bucket" });
    const where = new URL(s3.endpoint).host;
    expect(expectRefusedStart(missing)).toEqual([`MEDIA_BUCKET: the bucket "no-such-bucket" does not exist at ${where}; create it or correct MEDIA_BUCKET`]);
    expect(missing.stderr + missing.stdout).not.toContain(s3.env.AWS_SECRET_ACCESS_KEY);

    const closed = await runServerUntilExit({ ...s3.env, AWS_ENDPOINT_URL_S3: "http://127.0.0.1:1" });
    expect(expectRefusedStart(closed)).toEqual(["AWS_ENDPOINT_URL_S3: could not reach the object storage at 127.0.0.1:1 (ECONNREFUSED)"]);
  });
});

describe("the first start", () => {
  let server: RunningServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  // Seeding renders dozens of pictures: on a busy machine that takes more than a minute.
  it("opens the port before the demo content is seeded and says ready once it is", { timeout: 180_000 }, async () => {
    server = await startServer({ engine: "sqlite", env: { SEED_DEMO: "true" }, waitForReady: false });
    expect((await api(server.url, "/livez")).status).toBe(200);
    const early = await api(server.url, "/readyz");
    expect(early.status).toBe(503);
    expect(early.body.checks).toEqual({ database: true, migrations: true, media: true, seed: false, otherWriters: true });

    // Pages and the API answer meanwhile, with whatever content is there so far.
    for (const page of ["/", "/login", "/api/rooms", "/room"]) expect((await api(server.url, page)).status, page).toBeLessThan(400);

    const ready = await waitUntil(() => server!.output().includes('"msg":"demo content seeded"'), 150_000);
    expect(ready, server.output()).toBe(true);
    const after = await api(server.url, "/readyz");
    expect(after.status).toBe(200);
    expect(after.body.checks).toEqual({ database: true, migrations: true, media: true, seed: true, otherWriters: true });
    expect((await api(server.url, "/api/rooms")).body.data.length).toBeGreaterThan(0);
  });

  it("stops seeding and exits cleanly when stopped half-way", async () => {
    server = await startServer({ engine: "sqlite", env: { SEED_DEMO: "true" }, waitForReady: false });
    await server.stop();
    expect(server.exitCode()).toBe(0);
    expect(server.output()).not.toContain('"level":"error"');
  });
});
