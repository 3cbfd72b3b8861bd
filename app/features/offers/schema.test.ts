import { describe, expect, it } from "vitest";
import { staffMessages } from "~/lib/staff-messages";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { FestiveFieldsSchema, FestiveInputSchema, PromotionInputSchema } from "~/features/offers/schema";

describe("offer schemas", () => {
  it("stores the typed name when Other is chosen, and the chosen one otherwise", () => {
    expect(FestiveInputSchema.parse({ name: "Other", otherName: " Diwali ", fee: "100", message: "m" })).toEqual({ name: "Diwali", fee: 100, message: "m" });
    expect(FestiveInputSchema.parse({ name: "Christmas", otherName: "Diwali", fee: 100, message: "m" })).toEqual({ name: "Christmas", fee: 100, message: "m" });
    expect(FestiveInputSchema.parse({ name: "Christmas", otherName: "", fee: "0", message: "m" })).toEqual({ name: "Christmas", fee: 0, message: "m" });
  });

  it("asks for the typed name when Other is chosen without one", () => {
    const result = FestiveInputSchema.safeParse({ name: "Other", otherName: "  ", fee: "100", message: "m" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["otherName", staffMessages.otherNameRequired]]);
  });

  it("says a blank rate is required and a bad one is not whole kwacha", () => {
    const issues = (fee: unknown) => PromotionInputSchema.safeParse({ name: "Winter", fee, message: "m" }).error?.issues.map((i) => i.message);
    expect(issues("  ")).toEqual([staffMessages.feeRequired]);
    expect(issues(undefined)).toEqual([staffMessages.feeRequired]);
    expect(issues("1.5")).toEqual([staffMessages.feeInvalid]);
    expect(issues(true)).toEqual([staffMessages.feeInvalid]);
    expect(issues("120000")).toBeUndefined();
  });

  it("gives the forms their constraints: rate required, the Other name optional", () => {
    const limits = formLimitsOf(FestiveFieldsSchema);
    expect(limits.fee).toEqual({ required: true, min: 0, max: 100_000_000 });
    expect(limits.otherName).toEqual({ required: false, maxLength: 100 });
    expect(limits.name?.required).toBe(true);
  });
});
