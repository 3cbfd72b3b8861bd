import { describe, expect, it } from "vitest";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { ConferenceRoomInputSchema } from "~/features/conference-rooms/schema";

describe("conference room schema", () => {
  const base = { name: "Banqueting Hall", fee: "main", capacity: "480 m²" };

  it("reads a layout capacity as a number, blank or null as 'not offered', absent as 'unchanged'", () => {
    expect(ConferenceRoomInputSchema.parse({ ...base, cinema: "1500", banquet: "", cocktail: null })).toMatchObject({ cinema: 1500, banquet: null, cocktail: null });
    expect(ConferenceRoomInputSchema.parse(base).classroom).toBeUndefined();
  });

  it("gives the form whole-number limits for each layout", () => {
    expect(formLimitsOf(ConferenceRoomInputSchema).u_shape).toEqual({ required: false, min: 1, max: 100_000 });
  });
});
