import { beforeAll, describe, expect, it } from "vitest";
import { migratedTestDatabase } from "../../../tests/support/test-database";
import { USERTYPE } from "./roles";
import { hashToken } from "./tokens.server";
import {
  createApiLogin,
  createWebSession,
  findSessionByAccessToken,
  findSessionByCookie,
  refreshApiLogin,
  sweepExpiredSessions,
} from "./sessions.server";

const MINUTE = 60_000;

describe("session lifetimes (DECISIONS §3)", () => {
  const handle = migratedTestDatabase("sessions");
  let staffId: number;
  let memberId: number;

  beforeAll(async () => {
    const now = new Date().toISOString();
    const insert = (email: string, usertype: number) =>
      handle.db
        .insertInto("users")
        .values({ name: email, email, password_hash: "x", usertype, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
    staffId = (await insert("staff@hotel.test", USERTYPE.editor)).id;
    memberId = (await insert("member@hotel.test", USERTYPE.member)).id;
  });

  /** Moves a session's clock back, as if `ms` had passed since it was last used. */
  async function age(token: string, lastSeenAgoMs: number) {
    const session = await findSessionByCookie(handle.db, token);
    await handle.db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(Date.now() - lastSeenAgoMs).toISOString() })
      .where("id", "=", session!.sessionId)
      .execute();
  }

  it("ends a staff session after 30 idle minutes, and removes it", async () => {
    const { token, maxAgeSeconds } = await createWebSession(handle.db, { id: staffId, usertype: USERTYPE.editor }, true);
    expect(maxAgeSeconds).toBeNull(); // staff never get a persistent cookie, Remember Me or not
    await age(token, 29 * MINUTE);
    expect(await findSessionByCookie(handle.db, token)).not.toBeNull();
    await age(token, 31 * MINUTE);
    expect(await findSessionByCookie(handle.db, token)).toBeNull();
    const left = await handle.db.selectFrom("sessions").select("id").where("user_id", "=", staffId).execute();
    expect(left).toEqual([]);
  });

  it("ends a staff session 12 hours after login whatever the activity", async () => {
    const { token } = await createWebSession(handle.db, { id: staffId, usertype: USERTYPE.editor }, false);
    const row = await handle.db.selectFrom("sessions").select(["id", "created_at", "expires_at"]).orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(12 * 60 * MINUTE);
    await handle.db.updateTable("sessions").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", row.id).execute();
    expect(await findSessionByCookie(handle.db, token)).toBeNull();
  });

  it("keeps a remembered member for 30 days, and a browser-session member for a day at most", async () => {
    const remembered = await createWebSession(handle.db, { id: memberId, usertype: USERTYPE.member }, true);
    expect(remembered.maxAgeSeconds).toBe(30 * 24 * 3600);
    await age(remembered.token, 10 * 24 * 60 * MINUTE);
    expect((await findSessionByCookie(handle.db, remembered.token))?.viewer.role).toBe("member");

    const browser = await createWebSession(handle.db, { id: memberId, usertype: USERTYPE.member }, false);
    expect(browser.maxAgeSeconds).toBeNull();
    await age(browser.token, 13 * 60 * MINUTE);
    expect(await findSessionByCookie(handle.db, browser.token)).toBeNull();
  });

  it("expires access tokens after 15 minutes; a refresh token works once", async () => {
    const login = await createApiLogin(handle.db, { id: memberId, usertype: USERTYPE.member });
    expect(login.expiresIn).toBe(15 * 60);
    expect((await findSessionByAccessToken(handle.db, login.token))?.viewer.id).toBe(memberId);
    await handle.db.updateTable("access_tokens").set({ expires_at: new Date(Date.now() - 1).toISOString() }).execute();
    expect(await findSessionByAccessToken(handle.db, login.token)).toBeNull();

    const next = await refreshApiLogin(handle.db, login.refreshToken);
    expect((await findSessionByAccessToken(handle.db, next.token))?.viewer.id).toBe(memberId);
    await expect(refreshApiLogin(handle.db, login.refreshToken)).rejects.toMatchObject({ status: 401 });
    // The replay ended the whole login.
    expect(await findSessionByAccessToken(handle.db, next.token)).toBeNull();
    await expect(refreshApiLogin(handle.db, next.refreshToken)).rejects.toMatchObject({ status: 401 });
  });

  it("stores only hashes of tokens", async () => {
    const { token } = await createWebSession(handle.db, { id: memberId, usertype: USERTYPE.member }, false);
    const login = await createApiLogin(handle.db, { id: memberId, usertype: USERTYPE.member });
    const dump = JSON.stringify([
      await handle.db.selectFrom("sessions").selectAll().execute(),
      await handle.db.selectFrom("access_tokens").selectAll().execute(),
      await handle.db.selectFrom("refresh_tokens").selectAll().execute(),
    ]);
    for (const secret of [token, login.token, login.refreshToken]) expect(dump).not.toContain(secret);
  });

  it("sweeps ended sessions, expired access tokens and refresh tokens of ended logins, and nothing alive", async () => {
    const count = async () => ({
      sessions: Number((await handle.db.selectFrom("sessions").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n),
      access: Number((await handle.db.selectFrom("access_tokens").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n),
      refresh: Number((await handle.db.selectFrom("refresh_tokens").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n),
    });
    await handle.db.deleteFrom("sessions").execute();
    const alive = await createApiLogin(handle.db, { id: memberId, usertype: USERTYPE.member });
    const ended = await createApiLogin(handle.db, { id: staffId, usertype: USERTYPE.editor });
    const web = await createWebSession(handle.db, { id: memberId, usertype: USERTYPE.member }, true);
    // A rotated login: its first access token has run out, the second is alive.
    const rotated = await refreshApiLogin(handle.db, alive.refreshToken);
    await handle.db
      .updateTable("access_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", hashToken(alive.token))
      .execute();
    // The staff login passed its 12 hours.
    const endedId = (await findSessionByAccessToken(handle.db, ended.token))!.sessionId;
    await handle.db.updateTable("sessions").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", endedId).execute();
    expect(await count()).toEqual({ sessions: 3, access: 3, refresh: 3 });

    expect(await sweepExpiredSessions(handle.db)).toEqual({ sessions: 1, accessTokens: 2, refreshTokens: 1 });

    expect(await count()).toEqual({ sessions: 2, access: 1, refresh: 2 });
    expect((await findSessionByAccessToken(handle.db, rotated.token))?.viewer.id).toBe(memberId);
    expect((await findSessionByCookie(handle.db, web.token))?.viewer.id).toBe(memberId);
    // A later sweep finds nothing more; a sweep "in a month" removes the rest.
    expect(await sweepExpiredSessions(handle.db)).toEqual({ sessions: 0, accessTokens: 0, refreshTokens: 0 });
    expect(await sweepExpiredSessions(handle.db, new Date(Date.now() + 31 * 24 * 60 * MINUTE))).toEqual({ sessions: 2, accessTokens: 1, refreshTokens: 2 });
    expect(await count()).toEqual({ sessions: 0, access: 0, refresh: 0 });
  });
});
