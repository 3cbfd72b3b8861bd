import { describe, expect, it } from "vitest";
import { createSecretBox, isSealed, SecretBoxError } from "./secret-box.server";

const KEY = "correct horse battery staple, Lilongwe 2026";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

describe("secret box (SECRETS_KEY)", () => {
  it("seals so that nothing of the secret shows, differently each time, and opens again", () => {
    const box = createSecretBox(KEY);
    const once = box.seal(SECRET);
    const twice = box.seal(SECRET);
    expect(isSealed(once)).toBe(true);
    expect(once).not.toContain(SECRET);
    expect(once).not.toBe(twice);
    expect(box.open(once)).toBe(SECRET);
    expect(box.open(twice)).toBe(SECRET);
  });

  it("reads a value stored before the key was set as it is", () => {
    expect(createSecretBox(KEY).open(SECRET)).toBe(SECRET);
  });

  it("refuses a value sealed under another key, a tampered one, and a sealed one without a key", () => {
    const sealed = createSecretBox(KEY).seal(SECRET);
    expect(() => createSecretBox(`${KEY}!`).open(sealed)).toThrow(SecretBoxError);
    const bytes = Buffer.from(sealed.slice("enc1:".length), "base64url");
    bytes[bytes.length - 1]! ^= 1; // one bit of the ciphertext
    const flipped = "enc1:" + bytes.toString("base64url");
    expect(() => createSecretBox(KEY).open(flipped)).toThrow(SecretBoxError);
    expect(() => createSecretBox(undefined).open(sealed)).toThrow(SecretBoxError);
  });

  it("during a key change opens what the previous key sealed, and says it needs sealing again", () => {
    const old = createSecretBox(KEY).seal(SECRET);
    const changing = createSecretBox(`${KEY}, the new one`, KEY);
    expect(changing.open(old)).toBe(SECRET);
    expect(changing.needsSealing(old)).toBe(true);
    const resealed = changing.seal(SECRET);
    expect(changing.needsSealing(resealed)).toBe(false);
    expect(createSecretBox(`${KEY}, the new one`).open(resealed)).toBe(SECRET);
    expect(() => createSecretBox(KEY).open(resealed)).toThrow(SecretBoxError);
    expect(changing.needsSealing(SECRET)).toBe(true);
  });

  it("without a key stores values as they are", () => {
    const box = createSecretBox(undefined);
    expect(box.keyed).toBe(false);
    expect(box.seal(SECRET)).toBe(SECRET);
    expect(box.open(SECRET)).toBe(SECRET);
  });
});
