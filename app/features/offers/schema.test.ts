import { describe, expect, it } from "vitest";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { FestiveFieldsSchema, FestiveInputSchema, PromotionInputSchema } from "~/features/offers/schema";
import { offersStaffWords } from "~/features/offers/offers-words";
import { fieldStaffWords } from "~/platform/forms/fields-staff-words";

describe("offer schemas", () => {
  it("stores the typed name when Other is chosen, and the chosen one otherwise", () => {
    expect(FestiveInputSchema.parse({ name: "Other", otherName: " Diwali ", fee: "100", message: "m" })).toEqual({ name: "Diwali", fee: 100, message: "m" });
    expect(FestiveInputSchema.parse({ name: "Christmas", otherName: "Diwali", fee: 100, message: "m" })).toEqual({ name: "Christmas", fee: 100, message: "m" });
    expect(FestiveInputSchema.parse({ name: "Christmas", otherName: "", fee: "0", message: "m" })).toEqual({ name: "Christmas", fee: 0, message: "m" });
  });

  it("asks for the typed name when Other is chosen without one", () => {
    const result = FestiveInputSchema.safeParse({ name: "Other", otherName: "  ", fee: "100", message: "m" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["otherName", offersStaffWords.t("en", "otherNameRequired")]]);
  });

  it("says a blank rate is required and a bad one is not whole kwacha", () => {
    const issues = (fee: unknown) => PromotionInputSchema.safeParse({ name: "Winter", fee, message: "m" }).error?.issues.map((i) => i.message);
    expect(issues("  ")).toEqual([offersStaffWords.t("en", "feeRequired")]);
    expect(issues(undefined)).toEqual([offersStaffWords.t("en", "feeRequired")]);
    expect(issues("1.5")).toEqual([fieldStaffWords.t("en", "feeInvalid")]);
    expect(issues(true)).toEqual([fieldStaffWords.t("en", "feeInvalid")]);
    expect(issues("120000")).toBeUndefined();
  });

  it("gives the forms their constraints: rate required, the Other name optional", () => {
    const limits = formLimitsOf(FestiveFieldsSchema);
    expect(limits.fee).toEqual({ required: true, min: 0, max: 100_000_000 });
    expect(limits.otherName).toEqual({ required: false, maxLength: 100 });
    expect(limits.name?.required).toBe(true);
  });
});
