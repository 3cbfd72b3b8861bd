import { beforeAll, describe, expect, it } from "vitest";
import { migratedTestDatabase } from "../../../tests/support/test-database";
import { createLiveCredentials, withoutCredentials } from "./live-credentials.server";
import { USERTYPE } from "./roles";
import { createApiLogin, createWebSession, revokeSessionsOf } from "./sessions.server";
import { newToken } from "./tokens.server";

const env = { PUBLIC_URL: undefined };
const page = (headers: Record<string, string>) => new Request("http://hotel.test/booking", { headers });

describe("live credentials (docs/decisions/051-fair-renders.md)", () => {
  const handle = migratedTestDatabase("live-credentials");
  let memberId: number;

  beforeAll(async () => {
    const now = new Date().toISOString();
    memberId = (
      await handle.db
        .insertInto("users")
        .values({ name: "Thoko", email: "thoko@hotel.test", password_hash: "x", usertype: USERTYPE.member, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  });

  it("knows a live session cookie and bearer, and nothing made up, malformed or ended", async () => {
    const credentials = createLiveCredentials(handle.db, env);
    const { token: sid } = await createWebSession(handle.db, { id: memberId, usertype: USERTYPE.member }, false);
    const { token: bearer } = await createApiLogin(handle.db, { id: memberId, usertype: USERTYPE.member });
    expect(await credentials.namesALogin(page({ cookie: `sid=${sid}` }))).toBe(true);
    expect(await credentials.namesALogin(page({ authorization: `Bearer ${bearer}` }))).toBe(true);
    expect(await credentials.namesALogin(page({ cookie: "sid=x" }))).toBe(false);
    expect(await credentials.namesALogin(page({ cookie: `sid=${newToken()}` }))).toBe(false);
    expect(await credentials.namesALogin(page({ cookie: `two_step=${newToken()}` }))).toBe(false);
    expect(await credentials.namesALogin(page({ authorization: `Bearer ${newToken()}` }))).toBe(false);
    expect(await credentials.namesALogin(page({ authorization: "Basic dGhva286cGFzcw==" }))).toBe(false);
    // As the pages read it: a bearer, live or not, speaks for the request before the cookie.
    expect(await credentials.namesALogin(page({ authorization: `Bearer ${newToken()}`, cookie: `sid=${sid}` }))).toBe(false);
    await revokeSessionsOf(handle.db, memberId);
    expect(await credentials.namesALogin(page({ cookie: `sid=${sid}` }))).toBe(false);
    expect(await credentials.namesALogin(page({ authorization: `Bearer ${bearer}` }))).toBe(false);
  });

  it("looks a dead token up once a minute at most, and never remembers a live one", async () => {
    let clock = Date.now();
    const credentials = createLiveCredentials(handle.db, env, () => clock);
    const junk = newToken();
    expect(await credentials.namesALogin(page({ cookie: `sid=${junk}` }))).toBe(false);
    const { token: sid } = await createWebSession(handle.db, { id: memberId, usertype: USERTYPE.member }, false);
    expect(await credentials.namesALogin(page({ cookie: `sid=${sid}` }))).toBe(true);
    await revokeSessionsOf(handle.db, memberId);
    // Ended since: looked up again, not taken from memory.
    expect(await credentials.namesALogin(page({ cookie: `sid=${sid}` }))).toBe(false);
    clock += 61_000;
    expect(await credentials.namesALogin(page({ cookie: `sid=${junk}` }))).toBe(false);
  });

  it("takes the credentials off a request and keeps every other cookie", () => {
    const bare = withoutCredentials(page({ cookie: "lang=ny; sid=abc; currency=USD; two_step=def", authorization: "Bearer x" }));
    expect(bare.headers.get("authorization")).toBeNull();
    expect(bare.headers.get("cookie")).toBe("lang=ny; currency=USD");
    expect(withoutCredentials(page({ cookie: "sid=abc" })).headers.get("cookie")).toBeNull();
    expect(bare.url).toBe("http://hotel.test/booking");
  });
});
