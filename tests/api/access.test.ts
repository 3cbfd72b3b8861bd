import { beforeAll, describe, expect, it } from "vitest";
import { api, createMember, servers } from "../support/api-client";
import { createStaffAccount } from "../support/staff-accounts";
import { authWords } from "~/platform/auth/auth-words";

type Operation = { method: string; path: string; access: string };

/**
 * Walks every API operation in the OpenAPI document (generated from the route declarations)
 * and checks that its declared access is what the server enforces: no login → 401, a
 * member on a staff or admin route → 403, before any body is read. New routes are covered
 * by being declared.
 */
describe.each(servers())("declared access is enforced on $engine", (server) => {
  const { url } = server;
  let operations: Operation[];
  let member: string;
  let editor: string;

  beforeAll(async () => {
    const doc = await api(url, "/api/openapi.json");
    operations = Object.entries(doc.body.paths as Record<string, Record<string, { "x-access": string }>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, "1"), access: op["x-access"] })),
    );
    member = (await createMember(url)).token;
    editor = (await createStaffAccount(server, "editor")).token;
  });

  it("answers 401 to anonymous callers of every route that needs a login", async () => {
    const guarded = operations.filter((op) => op.access !== "public");
    expect(guarded.length).toBeGreaterThan(5);
    expect(guarded.map((op) => `${op.method} ${op.path}`)).toContain("POST /api/logout");
    for (const op of guarded) {
      const res = await api(url, op.path, { method: op.method, body: op.method === "GET" ? undefined : "{}" });
      expect(res.status, `${op.method} ${op.path}`).toBe(401);
      expect(res.body).toEqual({ message: authWords.t("en", "loginRequired") });
    }
  });

  it("answers 403 to a member on every staff and admin route", async () => {
    const staffOnly = operations.filter((op) => op.access === "staff" || op.access === "admin");
    expect(staffOnly.length).toBeGreaterThan(5);
    for (const op of staffOnly) {
      const res = await api(url, op.path, { method: op.method, token: member, body: op.method === "GET" ? undefined : "{}" });
      expect(res.status, `${op.method} ${op.path}`).toBe(403);
    }
  });

  it("lets an editor past the guard of every staff route, and refuses editors on every admin and member route", async () => {
    // An id no record has, and an empty body: a write an editor may make answers 404 or 422 and changes nothing.
    const probe = (op: Operation) => ({ ...op, path: op.path.replace(/\/1(?=\/|$)/g, "/999999999") });
    const staff = operations.filter((op) => op.access === "staff").map(probe);
    expect(staff.filter((op) => op.method !== "GET").length).toBeGreaterThan(20);
    for (const op of staff) {
      const res = await api(url, op.path, { method: op.method, token: editor, body: op.method === "GET" ? undefined : "{}" });
      expect([401, 403], `${op.method} ${op.path} as editor: ${res.status}`).not.toContain(res.status);
      expect(res.status, `${op.method} ${op.path} as editor`).toBeLessThan(500);
    }
    for (const op of operations.filter((o) => o.access === "admin" || o.access === "member").map(probe)) {
      const res = await api(url, op.path, { method: op.method, token: editor, body: op.method === "GET" ? undefined : "{}" });
      expect(res.status, `${op.method} ${op.path} as editor`).toBe(403);
    }
  });

  it("lets visitors call every public route without a login", async () => {
    for (const op of operations.filter((o) => o.access === "public" && o.method === "GET")) {
      const res = await api(url, op.path);
      // Let through: an answer, a record that is not there, or a search that needs its query (422 naming the fields).
      expect([200, 404, 422], `${op.method} ${op.path}`).toContain(res.status);
      if (res.status === 422) expect(res.body.errors, `${op.method} ${op.path}`).toBeTruthy();
    }
  });
});
