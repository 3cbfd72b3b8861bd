import { z } from "zod";
import { describe, expect, it } from "vitest";
import { lineText, multilineText, wholeNumber } from "~/platform/forms/schema-fields";
import { LoginSchema } from "~/platform/auth/schema";
import { formLimitsOf } from "./form-limits.server";

describe("form limits from the schema", () => {
  it("reads required, lengths and ranges through defaults and preprocessing", () => {
    const schema = z.object({
      name: lineText({ required: "Name is required", max: 80 }),
      message: multilineText({ required: "Message is required", max: 2000 }),
      note: multilineText({ max: 500 }).optional(),
      fee: wholeNumber({ message: "Rate", min: 0, max: 1000 }).default(0),
    });
    expect(formLimitsOf(schema)).toEqual({
      name: { required: true, maxLength: 80 },
      message: { required: true, maxLength: 2000 },
      note: { required: false, maxLength: 500 },
      fee: { required: false, min: 0, max: 1000 },
    });
  });

  it("reads a pipe's limits from what the form sends, and a transform's from its input", () => {
    const schema = z.object({
      email: z.string().trim().min(1, "Email is required").max(254, "Email is not valid").pipe(z.email("Email is not valid")),
      code: z.string().max(6).transform((v) => v.toUpperCase()),
      remember: z.union([z.boolean(), z.literal("on")]).optional().transform((v) => v === true || v === "on"),
    });
    expect(formLimitsOf(schema)).toEqual({
      email: { required: true, maxLength: 254 },
      code: { required: false, maxLength: 6 },
      remember: { required: false },
    });
  });

  it("gives the login form its email and password limits", () => {
    expect(formLimitsOf(LoginSchema)).toEqual({
      email: { required: true, maxLength: 254 },
      password: { required: true, maxLength: 1024 },
      remember: { required: false },
    });
  });
});
