import os from "node:os";
import path from "node:path";
import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/lib/db.server";
import { migrateToLatest } from "../../../db/migrate.server";
import { verifyPassword } from "./password.server";
import { USERTYPE } from "./roles";
import { RegisterSchema } from "./schema";
import { getUserByEmail, registerMember } from "./users.server";

const PASSWORD = "Zikomo-Kwambiri-77";
const registration = (email: string, name = "Chisomo Banda", password = PASSWORD) =>
  RegisterSchema.parse({ name, email, password, password_confirmation: password });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe("accounts on a real database", () => {
  let dir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "users-"));
    handle = openDatabase({ sqliteFile: path.join(dir, "db.sqlite") });
    await migrateToLatest(handle.db);
  });

  afterAll(async () => {
    await handle.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  describe("registration does not tell who has an account", () => {
    it("answers an existing email exactly like a new one, and leaves the existing account alone", async () => {
      const fresh = await registerMember(handle.db, registration("thoko@example.com", "Thoko Phiri"));
      const owner = await getUserByEmail(handle.db, "thoko@example.com");
      const again = await registerMember(handle.db, registration("THOKO@example.com", "Someone Else", "Another-Strong-Pass-42"));
      expect(fresh).toEqual({ name: "Thoko Phiri", email: "thoko@example.com", usertype: USERTYPE.member, role: "member" });
      expect(again).toEqual({ name: "Someone Else", email: "thoko@example.com", usertype: USERTYPE.member, role: "member" });
      expect(Object.keys(again)).toEqual(Object.keys(fresh));
      const after = await getUserByEmail(handle.db, "thoko@example.com");
      expect(after).toEqual(owner);
      expect(await verifyPassword(after!.password_hash, PASSWORD)).toBe(true);
    });

    it("takes about as long for an existing email as for a new one (median of 5 each, within 2x)", async () => {
      await registerMember(handle.db, registration("timing-owner@example.com"));
      const time = async (email: string) => {
        const started = performance.now();
        await registerMember(handle.db, registration(email)).catch(() => undefined);
        return performance.now() - started;
      };
      const fresh: number[] = [];
      const existing: number[] = [];
      for (let i = 0; i < 5; i++) {
        fresh.push(await time(`timing-${i}@example.com`));
        existing.push(await time("timing-owner@example.com"));
      }
      const ratio = median(fresh) / median(existing);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    });

    it("still refuses a guessable password, whether or not the email is known", async () => {
      for (const email of ["thoko@example.com", "nobody-yet@example.com"]) {
        await expect(registerMember(handle.db, registration(email, "Thoko", "Password1!"))).rejects.toMatchObject({
          status: 422,
          errors: { password: [expect.stringMatching(/^This password is too easy to guess/)] },
        });
      }
    });
  });
});
