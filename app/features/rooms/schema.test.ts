import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/field-errors";
import { roomFiltersOf } from "./room-filters";
import { RoomInputSchema, RoomItemInputSchema } from "./schema";
import { roomsStaffWords } from "~/features/rooms/rooms-staff-words";
import { fieldStaffWords } from "~/platform/forms/fields-staff-words";

describe("room input", () => {
  it("trims the name and defaults the fee to 0", () => {
    expect(RoomInputSchema.parse({ name: "  Classic King " })).toEqual({ name: "Classic King", fee: 0 });
    expect(RoomInputSchema.parse({ name: "Classic King", fee: "" }).fee).toBe(0);
    expect(RoomInputSchema.parse({ name: "Classic King", fee: "125000" }).fee).toBe(125000);
  });

  it.each([["-1"], ["12.5"], ["abc"], [-3]])("refuses fee %j", (fee) => {
    expect(RoomInputSchema.safeParse({ name: "X", fee }).error?.issues[0]?.message).toBe(fieldStaffWords.t("en", "feeInvalid"));
  });

  it("requires a non-blank name", () => {
    expect(RoomInputSchema.safeParse({ name: "   " }).error?.issues[0]?.message).toBe(roomsStaffWords.t("en", "roomRequired"));
    expect(RoomInputSchema.safeParse({}).error?.issues[0]?.message).toBe(roomsStaffWords.t("en", "roomRequired"));
  });

  it("requires a room and an item name for room items", () => {
    const result = RoomItemInputSchema.safeParse({ name: "", itemName: " " });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({ name: [roomsStaffWords.t("en", "roomRequired")], itemName: [roomsStaffWords.t("en", "itemNameRequired")] });
  });
});

describe("home filter chips", () => {
  const english = (names: string[]) => names.map((name) => ({ name, title: { text: name } }));

  it("are SPEC's buttons for SPEC's room types, and Executive matches Executive Suite", () => {
    const chips = roomFiltersOf(english(["Classic King", "Classic Twin", "Executive Suite", "Presidential Suite"]), "All Rooms");
    expect(chips.map((f) => f.label.text)).toEqual(["All Rooms", "Classic King", "Classic Twin", "Executive", "Presidential Suite"]);
    expect(chips.map((f) => f.slug)).toEqual(["all", "classic-king", "classic-twin", "executive", "presidential-suite"]);
    expect(chips.find((f) => f.label.text === "Executive")?.matches).toBe("Executive Suite");
  });

  it("give a new room type its own chip, once, whatever its spelling", () => {
    const chips = roomFiltersOf(english(["Classic King", "Garden Suite", "Suite à l'Étage"]), "All Rooms");
    expect(chips.map((f) => [f.slug, f.matches])).toEqual([
      ["all", null],
      ["classic-king", "Classic King"],
      ["garden-suite", "Garden Suite"],
      ["suite-a-l-etage", "Suite à l'Étage"],
    ]);
  });

  it("name each room type as the page's language does, marking an English fallback", () => {
    const chips = roomFiltersOf(
      [
        { name: "Classic King", title: { text: "Chipinda cha Mfumu" } },
        { name: "Executive Suite", title: { text: "Executive Suite", lang: "en" as const } },
      ],
      "Zipinda Zonse",
    );
    expect(chips.map((f) => f.label)).toEqual([{ text: "Zipinda Zonse" }, { text: "Chipinda cha Mfumu" }, { text: "Executive Suite", lang: "en" }]);
    expect(chips[1]!.slug).toBe("classic-king");
  });
});
