import os from "node:os";
import path from "node:path";
import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/lib/db.server";
import { migrateToLatest } from "../../../db/migrate.server";
import { USERTYPE } from "./roles";
import { requestPasswordReset, sweepOldPasswordResets } from "./password-reset.server";

const MINUTE = 60_000;

describe("reset links housekeeping", () => {
  let dir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "password-resets-"));
    handle = openDatabase({ sqliteFile: path.join(dir, "db.sqlite") });
    await migrateToLatest(handle.db);
    const now = new Date().toISOString();
    await handle.db
      .insertInto("users")
      .values({ name: "Chisomo Banda", email: "chisomo@example.com", password_hash: "x", usertype: USERTYPE.member, created_at: now, updated_at: now })
      .execute();
  });

  afterAll(async () => {
    await handle.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("removes links once expired and out of the hourly count, and keeps the rest", async () => {
    await requestPasswordReset(handle.db, { email: "chisomo@example.com" }, "https://hotel.example");
    const stamps = () => handle.db.selectFrom("password_resets").select("created_at").execute();
    expect(await stamps()).toHaveLength(1);
    expect(await sweepOldPasswordResets(handle.db)).toBe(0);
    expect(await sweepOldPasswordResets(handle.db, new Date(Date.now() + 30 * MINUTE))).toBe(0);
    expect(await sweepOldPasswordResets(handle.db, new Date(Date.now() + 61 * MINUTE))).toBe(1);
    expect(await stamps()).toEqual([]);
  });
});
