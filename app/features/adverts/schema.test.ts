import { describe, expect, it } from "vitest";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { AdvertInputSchema, AdvertUpdateSchema } from "~/features/adverts/schema";
import { advertsStaffWords } from "~/features/adverts/adverts-words";

describe("advert schemas", () => {
  it("leaves blank optional fields out, so SPEC's column defaults apply, and ignores user_id", () => {
    expect(AdvertInputSchema.parse({ title: " ", period: "2026-12-31", description: "", tag: "", rates: "", user_id: "7" })).toEqual({ period: "2026-12-31" });
  });

  it("accepts only real calendar dates as the stop date", () => {
    for (const period of ["2026-02-29", "31/12/2026", "2026-12-31T00:00:00Z", "2026-13-01"]) {
      expect(AdvertInputSchema.safeParse({ period }).error?.issues[0]?.message, period).toBe(advertsStaffWords.t("en", "periodInvalid"));
    }
    expect(AdvertInputSchema.safeParse({ period: "2028-02-29" }).success).toBe(true);
    expect(AdvertInputSchema.safeParse({}).error?.issues[0]?.message).toBe(advertsStaffWords.t("en", "periodRequired"));
  });

  it("needs a title on edit but not on add", () => {
    expect(formLimitsOf(AdvertInputSchema).title?.required).toBe(false);
    expect(formLimitsOf(AdvertUpdateSchema).title?.required).toBe(true);
    expect(AdvertUpdateSchema.safeParse({ title: "", period: "2026-12-31" }).error?.issues[0]?.message).toBe(advertsStaffWords.t("en", "titleRequired"));
  });
});

describe("advert stop date messages", () => {
  it("gives a blank date one message", () => {
    expect(AdvertInputSchema.safeParse({ period: " " }).error?.issues.map((i) => i.message)).toEqual([advertsStaffWords.t("en", "periodRequired")]);
  });
});
