import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, imageForm, jpeg } from "../support/api-client";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/start-server";

/**
 * Walks every operation of the API (read from its own OpenAPI document) and every page
 * action with hostile bodies, as a scanner would, on PostgreSQL (the stricter engine:
 * NUL bytes and out-of-range integers are errors there). Nothing may answer 500.
 */
const HOSTILE_VALUES: unknown[] = [
  true, false, null, [], [1, 2], {}, { $gt: "" }, 0, -1, 1e308, 2147483648, "0x10", "1e3", "",
  "\u0000", "a\u0000b", "\u0007\u001b[31m", "\ud800", "<script>alert(1)</script>", "' OR 1=1 --", "x".repeat(15_000),
];
const RAW_BODIES: { type: string; body: string }[] = [
  { type: "application/json", body: "[]" },
  { type: "application/json", body: "null" },
  { type: "application/json", body: '"text"' },
  { type: "application/json", body: '{"name":' },
  { type: "application/json", body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  { type: "application/json; charset=utf-16", body: "{}" },
  { type: "text/plain", body: "name=x" },
  { type: "application/xml", body: "<name>x</name>" },
  { type: "multipart/form-data; boundary=nope", body: "--wrong\r\n\r\nbroken" },
  { type: "multipart/form-data", body: "no boundary" },
  { type: "application/x-www-form-urlencoded", body: "name=%00&fee=%FF%FE&id=99999999999&name=second" },
  { type: "application/json", body: JSON.stringify({ name: "x".repeat(20_000) }) },
];

interface Operation {
  method: string;
  path: string;
  properties: string[];
}

function operationsOf(doc: { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: path.replace(/^\/api/, ""),
      properties: [...new Set(Object.values(op.requestBody?.content ?? {}).flatMap((c) => Object.keys(c.schema?.properties ?? {})))],
    })),
  );
}

describe("hostile input on every operation and page action (PostgreSQL)", () => {
  let server: RunningServer;
  let token: string;
  let roomId: number;

  beforeAll(async () => {
    server = await startServer({ engine: "postgres", env: { SEED_DEMO: "false", LOG_LEVEL: "info" } });
    const login = await api(server.url, "/api/login", { method: "POST", body: JSON.stringify(TEST_ADMIN) });
    token = login.body.data.token;
    const room = await api(server.url, "/api/rooms", { method: "POST", token, body: imageForm({ name: "Classic King" }, { bytes: await jpeg(), name: "r.jpg", type: "image/jpeg" }) });
    roomId = room.body.data.id;
  });

  afterAll(async () => {
    await server?.stop();
  });

  const failures: string[] = [];
  const expectNo500 = (label: string, status: number, contentType: string | null, json: boolean) => {
    if (status >= 500) failures.push(`${label} → ${status}`);
    if (json && !contentType?.includes("application/json") && status !== 204) failures.push(`${label} → ${status} answered ${contentType}`);
  };

  it("never answers 500 from the API, and always answers JSON", async () => {
    const doc = await api(server.url, "/api/openapi.json");
    const operations = operationsOf(doc.body).filter((op) => op.path !== "/logout");
    expect(operations.length).toBeGreaterThan(10);
    for (const op of operations) {
      const ids = op.path.includes("{id}") ? [String(roomId), "2147483648", "-1", "abc", "%00"] : [""];
      for (const id of ids) {
        const path = "/api" + op.path.replace("{id}", id);
        const send = async (label: string, body: string | FormData | undefined, type?: string) => {
          const headers: Record<string, string> = type ? { "content-type": type } : {};
          const res = await api(server.url, path, { method: op.method, token, headers, body });
          // A CSV operation's answer is the file itself; its refusals are JSON like every other's.
          const json = !(path.endsWith(".csv") && res.status < 400);
          expectNo500(`${op.method} ${path} ${label}`, res.status, res.headers.get("content-type"), json);
        };
        if (op.method === "GET" || op.method === "DELETE") {
          await send("no body", undefined);
          continue;
        }
        for (const property of [...op.properties, "id", "extra"]) {
          for (const value of HOSTILE_VALUES) {
            await send(`{${property}: ${JSON.stringify(value).slice(0, 30)}}`, JSON.stringify({ [property]: value }), "application/json");
          }
          const form = new FormData();
          form.append(property, "a\u0000b");
          form.append(property, new Blob([new Uint8Array([0, 1, 2])]), "x.bin");
          await send(`multipart ${property}`, form);
        }
        for (const raw of RAW_BODIES) await send(`${raw.type} ${raw.body.slice(0, 30)}`, raw.body, raw.type);
      }
    }
    expect(failures).toEqual([]);
    // Thousands of requests, one after another: minutes on a busy machine.
  }, 600_000);

  it("never answers 500 from a page action", async () => {
    const login = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const actions = ["/login", "/newsletter-signup", "/room", "/room?index", "/room.data", "/home"];
    // The inbox screens and the settings form.
    actions.push("/Contacts", "/Contacts.data", "/newsletter", "/settings", "/settings.data");
    const fieldSets: Record<string, string>[] = [
      { intent: "create-room", name: "\u0000", fee: "0x10" },
      { intent: "update-room", id: "2147483648", name: "Classic King", fee: "true" },
      { intent: "delete-room", id: "-1" },
      { intent: "delete-room-item", id: "%00" },
      { intent: "\u0000", id: "1" },
      { email: "a\u0000@b.mw", password: "x".repeat(2000), redirectTo: "/\t/evil.example" },
      { newsletter: "\u0000@example.com" },
      { intent: "handle-contact", id: "0x10" },
      { intent: "delete-subscriber", id: "2147483648" },
      { villaCount: "true", virtualTourUrl: "javascript:alert(1)", termsText: "\u0000" },
    ];
    for (const action of actions) {
      const post = async (label: string, body: string | FormData | undefined, type?: string) => {
        const headers: Record<string, string> = { origin: server.url, cookie, ...(type ? { "content-type": type } : {}) };
        const res = await fetch(server.url + action, { method: "POST", headers, body, redirect: "manual" });
        await res.arrayBuffer();
        expectNo500(`POST ${action} ${label}`, res.status, res.headers.get("content-type"), false);
      };
      for (const fields of fieldSets) {
        await post(`form ${JSON.stringify(fields).slice(0, 40)}`, new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded");
        const form = new FormData();
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        form.append("image", new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0])]), "broken.jpg");
        await post(`multipart ${JSON.stringify(fields).slice(0, 40)}`, form);
      }
      for (const raw of RAW_BODIES) await post(`${raw.type} ${raw.body.slice(0, 30)}`, raw.body, raw.type);
      await post("no body", undefined);
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it("logged no server error along the way", () => {
    const errors = server.output().split("\n").filter((line) => line.includes('"level":"error"') || /\bError\b/.test(line));
    expect(errors.slice(0, 5)).toEqual([]);
  });
});
