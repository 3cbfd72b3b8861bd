import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InstancesBehindBalancer, startInstancesBehindBalancer } from "../support/instances-behind-balancer";
import { type PrivatePostgres, startPrivatePostgres } from "../support/private-postgres";
import { api } from "../support/api-client";
import { SHARED_SERVER_RATE_LIMITS } from "../support/api-global-setup";
import { type RunningServer, startServer } from "../support/start-server";

interface Outcome {
  kind: "page" | "list" | "write";
  sentAt: number;
  doneAt: number;
  /** 0: no HTTP answer at all (connection refused or cut). */
  status: number;
  marker?: string;
}

/** One request through the balancer, with a fresh marker in a write's message. */
function send(agent: http.Agent, base: string, kind: Outcome["kind"], marker: string): Promise<Outcome> {
  const sentAt = Date.now();
  // A page and a list (stored once rendered) and a write, which needs the database every time.
  const path = kind === "page" ? "/ContactUs" : kind === "list" ? "/api/rooms" : "/api/contacts";
  const body =
    kind === "write"
      ? JSON.stringify({ name: "Thoko Banda", email: "thoko@example.mw", phonenumber: "+265991234567", message: `Restart check ${marker}` })
      : null;
  return new Promise((resolve) => {
    const request = http.request(
      `${base}${path}`,
      { method: body ? "POST" : "GET", agent, headers: body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {} },
      (response) => {
        response.resume();
        response.on("close", () => resolve({ kind, sentAt, doneAt: Date.now(), status: response.complete ? (response.statusCode ?? 0) : 0, marker }));
      },
    );
    request.on("error", () => resolve({ kind, sentAt, doneAt: Date.now(), status: 0, marker }));
    request.end(body ?? undefined);
  });
}

/** Milliseconds until `/readyz` answers 200, asked every 50 ms; null if not within `limitMs`. */
async function readyWithin(base: string, limitMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= limitMs) {
    const response = await fetch(`${base}/readyz`).catch(() => null);
    await response?.body?.cancel();
    if (response?.status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/**
 * A database that goes away and comes back (docs/decisions/048-database-outages.md): PostgreSQL
 * restarted with `pg_ctl -m fast` under visitors' traffic through nginx, with transactions in
 * flight (each contact message is stored with its email in one, after the rate limit's own).
 * Before, every instance ended on an uncaught 57P01 and the balancer answered 502 until someone
 * started them again.
 */
describe("a PostgreSQL restart under traffic", () => {
  let cluster: PrivatePostgres;
  let site: InstancesBehindBalancer;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    site = await startInstancesBehindBalancer({ postgresAdminUrl: cluster.adminUrl });
  });
  afterAll(async () => {
    await site?.stop();
    await cluster?.stop();
  });

  it("ends no instance, loses no acknowledged write and serves again within 2 s", async () => {
    const outcomes: Outcome[] = [];
    let stopped = false;
    const kinds: Outcome["kind"][] = ["write", "page", "write", "list"];
    const clients = Array.from({ length: 8 }, async (_, client) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; !stopped; i++) {
        outcomes.push(await send(agent, site.balancer.url, kinds[(client + i) % kinds.length]!, `${client}-${i}`));
      }
      agent.destroy();
    });
    const during = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    await during(1_500);
    const restartAt = Date.now();
    const { acceptingAt } = await cluster.restart();
    // Each instance says it is ready again (its listening connection back too) within 2 s.
    const readyAgain = await Promise.all([site.a, site.b].map((instance) => readyWithin(instance.url, 2_000)));
    await during(Math.max(0, acceptingAt + 3_000 - Date.now()));
    stopped = true;
    await Promise.all(clients);

    const serverLog = `${site.a.output()}\n${site.b.output()}`;
    // Both instances still run, and answer directly.
    expect(site.a.exitCode(), serverLog).toBeNull();
    expect(site.b.exitCode(), serverLog).toBeNull();
    expect(serverLog).not.toContain("uncaughtException");
    for (const instance of [site.a, site.b]) expect((await fetch(`${instance.url}/livez`)).status).toBe(200);

    // The restart really cut the connections of transactions in flight.
    expect(await cluster.log()).toContain("terminating connection due to administrator command");

    // What failed while the database was away failed as "try again" (503), never as a fault or a dead instance.
    const failed = outcomes.filter((o) => o.status < 200 || o.status >= 300);
    const statuses = [...new Set(failed.map((o) => o.status))];
    expect(statuses.every((status) => status === 503), `failure statuses: ${statuses.join(", ")}`).toBe(true);

    // Service back within 2 s of the database accepting connections: every request sent after that succeeded.
    const after = outcomes.filter((o) => o.sentAt >= acceptingAt + 2_000);
    expect(after.length).toBeGreaterThan(20);
    expect(after.filter((o) => o.status !== 200 && o.status !== 201).map((o) => `${o.kind} ${o.status}`)).toEqual([]);
    const firstWriteBack = outcomes.filter((o) => o.kind === "write" && o.status === 201 && o.sentAt >= acceptingAt).sort((x, y) => x.doneAt - y.doneAt)[0];
    expect(firstWriteBack).toBeDefined();

    // Every acknowledged write is in the database.
    const acknowledged = outcomes.filter((o) => o.kind === "write" && o.status === 201).map((o) => `Restart check ${o.marker}`);
    const client = new pg.Client({ connectionString: site.b.databaseUrl });
    await client.connect();
    const stored = new Set((await client.query<{ message: string }>("SELECT message FROM contact_messages")).rows.map((row) => row.message));
    await client.end();
    expect(acknowledged.filter((message) => !stored.has(message))).toEqual([]);

    expect(readyAgain.map((ms) => ms !== null), `ready again after ${readyAgain.join(", ")} ms`).toEqual([true, true]);

    const refusedWrites = outcomes.filter((o) => o.kind === "write" && o.status === 503).length;
    console.info(
      `restart took ${acceptingAt - restartAt} ms; ${outcomes.length} requests, ${acknowledged.length} writes acknowledged, ` +
        `${refusedWrites} writes answered 503; first write stored ${firstWriteBack!.doneAt - acceptingAt} ms ` +
        `and both instances ready ${readyAgain.join(" and ")} ms after the database was back`,
    );
  });
});

/**
 * The embedded database's way of being away: another process (a script, a restore) holding
 * SQLite's write lock past the busy timeout. The write waiting on it answers 503 with
 * Retry-After, and the next one, once the lock is let go, is stored.
 */
describe("SQLite locked by another process", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ engine: "sqlite", env: { SEED_DEMO: "false", RATE_LIMITS: SHARED_SERVER_RATE_LIMITS } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers a write 503 with Retry-After, then stores the next one", async () => {
    const message = { name: "Thoko Banda", email: "thoko@example.mw", phonenumber: "+265991234567", message: "Is the pool open in June?" };
    const other = new Database(path.join(server.dataDir, "hotel.sqlite"));
    other.exec("BEGIN EXCLUSIVE");
    let refused: Awaited<ReturnType<typeof api>>;
    let page: Response;
    try {
      refused = await api(server.url, "/api/contacts", { method: "POST", body: JSON.stringify(message) });
      // The same form posted from the page without JavaScript.
      page = await fetch(`${server.url}/ContactUs`, {
        method: "POST",
        headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(message).toString(),
      });
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    expect(refused.status, JSON.stringify(refused.body)).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(refused.body).toEqual({ message: "We cannot reach our records just now, so nothing was saved. Please try again in a moment." });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("2");
    const html = await page.text();
    expect(html).toContain("Please try again in a moment.");
    expect(server.exitCode()).toBeNull();

    const stored = await api(server.url, "/api/contacts", { method: "POST", body: JSON.stringify(message) });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
  });
});
