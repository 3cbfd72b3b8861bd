import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "~/lib/field-errors";
import { ROOM_FILTERS } from "./room-types";
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

describe("home filter buttons", () => {
  it("are SPEC's five, and Executive matches Executive Suite", () => {
    expect(ROOM_FILTERS.map((f) => f.label)).toEqual(["All Rooms", "Classic King", "Classic Twin", "Executive", "Presidential Suite"]);
    expect(ROOM_FILTERS.find((f) => f.label === "Executive")?.matches).toBe("Executive Suite");
  });
});
