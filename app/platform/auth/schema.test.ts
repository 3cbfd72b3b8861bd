import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/field-errors";
import { LoginSchema, RegisterSchema } from "./schema";
import { PasswordSchema } from "~/platform/auth/password-rules";
import { authWords } from "~/platform/auth/auth-words";
import { fieldWords } from "~/platform/forms/field-words";

const firstError = (password: string) => PasswordSchema.safeParse(password).error?.issues[0]?.message;

describe("password rules (SPEC §5, DECISIONS §3)", () => {
  it.each([
    ["", authWords.msg("passwordRequired")],
    ["Ab1!", authWords.msg("passwordMin")],
    ["abcdefg1!", authWords.msg("passwordUpper")],
    ["ABCDEFG1!", authWords.msg("passwordLower")],
    ["Abcdefgh!", authWords.msg("passwordNumber")],
    ["Abcdefgh1", authWords.msg("passwordSpecial")],
    ["A".repeat(60) + "a".repeat(60) + "1!xxxxxxx", authWords.msg("passwordMax")],
  ])("%j → %s", (password, message) => {
    expect(firstError(password)).toBe(message);
  });

  it("accepts long passphrases with spaces and any script", () => {
    expect(PasswordSchema.safeParse("Mwaswera bwanji 2 Zikomo!").success).toBe(true);
    expect(PasswordSchema.safeParse("Ńdimakonda Malaŵi 7 ✓").success).toBe(true);
    expect(PasswordSchema.safeParse("x".repeat(120) + "Aa1 !").success).toBe(true);
  });
});

describe("registration schema", () => {
  const valid = { name: "Chisomo", email: " Chisomo@Example.COM ", password: "Zikomo-Kwambiri-77", password_confirmation: "Zikomo-Kwambiri-77" };

  it("normalises the email and ignores a usertype in the body", () => {
    const parsed = RegisterSchema.parse({ ...valid, usertype: 1 });
    expect(parsed.email).toBe("chisomo@example.com");
  });

  it("gives SPEC's messages", () => {
    const errorsOf = (input: Record<string, unknown>) => {
      const result = RegisterSchema.safeParse(input);
      return result.success ? {} : fieldErrorsOf(result.error);
    };
    const errors = errorsOf({ name: " ", email: "nope", password: valid.password, password_confirmation: "x" });
    expect(errors.name).toEqual([fieldWords.msg("nameRequired")]);
    expect(errors.email).toEqual([fieldWords.msg("emailInvalid")]);
    expect(errors.password_confirmation).toEqual([authWords.msg("passwordsDoNotMatch")]);
    expect(errorsOf({ ...valid, email: "" }).email).toEqual([fieldWords.msg("emailRequired")]);
  });

  it("reads Remember Me from a checkbox or JSON", () => {
    expect(LoginSchema.parse({ email: "a@b.mw", password: "x", remember: "on" }).remember).toBe(true);
    expect(LoginSchema.parse({ email: "a@b.mw", password: "x" }).remember).toBe(false);
    expect(LoginSchema.parse({ email: "a@b.mw", password: "x", remember: true }).remember).toBe(true);
  });
});
