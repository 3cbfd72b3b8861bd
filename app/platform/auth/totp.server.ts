import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as authenticator apps
 * compute them: HMAC-SHA-1, 30-second steps, 6 digits. Only node:crypto, no dependency.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now: a phone clock a little off, or a code typed as it changed. */
export const TOTP_WINDOW = 1;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 as apps show it: case, spaces, dashes and padding are ignored. Null when not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.toUpperCase().replace(/[\s=-]/g, "");
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index === -1) return null;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The secret as people copy it: groups of four. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** RFC 4226 HOTP: the code for one counter value. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm: "sha1" | "sha256" | "sha512" = "sha1"): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, "0");
}

/** The 30-second step a moment falls in. */
export function totpStep(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS);
}

/** The code an authenticator app shows at `timeMs` for a base32 secret. */
export function totpCode(secret: string, timeMs: number = Date.now()): string {
  const key = base32Decode(secret);
  if (!key) throw new Error("The secret is not base32");
  return hotp(key, totpStep(timeMs));
}

/**
 * The step a 6-digit code matches, within ±1 step of now, and only if it is later than
 * `lastUsedStep`: a code that has been accepted once (and any older one) is refused even while
 * it is still on the phone's screen. Null when it matches none. The caller stores the step.
 */
export function matchTotp(secret: string, code: string, options: { now?: number; lastUsedStep?: number | null } = {}): number | null {
  const key = base32Decode(secret);
  const typed = code.replace(/\s/g, "");
  if (!key || !/^\d{6}$/.test(typed)) return null;
  const current = totpStep(options.now ?? Date.now());
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    // Every candidate is compared in constant time, and all of them are, whatever matches.
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(typed));
    if (same && matched === null && (options.lastUsedStep == null || step > options.lastUsedStep)) matched = step;
  }
  return matched;
}

/** The otpauth:// address an authenticator app reads (Key Uri Format), the hotel's name as issuer. */
export function otpauthUri({ secret, account, issuer }: { secret: string; account: string; issuer: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ secret, issuer, algorithm: "SHA1", digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${params.toString()}`;
}
