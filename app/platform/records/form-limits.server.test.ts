import { z } from "zod";
import { describe, expect, it } from "vitest";
import { lineText, multilineText, wholeNumber } from "~/lib/schema-fields";
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
});
