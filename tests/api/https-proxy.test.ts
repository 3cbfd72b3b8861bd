import https from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/start-server";
import { startTlsProxy, type TlsProxy } from "../support/tls-proxy";

const HOST = "hotel.example";

/** A request through the proxy as a browser at https://hotel.example would send it. */
function viaProxy(port: number, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = https.request(
      { host: "127.0.0.1", port, path, method: init.method ?? "GET", servername: HOST, rejectUnauthorized: false, headers: { host: `${HOST}:${port}`, ...init.headers } },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/** The site behind a TLS-terminating proxy with PUBLIC_URL=https://… and TRUST_PROXY=1. */
describe("behind an https proxy", () => {
  let server: RunningServer;
  let proxy: TlsProxy;
  let origin: string;

  beforeAll(async () => {
    proxy = await startTlsProxy(HOST, { forwardedFor: "203.0.113.7" });
    origin = `https://${HOST}:${proxy.port}`;
    server = await startServer({ engine: "sqlite", env: { SEED_DEMO: "false", PUBLIC_URL: origin, TRUST_PROXY: "1", LOG_LEVEL: "info" } });
    proxy.setTarget(server.url);
  });

  afterAll(async () => {
    await proxy?.close();
    await server?.stop();
  });

  it("logs in from the browser's https origin with a __Host- cookie, and the back-office works", async () => {
    const login = await viaProxy(proxy.port, "/login", {
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).toString(),
    });
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe("/dashboard?welcome=1");
    const setCookie = String(login.headers["set-cookie"]);
    expect(setCookie).toMatch(/^__Host-sid=[A-Za-z0-9_-]+; Path=\/; HttpOnly; SameSite=Lax; Secure/);
    const cookie = setCookie.split(";")[0]!;
    const room = await viaProxy(proxy.port, "/room", { headers: { cookie } });
    expect(room.status).toBe(200);
    expect(room.body).toContain("Rooms");
    // A back-office form action from the same https origin is accepted ...
    const action = await viaProxy(proxy.port, "/room", {
      method: "POST",
      headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete-room", id: "999999" }).toString(),
    });
    expect(action.status).toBe(404);
    // ... and one from the plain-http origin is not.
    const downgraded = await viaProxy(proxy.port, "/room", {
      method: "POST",
      headers: { cookie, origin: `http://${HOST}:${proxy.port}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete-room", id: "999999" }).toString(),
    });
    expect(downgraded.status).toBe(403);
    // The old cookie name is not read over https.
    const plainName = await viaProxy(proxy.port, "/room", { headers: { cookie: cookie.replace("__Host-sid", "sid") } });
    expect(plainName.status).toBe(302);
  });

  it("sends HSTS and absolute links on the public https address", async () => {
    const home = await viaProxy(proxy.port, "/");
    expect(home.status).toBe(200);
    expect(home.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(home.body).toContain(`<link rel="canonical" href="${origin}/"/>`);
    expect(String(home.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });

  it("logs the visitor's address from X-Forwarded-For, one hop in", async () => {
    await viaProxy(proxy.port, "/api/rooms");
    // Log lines are written after the answer, in batches: wait for the request's line.
    const lineOf = () => server.output().split("\n").find((l) => l.includes('"path":"/api/rooms"'));
    await expect.poll(lineOf).toBeTruthy();
    expect(JSON.parse(lineOf()!)).toMatchObject({ ip: "203.0.113.7" });
  });
});
