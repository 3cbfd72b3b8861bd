import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/db.server";
import { createMember, MEMBER_PASSWORD, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { STAFF_TEST_PASSWORD, createStaffAccount } from "../support/staff-accounts";
import { adminStaffWords } from "~/components/admin/admin-staff-words";
import { siteChrome } from "~/components/site-chrome-catalog";
import { authWords } from "~/platform/auth/auth-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";

/**
 * A screen an account may not open (403) says so and why, with a way on; it is not "Something
 * went wrong" with a "Try again" that would fail the same way. Staff signing in are welcomed to
 * the back-office, not to the members' portal.
 */
describe.each(servers())("refused pages and sign-in welcomes on $engine", (server) => {
  const { url } = server;
  let editorCookie: string;
  let memberCookie: string;

  beforeAll(async () => {
    editorCookie = await pageCookie(url, (await createStaffAccount(server, "editor")).email, STAFF_TEST_PASSWORD);
    memberCookie = await pageCookie(url, (await createMember(url)).email, MEMBER_PASSWORD);
  });

  it("tells an editor an administrators' screen is not open to the account, and leads back to the back-office", async () => {
    for (const path of ["/staff", "/settings"]) {
      const res = await page(url, path, { cookie: editorCookie });
      expect(res.status, path).toBe(403);
      expect(res.text).toContain(adminStaffWords.t("en", "accessDeniedScreenTitle"));
      expect(res.text).toContain(`${authStaffWords.t("en", "adminOnly")}: ask an administrator if you need this screen.`);
      expect(res.text).not.toContain(siteChrome.t("en", "errorPageTitle"));
      expect(res.text).not.toContain("Try again");
      expect(res.text).toMatch(/<a[^>]*href="\/room"[^>]*>Back to the back-office<\/a>/);
    }
  });

  it("tells a member the back-office is not open to the account", async () => {
    const res = await page(url, "/room", { cookie: memberCookie });
    expect(res.status).toBe(403);
    expect(res.text).toContain(adminStaffWords.t("en", "accessDeniedScreenTitle"));
    expect(res.text).not.toContain(siteChrome.t("en", "errorPageTitle"));
  });

  it("tells an account without a role that the members' page is not open to it, with a way to sign out", async () => {
    const { email } = await createMember(url);
    const handle = openDatabase({ databaseUrl: server.databaseUrl, sqliteFile: path.join(server.dataDir, "hotel.sqlite") });
    try {
      await handle.db.updateTable("users").set({ usertype: 7 }).where("email", "=", email).execute();
    } finally {
      await handle.close();
    }
    const res = await page(url, "/dashboard", { cookie: await pageCookie(url, email, MEMBER_PASSWORD) });
    expect(res.status).toBe(403);
    expect(res.text).toContain(siteChrome.t("en", "accessDeniedPageTitle"));
    expect(res.text).toContain(authWords.t("en", "membersOnly"));
    expect(res.text).not.toContain(siteChrome.t("en", "errorPageTitle"));
    expect(res.text).toMatch(/<form[^>]*action="\/logout"/);
  });

  it("welcomes staff to the back-office and members to the VIP Club portal", async () => {
    const staff = await page(url, "/dashboard?welcome=1", { cookie: editorCookie });
    expect(staff.status).toBe(200);
    expect(staff.text).toContain(authWords.t("en", "staffLoginSuccess"));
    expect(staff.text).not.toContain(authWords.t("en", "loginSuccess"));
    const member = await page(url, "/dashboard?welcome=1", { cookie: memberCookie });
    expect(member.text).toContain(authWords.t("en", "loginSuccess"));
  });
});
