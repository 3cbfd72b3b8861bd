import { beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { createMember, MEMBER_PASSWORD, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";

/**
 * Walks the page route table (app/routes.ts): every back-office screen, and every staff
 * export, sends a visitor to /login and refuses a member, on GET and on a form post; the
 * administrators' screens refuse an editor too. A new screen is covered by being routed.
 */
type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

/** Screens only administrators may open (the back-office menu hides them from editors). */
const ADMIN_ONLY = new Set(["/settings", "/staff", "/activity", "/reports", "/reports.csv", "/payments", "/payments.csv"]);

/** A post is refused (403), or, on a read-only screen such as the activity log, there is no form to take it (405). */
const REFUSED_POST = [403, 405];

function backOfficePaths(): string[] {
  const entries = routes as unknown as RouteEntry[];
  const admin = entries.find((entry) => entry.file.includes("admin-layout"));
  const screens = (admin?.children ?? []).map((child) => `/${child.path}`);
  const exports = entries.filter((entry) => entry.path?.endsWith(".csv")).map((entry) => `/${entry.path}`);
  return [...screens, ...exports];
}

describe.each(servers())("back-office pages on $engine", (server) => {
  const { url } = server;
  const paths = backOfficePaths();
  let member: string;
  let editor: string;

  beforeAll(async () => {
    const { email } = await createMember(url);
    member = await pageCookie(url, email, MEMBER_PASSWORD);
    editor = await pageCookie(url, (await createStaffAccount(server, "editor")).email, STAFF_TEST_PASSWORD);
  });

  it("covers every screen of the route table", () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const screen of ["/room", "/vacancy", "/eventRequests", "/outbox", "/staff", "/Contacts.csv"]) expect(paths).toContain(screen);
  });

  it("sends visitors to the login page, with the screen to come back to", async () => {
    for (const path of paths) {
      const res = await page(url, path);
      expect([302, 303], path).toContain(res.status);
      const location = new URL(res.headers.get("location") ?? "", url);
      expect(location.pathname, path).toBe("/login");
      expect(location.searchParams.get("redirectTo"), path).toBe(path);
    }
  });

  it("refuses members, on GET and on a form post, before anything is done", async () => {
    for (const path of paths) {
      expect((await page(url, path, { cookie: member })).status, `GET ${path}`).toBe(403);
      if (path.endsWith(".csv")) continue;
      expect(REFUSED_POST, `POST ${path}`).toContain((await page(url, path, { cookie: member, form: { intent: "delete", id: "1" } })).status);
    }
  });

  it("opens the staff screens to editors and refuses them the administrators' ones", async () => {
    for (const path of paths) {
      const res = await page(url, path, { cookie: editor });
      // A screen of one record (`/room-chart/stays/:id`) lets an editor past its guard to say there is no record ":id".
      expect(res.status, `GET ${path}`).toBe(ADMIN_ONLY.has(path) ? 403 : path.includes("/:") ? 404 : 200);
      if (ADMIN_ONLY.has(path)) {
        expect(REFUSED_POST, `POST ${path}`).toContain((await page(url, path, { cookie: editor, form: { intent: "delete", id: "1" } })).status);
      }
    }
  });
});
