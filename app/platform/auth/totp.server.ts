import { randomBytes } from "node:crypto";
import { HOTP, Secret, TOTP } from "otpauth";

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as authenticator apps
 * compute them: HMAC-SHA-1, 30-second steps, 6 digits. The codes and base32 come from
 * `otpauth`; what is ours is the policy around them: the window, replay refusal, the secret's
 * size and how it is shown.
 */
const TOTP_STEP_SECONDS = 30;
const TOTP_DIGITS = 6;
/** Steps accepted either side of now: a phone clock a little off, or a code typed as it changed. */
const TOTP_WINDOW = 1;

const TOTP_SETTINGS = { algorithm: "SHA1", digits: TOTP_DIGITS, period: TOTP_STEP_SECONDS } as const;

/** A copy of the bytes as the ArrayBuffer `Secret` takes (a Node Buffer may sit in a shared pool). */
const secretOf = (bytes: Uint8Array) => new Secret({ buffer: new Uint8Array(bytes).buffer });

export function base32Encode(bytes: Uint8Array): string {
  return secretOf(bytes).base32;
}

/** Decodes base32 as apps show it: case, spaces, dashes and padding are ignored. Null when not base32. */
export function base32Decode(text: string): Buffer | null {
  try {
    return Buffer.from(Secret.fromBase32(text.replace(/[\s=-]/g, "")).bytes);
  } catch {
    return null;
  }
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
  return HOTP.generate({ secret: secretOf(key), counter, digits, algorithm: algorithm.toUpperCase() });
}

/** The 30-second step a moment falls in. */
export function totpStep(timeMs: number): number {
  return TOTP.counter({ period: TOTP_STEP_SECONDS, timestamp: timeMs });
}

function secretFromBase32(secret: string): Secret | null {
  const key = base32Decode(secret);
  return key ? secretOf(key) : null;
}

/** The code an authenticator app shows at `timeMs` for a base32 secret. */
export function totpCode(secret: string, timeMs: number = Date.now()): string {
  const key = secretFromBase32(secret);
  if (!key) throw new Error("The secret is not base32");
  return TOTP.generate({ ...TOTP_SETTINGS, secret: key, timestamp: timeMs });
}

/**
 * The step a 6-digit code matches, within ±1 step of now, and only if it is later than
 * `lastUsedStep`: a code that has been accepted once (and any older one) is refused even while
 * it is still on the phone's screen. Null when it matches none. The caller stores the step.
 */
export function matchTotp(secret: string, code: string, options: { now?: number; lastUsedStep?: number | null } = {}): number | null {
  const key = secretFromBase32(secret);
  const typed = code.replace(/\s/g, "");
  if (!key || !/^\d{6}$/.test(typed)) return null;
  const now = options.now ?? Date.now();
  // Candidates are compared in constant time by the library.
  const delta = TOTP.validate({ ...TOTP_SETTINGS, secret: key, token: typed, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return options.lastUsedStep == null || step > options.lastUsedStep ? step : null;
}

/** The otpauth:// address an authenticator app reads (Key Uri Format), the hotel's name as issuer. */
export function otpauthUri({ secret, account, issuer }: { secret: string; account: string; issuer: string }): string {
  const key = secretFromBase32(secret);
  if (!key) throw new Error("The secret is not base32");
  return new TOTP({ ...TOTP_SETTINGS, secret: key, issuer, label: account }).toString();
}
