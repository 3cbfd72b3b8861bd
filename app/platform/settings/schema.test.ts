import { describe, expect, it } from "vitest";
import { SiteSettingsInputSchema } from "~/platform/settings/schema";
import { DEFAULT_ALL_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { fieldWords } from "~/platform/forms/field-words";
import { settingsStaffWords } from "~/platform/settings/settings-words";

const errorsOf = (change: Record<string, unknown>) => {
  const result = SiteSettingsInputSchema.safeParse({ ...DEFAULT_ALL_SITE_SETTINGS, ...change });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("site settings schema", () => {
  it("accepts the defaults", () => {
    expect(errorsOf({})).toEqual([]);
  });

  it("takes only http(s) addresses without credentials or hidden characters, or nothing", () => {
    for (const ok of ["", "https://tour.example/360?hotel=1", "http://maps.example/embed"]) expect(errorsOf({ virtualTourUrl: ok })).toEqual([]);
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "tour.example", "https://a:b@tour.example", "https://tour.exa\nmple", "https:// tour.example"]) {
      expect(errorsOf({ virtualTourUrl: bad }), bad).toEqual([`virtualTourUrl: ${fieldWords.msg("urlInvalid")}`]);
    }
  });

  it("takes whole numbers from a form or JSON and refuses blanks, fractions and coercions", () => {
    expect(SiteSettingsInputSchema.parse({ ...DEFAULT_ALL_SITE_SETTINGS, villaCount: "14" }).villaCount).toBe(14);
    for (const bad of ["", "1.5", "-1", true, "0x10"]) expect(errorsOf({ villaCount: bad }), String(bad)).toEqual([`villaCount: ${settingsStaffWords.t("en", "villaCountInvalid")}`]);
    expect(errorsOf({ vipSpecialsDiscountPercent: 101 })).toEqual([`vipSpecialsDiscountPercent: ${settingsStaffWords.t("en", "percentInvalid")}`]);
  });

  it("takes an exchange rate in kwacha per dollar, blank for none, and refuses anything not a positive number", () => {
    const rate = (value: unknown) => SiteSettingsInputSchema.parse({ ...DEFAULT_ALL_SITE_SETTINGS, exchangeRateMwkPerUsd: value }).exchangeRateMwkPerUsd;
    expect(rate("1750")).toBe(1750);
    expect(rate(" 1,734.50 ")).toBe(1734.5);
    expect(rate(1750.25)).toBe(1750.25);
    for (const none of ["", "  ", null, undefined]) expect(rate(none), String(none)).toBeNull();
    for (const bad of ["0", 0, "-1750", -1, "abc", "1750.125", 1750.125, "1e3", true, "12345678"]) {
      expect(errorsOf({ exchangeRateMwkPerUsd: bad }), String(bad)).toEqual([`exchangeRateMwkPerUsd: ${settingsStaffWords.t("en", "exchangeRateInvalid")}`]);
    }
  });
});
