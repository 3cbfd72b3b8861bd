import { beforeAll, describe, expect, it } from "vitest";
import { migratedTestDatabase } from "../../../tests/support/test-database";
import { USERTYPE } from "./roles";
import { sendPasswordResetLink, sweepOldPasswordResets } from "./password-reset.server";

const MINUTE = 60_000;

describe("reset links housekeeping", () => {
  const handle = migratedTestDatabase("password-resets");

  beforeAll(async () => {
    const now = new Date().toISOString();
    await handle.db
      .insertInto("users")
      .values({ name: "Chisomo Banda", email: "chisomo@example.com", password_hash: "x", usertype: USERTYPE.member, created_at: now, updated_at: now })
      .execute();
  });

  it("removes links once expired and out of the hourly count, and keeps the rest", async () => {
    await sendPasswordResetLink(handle.db, { email: "chisomo@example.com" }, "https://hotel.example");
    const stamps = () => handle.db.selectFrom("password_resets").select("created_at").execute();
    expect(await stamps()).toHaveLength(1);
    expect(await sweepOldPasswordResets(handle.db)).toBe(0);
    expect(await sweepOldPasswordResets(handle.db, new Date(Date.now() + 30 * MINUTE))).toBe(0);
    expect(await sweepOldPasswordResets(handle.db, new Date(Date.now() + 61 * MINUTE))).toBe(1);
    expect(await stamps()).toEqual([]);
  });
});
