import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, groupSecret, hotp, matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from "~/platform/auth/totp.server";

// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890", codes of 8 digits.
const SEED = Buffer.from("12345678901234567890");
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(RFC_VECTORS)("gives the RFC 6238 SHA-1 code at T=%i", (seconds, code) => {
    expect(hotp(SEED, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it("gives the RFC 6238 SHA-256 and SHA-512 codes too (the HMAC step is general)", () => {
    expect(hotp(Buffer.from("12345678901234567890123456789012"), totpStep(59_000), 8, "sha256")).toBe("46119246");
    expect(hotp(Buffer.from("1234567890".repeat(6) + "1234"), totpStep(59_000), 8, "sha512")).toBe("90693936");
  });

  it("gives RFC 4226's HOTP codes (6 digits) for counters 0 to 3", () => {
    expect([0, 1, 2, 3].map((c) => hotp(SEED, c))).toEqual(["755224", "287082", "359152", "969429"]);
  });

  it("round-trips base32 and reads it as apps show it (spaces, lower case)", () => {
    const secret = base32Encode(SEED);
    expect(secret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode(groupSecret(secret).toLowerCase())?.equals(SEED)).toBe(true);
    expect(groupSecret(secret)).toBe("GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ");
    expect(base32Decode("not base32!")).toBeNull();
    const fresh = newTotpSecret();
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(fresh)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(fresh);
  });

  it("accepts a code one step either side of now and no further", () => {
    const secret = base32Encode(SEED);
    const now = 1_111_111_111_000;
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, now), { now })).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - 30_000), { now })).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + 30_000), { now })).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, now - 60_000), { now })).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now + 60_000), { now })).toBeNull();
    // Spaces as some apps show the code are fine; anything but six digits is not.
    const code = totpCode(secret, now);
    expect(matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, { now })).toBe(step);
    expect(matchTotp(secret, code.slice(0, 5), { now })).toBeNull();
    expect(matchTotp(secret, `${code}0`, { now })).toBeNull();
  });

  it("refuses a code already used (replay) and any older one, while it is still inside the window", () => {
    const secret = base32Encode(SEED);
    const now = 1_234_567_890_000;
    const step = totpStep(now);
    const code = totpCode(secret, now);
    expect(matchTotp(secret, code, { now, lastUsedStep: step })).toBeNull();
    expect(matchTotp(secret, code, { now: now + 20_000, lastUsedStep: step })).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now - 30_000), { now, lastUsedStep: step })).toBeNull();
    // The next step's code is new and works.
    expect(matchTotp(secret, totpCode(secret, now + 30_000), { now, lastUsedStep: step })).toBe(step + 1);
  });

  it("builds the otpauth:// address with the hotel as issuer", () => {
    const uri = otpauthUri({ secret: "JBSWY3DPEHPK3PXP", account: "thoko@hotel.test", issuer: "Umodzi Park Hotel & Convention Centre" });
    expect(uri.startsWith("otpauth://totp/Umodzi%20Park%20Hotel%20%26%20Convention%20Centre:thoko%40hotel.test?")).toBe(true);
    const params = new URL(uri).searchParams;
    expect(params.get("secret")).toBe("JBSWY3DPEHPK3PXP");
    expect(params.get("issuer")).toBe("Umodzi Park Hotel & Convention Centre");
    expect([params.get("algorithm"), params.get("digits"), params.get("period")]).toEqual(["SHA1", "6", "30"]);
  });
});
