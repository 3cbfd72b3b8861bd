import { describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { LoyaltyCorrectionInputSchema, LoyaltySpendInputSchema } from "~/features/loyalty/schema";
import { loyaltyStaffWords } from "~/features/loyalty/loyalty-staff-words";

const spend = (amount: unknown) => LoyaltySpendInputSchema.safeParse({ userId: 7, amount, receiptRef: "R-1", spentOn: hotelDate() });

describe("a loyalty amount, as staff copy it off a receipt", () => {
  it.each([
    ["1234500", 1_234_500],
    ["1,234,500", 1_234_500],
    ["1 234 500", 1_234_500],
    [" 1,234,500 ", 1_234_500],
    ["1\u00a0234\u00a0500", 1_234_500],
    ["1\u202f234\u202f500", 1_234_500],
    ["25,500", 25_500],
    ["999", 999],
    [25_500, 25_500],
  ])("reads %j as %d kwacha", (typed, kwacha) => {
    const result = spend(typed);
    expect(result.success).toBe(true);
    expect(result.data?.amount).toBe(kwacha);
  });

  it.each(["12,34", "1,2345", "1234,500", ",500", "1,234,", "1,234.50", "1.234.500", "1,234 500", "1,,234", "-1,000", "MWK 1,000", "1_000", "0", "1,000,000,001"])(
    "refuses %j with the amount's message, not another number",
    (typed) => {
      const result = spend(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([loyaltyStaffWords.t("en", "loyaltyAmountInvalid")]);
    },
  );

  it("says a blank amount is required, separators or not", () => {
    for (const blank of ["", "   ", undefined]) expect(spend(blank).error?.issues[0]?.message).toBe(loyaltyStaffWords.t("en", "loyaltyAmountRequired"));
  });

  it("reads a correction's right amount the same way, 0 included", () => {
    expect(LoyaltyCorrectionInputSchema.parse({ correctedAmount: "1,000,000", reason: "Wrong receipt" }).correctedAmount).toBe(1_000_000);
    expect(LoyaltyCorrectionInputSchema.parse({ correctedAmount: "0", reason: "Wrong member" }).correctedAmount).toBe(0);
  });
});
