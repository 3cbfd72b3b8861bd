import { describe, expect, it } from "vitest";
import { ROOM_FALLBACK_DESCRIPTIONS } from "~/features/rooms/components/room-descriptions";
import { DEFAULT_GYM_TEXT } from "~/features/wellness/wellness-hours";
import { experienceWords } from "./experience-catalog";
import { villaWords } from "./villa-catalog";

/* The pages' catalogues repeat two texts SPEC fixes elsewhere; in English they must stay the same words. */
describe("texts the Experiences and Villas pages share with other pages", () => {
  it("the gym's description without a record is SPEC §4's", () => {
    expect(experienceWords.t("en", "gymDefault")).toBe(DEFAULT_GYM_TEXT);
  });

  it("the villa's description without a record is the room type's", () => {
    expect(villaWords.t("en", "fallbackDescription")).toBe(ROOM_FALLBACK_DESCRIPTIONS["Presidential Villa"]);
  });

  it("counts the villas in both languages", () => {
    expect(villaWords.t("en", "heroTitle", { count: 16 })).toBe("16 presidential villas");
    expect(villaWords.t("en", "heroTitle", { count: 1 })).toBe("1 presidential villa");
    expect(villaWords.t("ny", "heroTitle", { count: 16 })).toBe("Ma villa a Presidential okwana 16");
  });
});
