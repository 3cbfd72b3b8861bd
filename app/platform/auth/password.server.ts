import { hash, verify } from "@node-rs/argon2";

// DECISIONS §3: argon2id, at least 19 MiB, t=2, p=1 (the OWASP baseline).
// `algorithm: 2` is Argon2id (the library exports it as a const enum, unusable with isolated modules).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize("NFC"), ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password.normalize("NFC"));
  } catch {
    return false;
  }
}

/** Verified against when an email is unknown, so a miss costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-account-password");
  await verifyPassword(await dummyHash, password);
}
