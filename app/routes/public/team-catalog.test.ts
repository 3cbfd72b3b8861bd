import { describe, expect, it } from "vitest";
import { MANAGEMENT_POSITIONS, MANAGEMENT_TIERS, positionTitle } from "~/features/management-team/positions";
import { POSITION_KEYS, TIER_KEYS, teamWords } from "./team-catalog";

describe("the management team's titles", () => {
  it("reads in English exactly as positionTitle writes each position", () => {
    for (const position of MANAGEMENT_POSITIONS) expect(teamWords.t("en", POSITION_KEYS[position])).toBe(positionTitle(position));
  });

  it("has every tier of the page, in English as MANAGEMENT_TIERS names it", () => {
    for (const tier of MANAGEMENT_TIERS) expect(teamWords.t("en", TIER_KEYS[tier.title]!)).toBe(tier.title);
  });

  it("has a Chichewa title for each", () => {
    for (const position of MANAGEMENT_POSITIONS) expect(teamWords.t("ny", POSITION_KEYS[position])).not.toBe(positionTitle(position));
  });
});
