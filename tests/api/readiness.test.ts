import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, servers } from "../support/api-client";
import { eventually } from "../support/eventually";
import { POSTGRES_ADMIN_URL, type RunningServer, startServer } from "../support/start-server";

const isoTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

/**
 * /readyz names the change-notification connection, by which the instances on one
 * PostgreSQL database hear of each other's writes (docs/decisions/037-several-instances.md).
 */
describe("the change-notification connection in /readyz", () => {
  it.each(servers())("on $engine: listening on PostgreSQL, not needed on SQLite", async ({ engine, url }) => {
    const res = await api(url, "/readyz");
    expect(res.status).toBe(200);
    expect(res.body.changeNotifications).toEqual(
      engine === "postgres" ? { connection: "listening", since: isoTime } : { connection: "not needed", reason: expect.stringContaining("SQLite") },
    );
  });

  describe("when it is down on PostgreSQL", () => {
    let server: RunningServer;
    let database: string;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    const allowConnections = (allow: boolean) => admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS ${allow}`);

    beforeAll(async () => {
      // A server of its own: its database refuses new connections for a while.
      server = await startServer({ engine: "postgres", env: { SEED_DEMO: "false" } });
      database = new URL(server.databaseUrl!).pathname.slice(1);
      await admin.connect();
    });
    afterAll(async () => {
      await allowConnections(true).catch(() => {});
      await admin.end();
      await server?.stop();
    });

    it("answers 503 saying so while it reconnects, and 200 once it listens again", async () => {
      const before = await api(server.url, "/readyz");
      expect(before.body.changeNotifications).toEqual({ connection: "listening", since: isoTime });

      // The listener's connection is cut and cannot come back; the pool's connections stay.
      await allowConnections(false);
      const cut = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query like 'LISTEN %'", [database]);
      expect(cut.rowCount).toBe(1);
      const down = await eventually("readyz says the connection is down", () => api(server.url, "/readyz"), (r) => r.body.changeNotifications?.connection === "down");
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({ status: "unavailable", checks: { database: true, otherWriters: false } });
      expect(down.body.changeNotifications.since > before.body.changeNotifications.since).toBe(true);
      // Alive all the while: an orchestrator must not restart it for this.
      expect((await api(server.url, "/livez")).status).toBe(200);

      await allowConnections(true);
      const back = await eventually("ready again", () => api(server.url, "/readyz"), (r) => r.status === 200, { withinMs: 40_000 });
      expect(back.body.changeNotifications).toEqual({ connection: "listening", since: isoTime });
      expect(back.body.changeNotifications.since > down.body.changeNotifications.since).toBe(true);
    });
  });
});
