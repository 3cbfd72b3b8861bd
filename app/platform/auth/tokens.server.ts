import { createHash, randomBytes } from "node:crypto";

/** 256 bits of randomness, URL-safe. Stored only as sha256 so a database leak grants nothing. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
