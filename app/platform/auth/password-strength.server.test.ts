import { describe, expect, it } from "vitest";
import { estimatePasswordStrength, MIN_PASSWORD_SCORE, personalWords } from "./password-strength.server";
import { PasswordSchema } from "~/platform/auth/password-rules";
import { translations as en } from "@zxcvbn-ts/language-en";

describe("password strength (ASVS V6.2, DECISIONS §3)", () => {
  it.each(["Aaaaaaa1!", "Abcdefg1!", "Aa1!Aa1!", "Password1!", "Password123!", "P@ssw0rd1", "Umodzi2026!", "Lilongwe2026!"])(
    "refuses %j although it passes SPEC's character rules",
    async (password) => {
      expect(PasswordSchema.safeParse(password).success).toBe(true);
      const { score, refusal } = await estimatePasswordStrength(password);
      expect(score).toBeLessThan(MIN_PASSWORD_SCORE);
      expect(refusal).toMatch(/^This password is too easy to guess(: [^.]+)?\. \S.*$/);
    },
  );

  it.each(["Zikomo-Kwambiri-77", "Gold-Teal-Lilongwe-2026!", "Mwaswera bwanji 2 Zikomo!", "Ńdimakonda Malaŵi 7 ✓"])("accepts %j", async (password) => {
    expect((await estimatePasswordStrength(password)).refusal).toBeNull();
  });

  it("says what is wrong and how to do better", async () => {
    const { refusal } = await estimatePasswordStrength("Password1!");
    expect(refusal).toBe("This password is too easy to guess: this is similar to a commonly used password. Add more words that are less common.");
  });

  it("gives the advice in Chichewa for a Chichewa page, with no English left in it", async () => {
    const { refusal } = await estimatePasswordStrength("Password1!", {}, "ny");
    expect(refusal).toBe(
      "Mawu achinsinsi awa ndi osavuta kuwaganizira: awa akufanana ndi mawu achinsinsi ogwiritsidwa ntchito ndi anthu ambiri. Onjezani mawu ena osadziwika kwambiri.",
    );
    // The English is unchanged, though one estimator serves both languages.
    expect((await estimatePasswordStrength("Password1!")).refusal).toMatch(/^This password is too easy to guess: this is similar/);
    const english = Object.values(en.warnings).concat(Object.values(en.suggestions));
    for (const password of ["Aaaaaaa1!", "Abcdefg1!", "Aa1!Aa1!", "Qwertyui1!", "Lilongwe2026!", "Chikondi1990!", "Drowssap1!"]) {
      const advice = (await estimatePasswordStrength(password, { name: "Chikondi Mwale" }, "ny")).refusal;
      expect(advice, password).toMatch(/^Mawu achinsinsi awa ndi osavuta kuwaganizira/);
      for (const sentence of english) expect(advice, password).not.toContain(sentence.replace(/\.$/, "").toLowerCase().slice(1));
    }
  });

  it("counts the account's own name and email as guessable", async () => {
    const account = { name: "Chikondi Mwale", email: "chikondi.mwale@example.com" };
    expect(personalWords(account)).toEqual(expect.arrayContaining(["chikondi", "mwale", "chikondi.mwale"]));
    const alone = await estimatePasswordStrength("Chikondi2026!");
    const asOwner = await estimatePasswordStrength("Chikondi2026!", account);
    expect(asOwner.score).toBeLessThan(alone.score);
    expect(asOwner.refusal).not.toBeNull();
  });
});
