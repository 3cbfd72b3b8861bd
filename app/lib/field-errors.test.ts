import { z } from "zod";
import { describe, expect, it } from "vitest";
import { FORM_ERRORS_KEY, fieldErrorsOf } from "./field-errors";

function errorsOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected the input to be refused");
  return fieldErrorsOf(result.error);
}

describe("zod issues as field errors", () => {
  it("lists each field's messages in the schema's order, and only fields with a problem", () => {
    const schema = z.object({
      name: z.string().min(1, "Name is required"),
      code: z.string().min(4, "Too short").regex(/^\d+$/, "Digits only"),
      note: z.string().optional(),
    });
    const errors = errorsOf(schema, { name: "", code: "ab" });
    expect(errors).toEqual({ name: ["Name is required"], code: ["Too short", "Digits only"] });
    expect(Object.keys(errors)).toEqual(["name", "code"]);
  });

  it("puts a refinement on a field under that field", () => {
    const schema = z
      .object({ password: z.string(), password_confirmation: z.string() })
      .refine((v) => v.password === v.password_confirmation, { message: "Passwords do not match", path: ["password_confirmation"] });
    expect(errorsOf(schema, { password: "a", password_confirmation: "b" })).toEqual({ password_confirmation: ["Passwords do not match"] });
  });

  it("keeps a problem with the input as a whole under its own key, after the fields'", () => {
    const schema = z.object({ a: z.string(), b: z.string() }).refine((v) => v.a !== v.b, "a and b must differ");
    expect(errorsOf(schema, { a: "x", b: "x" })).toEqual({ [FORM_ERRORS_KEY]: ["a and b must differ"] });
    expect(errorsOf(z.string({ error: "Text please" }), 42)).toEqual({ [FORM_ERRORS_KEY]: ["Text please"] });
    const mixed = fieldErrorsOf(
      new z.ZodError([
        { code: "custom", path: [], message: "Please check the form", input: {} },
        { code: "custom", path: ["a"], message: "A is required", input: undefined },
      ]),
    );
    expect(mixed).toEqual({ a: ["A is required"], [FORM_ERRORS_KEY]: ["Please check the form"] });
    expect(Object.keys(mixed)).toEqual(["a", FORM_ERRORS_KEY]);
  });

  it("gives nothing for an error without issues", () => {
    expect(fieldErrorsOf(new z.ZodError([]))).toEqual({});
  });

  it("files a nested problem under its top-level field, the form control's name", () => {
    const schema = z.object({ rooms: z.array(z.object({ name: z.string().min(1, "Room name is required") })) });
    expect(errorsOf(schema, { rooms: [{ name: "ok" }, { name: "" }] })).toEqual({ rooms: ["Room name is required"] });
  });
});
