import { describe, expect, it } from "vitest";
import { type InLanguage, plainText, textIn, withTranslationInPlace } from "~/platform/records/translations";

type Bar = { id: number; name: string; message: string; note: string | null };

const english: Bar = { id: 1, name: "Bush Bar", message: "Sundowners by the pool.", note: null };
const translated: InLanguage<Bar> = {
  ...english,
  translation: { language: "ny", texts: { name: "Malo Omwera a Kutchire" }, untranslated: ["message"] },
};

describe("textIn: a record's text as a page in a language shows it", () => {
  it("gives the Chichewa version on a Chichewa page, unmarked", () => {
    expect(textIn(translated, "name", "ny")).toEqual({ text: "Malo Omwera a Kutchire" });
  });

  it("falls back to the English text marked lang=en where a field has no version", () => {
    expect(textIn(translated, "message", "ny")).toEqual({ text: "Sundowners by the pool.", lang: "en" });
    // A record read in English (no versions at all) falls back the same way.
    expect(textIn(english, "name", "ny")).toEqual({ text: "Bush Bar", lang: "en" });
  });

  it("gives the English text, unmarked, on an English page, whatever versions the record has", () => {
    expect(textIn(translated, "name", "en")).toEqual({ text: "Bush Bar" });
    expect(textIn(translated, "message", "en")).toEqual({ text: "Sundowners by the pool." });
  });

  it("gives null when neither language has any text, and an empty version counts as none", () => {
    expect(textIn(translated, "note", "ny")).toBeNull();
    expect(textIn(english, "note", "en")).toBeNull();
    const emptyVersion: InLanguage<Bar> = { ...english, translation: { language: "ny", texts: { name: "" }, untranslated: ["message"] } };
    expect(textIn(emptyVersion, "name", "ny")).toEqual({ text: "Bush Bar", lang: "en" });
  });

  it("reads as plain text where only a string fits (an alt text)", () => {
    expect(plainText(textIn(translated, "message", "ny"))).toBe("Sundowners by the pool.");
    expect(plainText(null)).toBe("");
    expect(plainText("Pool")).toBe("Pool");
  });
});

describe("withTranslationInPlace: a record as the API answers it", () => {
  it("puts the versions in place of the English fields and names those that fell back", () => {
    expect(withTranslationInPlace(translated)).toEqual({ id: 1, name: "Malo Omwera a Kutchire", message: "Sundowners by the pool.", note: null, untranslated: ["message"] });
  });

  it("answers an English record as it is", () => {
    expect(withTranslationInPlace(english)).toEqual(english);
  });
});
