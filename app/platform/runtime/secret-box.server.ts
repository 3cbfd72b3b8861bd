import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** Marks a sealed value; a stored value without it was written before SECRETS_KEY was set. */
const SEALED = "enc1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored secret that cannot be opened with this process's SECRETS_KEY (or without one). */
export class SecretBoxError extends Error {}

/**
 * Seals secrets the server must read back (staff two-step secrets) before they are stored,
 * with AES-256-GCM under a key from SECRETS_KEY, which lives outside the database and its
 * backups: a leaked database or dump then gives no second factor away
 * (docs/decisions/024-two-step-sign-in.md).
 *
 * Without a key nothing is sealed, as before; values stored before the key was set are read
 * as they are (and sealed at start-up, see sealTwoStepSecrets).
 */
export interface SecretBox {
  /** True when SECRETS_KEY is set and values are sealed. */
  readonly keyed: boolean;
  seal(plain: string): string;
  /** The plain value; throws SecretBoxError when it was sealed under another key or no key is set. */
  open(stored: string): string;
  /**
   * True when a stored value should be sealed again: stored in clear before the key was set,
   * or sealed under SECRETS_KEY_PREVIOUS during a key change.
   */
  needsSealing(stored: string): boolean;
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED);
}

// The variable is a passphrase of 32+ characters; HKDF turns it into exactly 256 bits, and
// the label keeps this key apart from any other the same variable may one day derive.
const deriveKey = (secretsKey: string) => Buffer.from(hkdfSync("sha256", secretsKey, "", "hotel secret box v1", 32));

/** The plain value of a sealed one, or null when `key` is not the one it was sealed with. */
function openWith(key: Buffer, stored: string): string | null {
  const bytes = Buffer.from(stored.slice(SEALED.length), "base64url");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/**
 * `previousKey` (SECRETS_KEY_PREVIOUS) is only for a key change: values sealed under it still
 * open, and start-up seals them again under `secretsKey`; then it can be removed.
 */
export function createSecretBox(secretsKey: string | undefined, previousKey?: string): SecretBox {
  if (secretsKey === undefined) {
    return {
      keyed: false,
      seal: (plain) => plain,
      open: (stored) => {
        if (isSealed(stored)) throw new SecretBoxError("a stored secret is sealed, but SECRETS_KEY is not set");
        return stored;
      },
      needsSealing: () => false,
    };
  }
  const key = deriveKey(secretsKey);
  const previous = previousKey === undefined ? null : deriveKey(previousKey);
  return {
    keyed: true,
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const plain = openWith(key, stored) ?? (previous && openWith(previous, stored));
      if (plain === null) throw new SecretBoxError("a stored secret does not open with this SECRETS_KEY (nor SECRETS_KEY_PREVIOUS)");
      return plain;
    },
    needsSealing: (stored) => !isSealed(stored) || openWith(key, stored) === null,
  };
}
