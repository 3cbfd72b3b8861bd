import { describe, expect, it } from "vitest";
import { migratedTestDatabase } from "../../tests/support/test-database";
import { verifyPassword } from "../../app/platform/auth/password.server";
import { addDays, addYears, isActiveMembership } from "../../app/features/vip/vip-review.server";
import { seedDemoVipApplications } from "./seed-demo-vip.server";

describe("membership dates", () => {
  it("adds a year on the calendar, 29 February becoming 28 February", () => {
    expect(addYears("2026-11-23", 1)).toBe("2027-11-23");
    expect(addYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(addYears("2027-12-31", 1)).toBe("2028-12-31");
    expect(addDays("2026-12-20", 30)).toBe("2027-01-19");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("keeps a membership active through its expiry day", () => {
    expect(isActiveMembership({ status: "approved", expires: "2026-11-23" }, "2026-11-23")).toBe(true);
    expect(isActiveMembership({ status: "approved", expires: "2026-11-22" }, "2026-11-23")).toBe(false);
    expect(isActiveMembership({ status: "pending", expires: null }, "2026-11-23")).toBe(false);
  });
});

describe("demo VIP applications", () => {
  const handle = migratedTestDatabase("seed-vip");

  it("adds a pending, an active and an expired membership with a renewal request, once", async () => {
    const today = "2026-11-23";
    expect(await seedDemoVipApplications(handle.db, today)).toEqual({ seeded: true });
    const rows = await handle.db.selectFrom("vip_applications").selectAll().orderBy("id").execute();
    expect(rows.map((r) => [r.status, r.renewal_status, r.department])).toEqual([
      ["pending", null, "0"],
      ["approved", null, "Marketing"],
      ["approved", "pending", "Marketing"],
    ]);
    expect(isActiveMembership(rows[1]!, today)).toBe(true);
    expect(isActiveMembership(rows[2]!, today)).toBe(false);
    // The demo members cannot log in with any password.
    const users = await handle.db.selectFrom("users").select(["password_hash", "usertype"]).execute();
    expect(users).toHaveLength(3);
    for (const user of users) {
      expect(user.usertype).toBe(0);
      expect(await verifyPassword(user.password_hash, "!demo-member-without-login")).toBe(false);
    }
    // Reviewing or deleting them does not bring them back.
    await handle.db.deleteFrom("vip_applications").execute();
    expect(await seedDemoVipApplications(handle.db, today)).toEqual({ seeded: false });
    expect(await handle.db.selectFrom("vip_applications").select("id").execute()).toHaveLength(0);
  });
});
