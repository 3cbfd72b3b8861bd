import { describe, expect, it } from "vitest";
import { lineText, MAX_RECORD_ID, multilineText, parseRecordId, wholeNumber } from "./schema-fields";

describe("strict input fields", () => {
  const fee = wholeNumber({ message: "Rate must be a whole number", min: 0, max: 1000 }).default(0);

  it("reads whole numbers from JSON numbers and form digits, blank as the default", () => {
    expect(fee.parse(12)).toBe(12);
    expect(fee.parse(" 42 ")).toBe(42);
    expect(fee.parse("")).toBe(0);
    expect(fee.parse(undefined)).toBe(0);
  });

  it.each([true, false, [], [1], null, {}, "0x10", "1e3", "12.5", 12.5, "abc", Number.NaN, Infinity, -1, 1001])(
    "refuses %j instead of coercing it",
    (value) => {
      const result = fee.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Rate must be a whole number");
    },
  );

  it("refuses control characters in text, keeping newlines where lines are allowed", () => {
    const name = lineText({ required: "Name is required", max: 20 });
    expect(name.parse("  Bush Bar ")).toBe("Bush Bar");
    expect(name.safeParse("Bush\u0000Bar").success).toBe(false);
    expect(name.safeParse("Bush\nBar").success).toBe(false);
    expect(name.safeParse("   ").error?.issues[0]?.message).toBe("Name is required");
    const message = multilineText({ max: 100 });
    expect(message.parse("Happy hour\n5–7 pm")).toBe("Happy hour\n5–7 pm");
    expect(message.safeParse("Happy\u0007hour").success).toBe(false);
  });

  it("keeps record ids within the database's integer key", () => {
    expect(parseRecordId("1")).toBe(1);
    expect(parseRecordId(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
    for (const raw of ["0", "-1", "2147483648", "99999999999", "1.5", "01", "1e3", " 1", "", undefined, null]) {
      expect(parseRecordId(raw)).toBeNull();
    }
  });
});
