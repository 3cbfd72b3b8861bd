import { describe, expect, it } from "vitest";
import { declaredSettingsMap } from "~/platform/settings/declared-settings";
import { FEATURE_DEFAULTS } from "~/platform/settings/site-settings";

describe("the features' setting defaults public pages carry", () => {
  it("are the declarations' defaults, every one, in the declarations' order", () => {
    const declared = declaredSettingsMap((setting) => setting.default);
    expect(Object.entries(FEATURE_DEFAULTS)).toEqual(Object.entries(declared));
  });
});
