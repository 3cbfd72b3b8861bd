import type { AddressInfo } from "node:net";
import net from "node:net";
import { type HttpBindings, serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import routes from "~/routes";
import { configureLog, loggedPath } from "~/platform/runtime/log.server";
import { requestLog } from "./request-log";

type RouteEntry = { path?: string; children?: RouteEntry[] };

/** Every page path of the route table (app/routes.ts), layouts' children joined to their parents. */
function pagePaths(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}` : parent;
    return [...(entry.path ? [own] : []), ...pagePaths(entry.children ?? [], own)];
  });
}

describe("the request log", () => {
  let lines: Record<string, unknown>[] = [];
  let url: string;
  let server: ReturnType<typeof serve>;

  beforeAll(async () => {
    const app = new Hono<{ Bindings: HttpBindings }>();
    app.use(requestLog());
    app.get("/rooms", (c) => c.text("rooms"));
    app.get("/broken", (c) => c.text("Internal Server Error", 500));
    // Like a page whose rendering notices that its visitor has gone and answers 500.
    app.get("/slow-page", async (c) => {
      await new Promise((resolve) => c.env.outgoing.once("close", resolve));
      return c.text("Internal Server Error", 500);
    });
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  beforeEach(() => {
    lines = [];
    configureLog({ level: "info", write: (text) => lines.push(JSON.parse(text) as Record<string, unknown>) });
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("logs each request at level info, and a server error at level error", async () => {
    await (await fetch(`${url}/rooms?email=guest%40example.com`)).text();
    await (await fetch(`${url}/broken`)).text();
    expect(lines.map(({ level, method, path, status, ip }) => ({ level, method, path, status, ip }))).toEqual([
      { level: "info", method: "GET", path: "/rooms", status: 200, ip: "127.0.0.1" },
      { level: "error", method: "GET", path: "/broken", status: 500, ip: "127.0.0.1" },
    ]);
  });

  it("logs a visitor who hangs up before the answer as 499 at level info, whatever the handler answered then", async () => {
    const { port } = new URL(url);
    const socket = net.connect(Number(port), "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    await new Promise((resolve) => socket.write("GET /slow-page HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", resolve));
    socket.destroy();
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ level: "info", method: "GET", path: "/slow-page", status: 499, ip: "127.0.0.1" });
  });

  it("never shows the token of a page whose address carries one", () => {
    const withToken = pagePaths(routes as unknown as RouteEntry[]).filter((path) => path.includes(":token"));
    expect(withToken.length).toBeGreaterThan(0);
    for (const path of withToken) {
      expect(loggedPath(`http://localhost${path.replace(":token", "k7Qx2-secret")}`), path).not.toContain("k7Qx2-secret");
    }
  });
});
