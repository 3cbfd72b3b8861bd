import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";
import { eventually } from "../support/eventually";
import { type RunningServer, startServer } from "../support/start-server";

/**
 * Several processes on one database (docs/decisions/013-list-cache.md, 014-render-cache.md):
 * what one server or a script writes reaches the other servers' visitors within seconds, in
 * the cached room list and in the stored home page alike, without waiting for a local write.
 */
/** A room added through a server's API, as staff do; answers the API's record. */
async function addRoom(url: string, token: string, name: string): Promise<{ id: number; name: string }> {
  const form = imageForm({ name, fee: "210000", description: "Over Lake Malawi." }, { bytes: await jpeg(320, 240), name: "room.jpg", type: "image/jpeg" });
  const created = await api(url, "/api/rooms", { method: "POST", token, body: form });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { id: number; name: string };
}

const roomNames = async (url: string) => ((await api(url, "/api/rooms")).body.data as { name: string }[]).map((r) => r.name);

async function page(url: string) {
  const response = await fetch(`${url}/`);
  return { cache: response.headers.get("x-render-cache"), body: await response.text() };
}

/** Fills both of a server's caches: the visitors' room list and the stored home page. */
async function warm(url: string) {
  await roomNames(url);
  await eventually(`${url}/ stored`, () => page(url), (p) => p.cache === "hit");
}

describe.each(servers())("a second process on the $engine database", (first) => {
  let second: RunningServer;
  let staff: string;

  beforeAll(async () => {
    second = await startServer({ engine: first.engine, shareWith: first });
    staff = await loginAsStaff(first.url);
  });
  afterAll(async () => {
    await second?.stop();
  });

  it("shows a room added through one server's API to the other server's visitors", async () => {
    await warm(second.url);
    const name = `Lakeview Suite ${Date.now().toString(36)}`;
    const room = await addRoom(first.url, staff, name);

    await eventually("room in the second server's list", () => roomNames(second.url), (names) => names.includes(name));
    const fresh = await eventually("room on the second server's home page", () => page(second.url), (p) => p.body.includes(name));
    expect(fresh.cache).toBe("miss");
    // Stored again under the new generation, with the room in it.
    const stored = await eventually("home page stored again", () => page(second.url), (p) => p.cache === "hit");
    expect(stored.body).toContain(name);

    await api(first.url, `/api/rooms/${room.id}`, { method: "DELETE", token: staff });
    await eventually("deleted room gone from the second server", () => roomNames(second.url), (names) => !names.includes(name));
  });

  it("shows a change written straight into the database, as a script would, on both servers", async () => {
    const { id } = await addRoom(first.url, staff, `Script Room ${Date.now().toString(36)}`);
    await Promise.all([warm(first.url), warm(second.url)]);

    const renamed = `Renamed By Script ${Date.now().toString(36)}`;
    await writeDirectly(first, "update rooms set name = $1 where id = $2", [renamed, id]);

    for (const server of [first, second]) {
      await eventually(`${server.url} list`, () => roomNames(server.url), (names) => names.includes(renamed));
      await eventually(`${server.url} home page`, () => page(server.url), (p) => p.body.includes(renamed));
    }
    await api(first.url, `/api/rooms/${id}`, { method: "DELETE", token: staff });
  });

  // PostgreSQL only: SQLite has no connection to lose (it reads the file's data version).
  const postgresOnly = first.engine === "postgres" ? it : () => undefined;
  postgresOnly("listens again after its connection is cut, and catches up on what it missed", async () => {
    await warm(second.url);
    const { id, name } = await addRoom(first.url, staff, `Cut Room ${Date.now().toString(36)}`);
    await eventually("new room on the second server", () => roomNames(second.url), (names) => names.includes(name));

    // Both servers' listening connections dropped, then a write lands before they are back.
    const renamed = `After The Cut ${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: first.databaseUrl });
    await admin.connect();
    try {
      const cut = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN %'");
      expect(cut.rowCount).toBeGreaterThanOrEqual(2);
      await admin.query("update rooms set name = $1 where id = $2", [renamed, id]);
    } finally {
      await admin.end();
    }
    await eventually("rename seen after reconnecting", () => roomNames(second.url), (names) => names.includes(renamed));
    await eventually("home page after reconnecting", () => page(second.url), (p) => p.body.includes(renamed));
    expect(second.exitCode()).toBeNull();
    // Readiness says so too once it listens again.
    await eventually("ready again", () => api(second.url, "/readyz"), (r) => r.status === 200 && r.body.checks.otherWriters === true);

    // Listening again: a later write is announced as usual.
    await api(first.url, `/api/rooms/${id}`, { method: "DELETE", token: staff });
    await eventually("deletion seen after reconnecting", () => roomNames(second.url), (names) => !names.includes(renamed));
  });
});

/** One statement from a client of its own, outside every server (`$1`-style parameters). */
async function writeDirectly(server: { engine: string; dataDir: string; databaseUrl?: string }, statement: string, params: unknown[]) {
  if (server.engine === "postgres") {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      await client.query(statement, params);
    } finally {
      await client.end();
    }
    return;
  }
  const sqlite = new BetterSqlite3(path.join(server.dataDir, "hotel.sqlite"));
  try {
    sqlite.pragma("busy_timeout = 5000");
    sqlite.prepare(statement.replace(/\$\d+/g, "?")).run(...params);
  } finally {
    sqlite.close();
  }
}
