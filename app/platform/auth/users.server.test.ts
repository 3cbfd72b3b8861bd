import { describe, expect, it, vi } from "vitest";
import { migratedTestDatabase } from "../../../tests/support/test-database";
import { AppError } from "~/lib/errors";
import { hashPassword, verifyPassword } from "./password.server";
import type * as PasswordModule from "./password.server";
import { USERTYPE } from "./roles";
import { RegisterSchema } from "./schema";
import { createApiLogin, createWebSession, findSessionByAccessToken, findSessionByCookie } from "./sessions.server";
import { changePassword, ensureAdministrator, getUserByEmail, registerMember, upsertStaffUser } from "./users.server";

const PASSWORD = "Zikomo-Kwambiri-77";
const registration = (email: string, name = "Chisomo Banda", password = PASSWORD) =>
  RegisterSchema.parse({ name, email, password, password_confirmation: password });

vi.mock("./password.server", async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

describe("accounts on a real database", () => {
  const handle = migratedTestDatabase("users");

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

    it("does the same work for an existing email as for a new one: one password hash each", async () => {
      // The time itself is measured by `npm run bench` (registration timing), not here.
      await registerMember(handle.db, registration("timing-owner@example.com"));
      const hashes = vi.mocked(hashPassword);
      hashes.mockClear();
      await registerMember(handle.db, registration("timing-new@example.com"));
      expect(hashes).toHaveBeenCalledTimes(1);
      hashes.mockClear();
      await registerMember(handle.db, registration("timing-owner@example.com"));
      expect(hashes).toHaveBeenCalledTimes(1);
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

  describe("changing a password ends the other logins", () => {
    it("keeps the session that made the change and revokes every other session and token", async () => {
      await registerMember(handle.db, registration("mphatso@example.com"));
      const user = (await getUserByEmail(handle.db, "mphatso@example.com"))!;
      const here = await createWebSession(handle.db, user, true);
      const elsewhere = await createWebSession(handle.db, user, false);
      const phone = await createApiLogin(handle.db, user);
      const hereId = (await findSessionByCookie(handle.db, here.token))!.sessionId;

      await changePassword(handle.db, user.id, "Nyanja-Lake-Sunrise-9", { keepSessionId: hereId });

      expect((await findSessionByCookie(handle.db, here.token))?.viewer.id).toBe(user.id);
      expect(await findSessionByCookie(handle.db, elsewhere.token)).toBeNull();
      expect(await findSessionByAccessToken(handle.db, phone.token)).toBeNull();
      const after = (await getUserByEmail(handle.db, "mphatso@example.com"))!;
      expect(await verifyPassword(after.password_hash, "Nyanja-Lake-Sunrise-9")).toBe(true);
      expect(await verifyPassword(after.password_hash, PASSWORD)).toBe(false);

      await changePassword(handle.db, user.id, "Another-Nyanja-Sunset-8");
      expect(await findSessionByCookie(handle.db, here.token)).toBeNull();
    });

    it("keeps the old password and the sessions when the work done with the change fails", async () => {
      await registerMember(handle.db, registration("tadala@example.com"));
      const user = (await getUserByEmail(handle.db, "tadala@example.com"))!;
      const web = await createWebSession(handle.db, user, false);
      const failing = changePassword(handle.db, user.id, "Nyanja-Lake-Sunrise-9", {
        within: async (trx) => {
          await trx.updateTable("users").set({ name: "Changed" }).where("id", "=", user.id).execute();
          throw new Error("activity log unavailable");
        },
      });
      await expect(failing).rejects.toThrow("activity log unavailable");
      const after = (await getUserByEmail(handle.db, "tadala@example.com"))!;
      expect(after.name).toBe("Chisomo Banda");
      expect(await verifyPassword(after.password_hash, PASSWORD)).toBe(true);
      expect(await findSessionByCookie(handle.db, web.token)).not.toBeNull();
    });

    it("applies the password rules, staff's 12 characters included", async () => {
      const { user } = await upsertStaffUser(handle.db, { name: "Chikondi Banda", email: "chikondi@hotel.test", password: "Gold-Teal-Lilongwe-2026!", role: "editor" });
      await expect(changePassword(handle.db, user.id, "Aaaaaaa1!")).rejects.toBeInstanceOf(AppError);
      await expect(changePassword(handle.db, user.id, "Mzuzu-Tea-9!")).resolves.toBeUndefined();
      await expect(changePassword(handle.db, user.id, "Mzuzu-Te-9!")).rejects.toMatchObject({ errors: { password: ["Staff passwords must be at least 12 characters"] } });
    });

    it("npm run user:create with a new password ends the account's logins", async () => {
      const { user } = await upsertStaffUser(handle.db, { name: "Kondwani", email: "kondwani@hotel.test", password: "Gold-Teal-Lilongwe-2026!", role: "editor" });
      const web = await createWebSession(handle.db, user, false);
      const api = await createApiLogin(handle.db, user);
      const { created } = await upsertStaffUser(handle.db, { name: "Kondwani", email: "kondwani@hotel.test", password: "Blue-Shire-River-2027!", role: "editor" });
      expect(created).toBe(false);
      expect(await findSessionByCookie(handle.db, web.token)).toBeNull();
      expect(await findSessionByAccessToken(handle.db, api.token)).toBeNull();
    });
  });

  describe("the administrator of ADMIN_EMAIL", () => {
    const admin = { name: "Administrator", email: "boss@hotel.test", password: "Gold-Teal-Lilongwe-2026!" };

    it("is created when missing, and never gets its password rewritten", async () => {
      expect(await ensureAdministrator(handle.db, admin)).toBe("created");
      const user = (await getUserByEmail(handle.db, admin.email))!;
      expect(user.usertype).toBe(USERTYPE.admin);
      await changePassword(handle.db, user.id, "Changed-In-The-Back-Office-5");
      expect(await ensureAdministrator(handle.db, admin)).toBe("exists");
      const after = (await getUserByEmail(handle.db, admin.email))!;
      expect(await verifyPassword(after.password_hash, "Changed-In-The-Back-Office-5")).toBe(true);
    });

    it("makes a demoted staff account admin again, but never promotes a self-registered member", async () => {
      await upsertStaffUser(handle.db, { name: "Deputy", email: "deputy@hotel.test", password: "Gold-Teal-Lilongwe-2026!", role: "editor" });
      expect(await ensureAdministrator(handle.db, { ...admin, email: "deputy@hotel.test" })).toBe("promoted");
      expect((await getUserByEmail(handle.db, "deputy@hotel.test"))!.usertype).toBe(USERTYPE.admin);

      await registerMember(handle.db, registration("squatter@example.com"));
      expect(await ensureAdministrator(handle.db, { ...admin, email: "squatter@example.com" })).toBe("member-not-promoted");
      expect((await getUserByEmail(handle.db, "squatter@example.com"))!.usertype).toBe(USERTYPE.member);
    });
  });
});
