import { beforeAll, describe, expect, it } from "vitest";
import { migratedTestDatabase } from "../../../tests/support/test-database";
import { USERTYPE } from "./roles";
import { startPendingLogin, sweepExpiredPendingLogins } from "./pending-login.server";

describe("half-done two-step sign-ins housekeeping", () => {
  const handle = migratedTestDatabase("pending-logins");
  let userId: number;

  beforeAll(async () => {
    const now = new Date().toISOString();
    userId = (
      await handle.db
        .insertInto("users")
        .values({ name: "Chikondi Banda", email: "chikondi@umodzipark.mw", password_hash: "x", usertype: USERTYPE.editor, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  });

  it("removes a sign-in once its 5 minutes are over, and not before", async () => {
    await startPendingLogin(handle.db, { id: userId }, { remember: false, redirectTo: "/dashboard" });
    expect(await sweepExpiredPendingLogins(handle.db)).toBe(0);
    expect(await sweepExpiredPendingLogins(handle.db, new Date(Date.now() + 4 * 60_000))).toBe(0);
    expect(await sweepExpiredPendingLogins(handle.db, new Date(Date.now() + 6 * 60_000))).toBe(1);
    expect(await handle.db.selectFrom("pending_logins").selectAll().execute()).toEqual([]);
  });
});
