import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/field-errors";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { ContactInputSchema } from "./schema";
import { adminWords } from "~/components/admin/admin-words";
import { fieldWords } from "~/platform/forms/field-words";

describe("Contact Us input (SPEC §5)", () => {
  it("gives each blank field its own message, one list per field", () => {
    const result = ContactInputSchema.safeParse({ name: " ", email: "", phonenumber: "", message: "" });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({
      name: [fieldWords.msg("contactNameRequired")],
      email: [fieldWords.msg("emailRequired")],
      phonenumber: [fieldWords.msg("phoneRequired")],
      message: [adminWords.msg("messageRequired")],
    });
  });

  it("hands the form its HTML constraints: all four required, each as long as the schema allows", () => {
    expect(formLimitsOf(ContactInputSchema)).toEqual({
      name: { required: true, maxLength: 80 },
      email: { required: true, maxLength: 254 },
      phonenumber: { required: true, maxLength: 30 },
      message: { required: true, maxLength: 2000 },
    });
  });
});
