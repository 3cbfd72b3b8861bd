import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { Env } from "~/platform/runtime/env.server";
import { cookieHeader, type LoginOnlyCookie, readLoginOnlyCookie } from "~/platform/auth/session-cookie.server";

/**
 * OWASP's "device cookies": a browser that has signed in to an account carries a cookie that
 * names the account and this one device, signed with a server key. Its sign-ins are counted
 * against that device alone, so failures from elsewhere (someone guessing the account's
 * password from other addresses) never lock its owner out
 * (docs/decisions/038-limits-and-device-cookies.md).
 *
 * The value is `v1.<account id>.<device id>.<HMAC-SHA256>`; it carries nothing secret and
 * grants nothing by itself: the password (and code) are still needed.
 */
export const DEVICE_COOKIE = "device" satisfies LoginOnlyCookie;
export const SECURE_DEVICE_COOKIE = "__Host-device" satisfies LoginOnlyCookie;

/** How long a browser stays known after its last sign-in; each sign-in issues a fresh cookie. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
const VERSION = "v1";
const DEVICE_ID_BYTES = 16;
const KEY_BYTES = 32;
/** The name of the stored key in `server_keys` (only without SECRETS_KEY). */
const STORED_KEY_NAME = "device-cookie";

function deviceCookieName(env: Pick<Env, "PUBLIC_URL">): LoginOnlyCookie {
  return env.PUBLIC_URL?.startsWith("https://") ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;
}

/** The device cookie this request carries (read only by the sign-in actions), or null. */
export function readDeviceCookie(request: Request, env: Pick<Env, "PUBLIC_URL">): string | null {
  return readLoginOnlyCookie(request, deviceCookieName(env));
}

/** Signs and checks device cookies; the first key signs, every key is accepted (a key change). */
export class DeviceCookies {
  private readonly keys: readonly Buffer[];

  constructor(keys: readonly Buffer[]) {
    if (keys.length === 0 || keys.some((key) => key.length < KEY_BYTES)) throw new Error("device cookies need a key of 32 bytes or more");
    this.keys = keys;
  }

  private signature(key: Buffer, payload: string): Buffer {
    return createHmac("sha256", key).update(payload).digest();
  }

  /** A fresh cookie value naming `accountId` and a new device. */
  issue(accountId: number): string {
    const payload = `${VERSION}.${accountId}.${randomBytes(DEVICE_ID_BYTES).toString("base64url")}`;
    return `${payload}.${this.signature(this.keys[0]!, payload).toString("base64url")}`;
  }

  /**
   * The device's id when `value` is a cookie we signed naming `accountId`; null for anything
   * else (absent, malformed, forged, signed under a forgotten key, another account's).
   */
  deviceOf(value: string | null | undefined, accountId: number | null): string | null {
    if (!value || accountId === null || value.length > 200) return null;
    const parts = value.split(".");
    if (parts.length !== 4) return null;
    const [version, account, device, signature] = parts as [string, string, string, string];
    if (version !== VERSION || account !== String(accountId) || !/^[A-Za-z0-9_-]{22}$/.test(device)) return null;
    // Compared as text: base64url decoding ignores a last character's spare bits, so comparing
    // decoded bytes would take several spellings of one signature.
    const given = Buffer.from(signature);
    const payload = `${version}.${account}.${device}`;
    const signed = this.keys.some((key) => {
      const expected = Buffer.from(this.signature(key, payload).toString("base64url"));
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    return signed ? device : null;
  }

  /** The Set-Cookie value that gives this browser a device cookie for `accountId`. */
  setCookie(env: Pick<Env, "PUBLIC_URL">, accountId: number): string {
    return cookieHeader(env, deviceCookieName(env), this.issue(accountId), DEVICE_COOKIE_MAX_AGE_SECONDS);
  }
}

const deriveKey = (secretsKey: string) => Buffer.from(hkdfSync("sha256", secretsKey, "", "hotel device cookie v1", KEY_BYTES));

/**
 * The keys device cookies are signed with, the same on every server of one installation:
 * derived from SECRETS_KEY when it is set (with SECRETS_KEY_PREVIOUS still accepted during a
 * key change), which lives outside the database and its backups. Without it, a random key is
 * made once and kept in `server_keys`, so servers sharing the database share it; whoever can
 * read the database could then sign device cookies, which only spares them the per-account
 * count (the per-address and per-device limits still hold) — set SECRETS_KEY to avoid it.
 */
export async function loadDeviceCookies(db: Kysely<Database>, env: Pick<Env, "SECRETS_KEY" | "SECRETS_KEY_PREVIOUS">): Promise<DeviceCookies> {
  if (env.SECRETS_KEY !== undefined) {
    return new DeviceCookies([deriveKey(env.SECRETS_KEY), ...(env.SECRETS_KEY_PREVIOUS === undefined ? [] : [deriveKey(env.SECRETS_KEY_PREVIOUS)])]);
  }
  // Servers starting together: the first insert wins and everyone reads the winner's key.
  await db
    .insertInto("server_keys")
    .values({ name: STORED_KEY_NAME, value: randomBytes(KEY_BYTES).toString("base64url"), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const stored = await db.selectFrom("server_keys").select("value").where("name", "=", STORED_KEY_NAME).executeTakeFirstOrThrow();
  return new DeviceCookies([Buffer.from(stored.value, "base64url")]);
}
