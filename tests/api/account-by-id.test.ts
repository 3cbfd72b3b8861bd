import { beforeAll, describe, expect, it } from "vitest";
import { api, createMember, loginAsStaff, MEMBER_PASSWORD, servers } from "../support/api-client";
import { createStaffAccount } from "../support/staff-accounts";
import { profileWords } from "~/features/profile/profile-words";
import { profileStaffWords } from "~/features/profile/profile-staff-words";
import { authWords } from "~/platform/auth/auth-words";

const getById = (url: string, token: string | undefined, id: number | string) => api(url, `/api/getUserById/${id}`, token ? { token } : {});
const updateById = (url: string, token: string | undefined, id: number | string, body: Record<string, unknown>) =>
  api(url, `/api/updateUser1/${id}`, { method: "PUT", ...(token ? { token } : {}), body: JSON.stringify(body) });

/**
 * SPEC §7's `GET /getUserById/{id}` and `PUT /updateUser1/{id}`: the caller's own account
 * exactly as `GET`/`PUT /api/user` answer it, any account for staff, and nothing about other
 * accounts for anyone else.
 */
describe.each(servers())("accounts by id (SPEC §7) on $engine", (server) => {
  const { url } = server;
  let admin: string;
  let adminId: number;

  beforeAll(async () => {
    admin = await loginAsStaff(url);
    adminId = (await api(url, "/api/user", { token: admin })).body.data.id;
  });

  it("shows a member their own account as GET /api/user does, and no other (403 whether or not it exists)", async () => {
    const [member, other] = [await createMember(url), await createMember(url)];
    const own = await api(url, "/api/user", { token: member.token });
    const byId = await getById(url, member.token, own.body.data.id);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(own.body);
    const otherId = (await api(url, "/api/user", { token: other.token })).body.data.id;
    for (const id of [otherId, adminId, 999_999_999, "abc"]) {
      const refused = await getById(url, member.token, id);
      expect(refused.status, String(id)).toBe(403);
      expect(refused.body).toEqual({ message: profileStaffWords.t("en", "ownAccountOnly") });
    }
  });

  it("shows staff any account, and 404 for one that does not exist", async () => {
    const member = await createMember(url);
    const memberId = (await api(url, "/api/user", { token: member.token })).body.data.id;
    const editor = await createStaffAccount(server, "editor");
    for (const token of [admin, editor.token]) {
      const res = await getById(url, token, memberId);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { id: memberId, name: "Tiwonge Phiri", email: member.email, role: "member", usertype: 0 } });
      expect((await getById(url, token, 999_999_999)).status).toBe(404);
    }
  });

  it("answers a visitor 401 on both, before reading anything", async () => {
    expect((await getById(url, undefined, adminId)).status).toBe(401);
    expect((await updateById(url, undefined, adminId, { name: "Mallory", email: "mallory@example.com" })).status).toBe(401);
  });

  it("updates a member's own account exactly as PUT /api/user does, whatever else the user object carries", async () => {
    const member = await createMember(url);
    const id = (await api(url, "/api/user", { token: member.token })).body.data.id;
    const saved = await updateById(url, member.token, id, { id, name: "Chikondi Phiri", email: member.email, role: "admin", usertype: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ message: profileWords.t("en", "profileSaved"), data: { id, name: "Chikondi Phiri", email: member.email, role: "member", usertype: 0 } });
    // A new email follows My Profile's rules: the current password, then a link sent to it.
    const newEmail = `renamed-${id}@example.com`;
    expect((await updateById(url, member.token, id, { name: "Chikondi Phiri", email: newEmail })).body.errors).toEqual({ current_password: [authWords.t("en", "currentPasswordRequired")] });
    const asked = await updateById(url, member.token, id, { name: "Chikondi Phiri", email: newEmail, current_password: MEMBER_PASSWORD });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: profileWords.t("en", "profileEmailConfirmSent", { email: newEmail }), data: expect.objectContaining({ email: member.email }), emailPending: newEmail });
  });

  it("refuses a member another account (403, nothing changed)", async () => {
    const [member, victim] = [await createMember(url), await createMember(url)];
    const victimId = (await api(url, "/api/user", { token: victim.token })).body.data.id;
    for (const id of [victimId, adminId, 999_999_999]) {
      const refused = await updateById(url, member.token, id, { name: "Mallory", email: victim.email });
      expect(refused.status, String(id)).toBe(403);
      expect(refused.body).toEqual({ message: profileStaffWords.t("en", "ownAccountOnly") });
    }
    expect((await api(url, "/api/user", { token: victim.token })).body.data.name).toBe("Tiwonge Phiri");
  });

  it("lets staff correct any member's name, logged in the activity log, but never the email; editors leave staff accounts alone", async () => {
    const member = await createMember(url);
    const memberId = (await api(url, "/api/user", { token: member.token })).body.data.id;
    const editor = await createStaffAccount(server, "editor");
    const renamed = await updateById(url, editor.token, memberId, { name: "Tiwonge Banda", email: member.email });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ message: profileWords.t("en", "profileSaved"), data: { id: memberId, name: "Tiwonge Banda", email: member.email, role: "member", usertype: 0 } });
    const log = await api(url, `/api/activity?type=users`, { token: admin });
    expect(log.body.data.find((e: { subjectId: number; action: string }) => e.subjectId === memberId && e.action === "update")?.subjectLabel).toBe(
      `Tiwonge Phiri renamed Tiwonge Banda <${member.email}>`,
    );

    const emailChange = await updateById(url, admin, memberId, { name: "Tiwonge Banda", email: "taken-over@example.com" });
    expect(emailChange.status).toBe(422);
    expect(emailChange.body.errors).toEqual({ email: [profileStaffWords.t("en", "emailOwnerOnly")] });
    expect((await api(url, "/api/user", { token: member.token })).body.data.email).toBe(member.email);

    const adminRenamed = await updateById(url, editor.token, adminId, { name: "Mallory", email: "admin@hotel.test" });
    expect(adminRenamed.status).toBe(403);
    expect((await getById(url, admin, adminId)).body.data.name).not.toBe("Mallory");
    expect((await updateById(url, admin, 999_999_999, { name: "Nobody", email: "nobody@example.com" })).status).toBe(404);
  });

  it("is listed in the API reference with its access", async () => {
    const doc = (await api(url, "/api/openapi.json")).body;
    expect(doc.paths["/api/getUserById/{id}"].get["x-access"]).toBe("user");
    expect(doc.paths["/api/updateUser1/{id}"].put["x-access"]).toBe("user");
    expect(doc.paths["/api/updateUser1/{id}"].put.requestBody).toBeDefined();
  });
});
