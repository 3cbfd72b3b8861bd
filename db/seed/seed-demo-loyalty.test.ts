import { describe, expect, it } from "vitest";
import { migratedTestDatabase } from "../../tests/support/test-database";
import { getLoyaltyAccount, getLoyaltyMember } from "../../app/features/loyalty/loyalty.server";
import { seedDemoLoyalty } from "./seed-demo-loyalty.server";
import { seedDemoVipApplications } from "./seed-demo-vip.server";

describe("demo loyalty points", () => {
  const handle = migratedTestDatabase("seed-loyalty");

  it("gives the demo VIP members a history that adds up, once per installation", async () => {
    await seedDemoVipApplications(handle.db, "2026-11-23");
    expect(await seedDemoLoyalty(handle.db, "2026-11-23")).toEqual({ seeded: 5 });
    const user = await handle.db.selectFrom("users").select("id").where("email", "=", "kondwani.phiri@demo.local").executeTakeFirstOrThrow();
    const account = await getLoyaltyAccount(handle.db, (await getLoyaltyMember(handle.db, user.id))!);
    expect(account.data.map((e) => e.kind)).toEqual(["spend", "correction", "spend", "spend"]);
    expect(account.balance).toBe(48 + 2 + 1);
    expect(account.totalSpend).toBe(480_000 + 25_500 + 12_000);
    expect(account.data.every((e) => e.spentOn <= "2026-11-23" && e.spentOn >= "2025-11-23")).toBe(true);
    // Run again (a restart): nothing more.
    expect(await seedDemoLoyalty(handle.db, "2026-11-23")).toEqual({ seeded: 0 });
  });
});
