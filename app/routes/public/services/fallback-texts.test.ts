import { describe, expect, it } from "vitest";
import { DEFAULT_GYM_TEXT } from "~/features/wellness/wellness-hours";
import { catalogueSource } from "../../../../tests/support/catalogue-source";

const wellness = catalogueSource("routes/public/services/wellness.messages.json");

describe("SPEC's fallback texts in the service pages' catalogues", () => {
  it("keep SPEC's English word for word (the Chichewa sits beside it)", () => {
    expect(wellness.en.defaultGymText).toBe(DEFAULT_GYM_TEXT);
  });
});
