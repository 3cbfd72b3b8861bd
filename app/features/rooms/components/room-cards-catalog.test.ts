import { describe, expect, it } from "vitest";
import { ROOM_FALLBACK_DESCRIPTIONS } from "~/features/rooms/components/room-descriptions";
import { roomFallbackDescription } from "~/features/rooms/room-fallbacks";

describe("room types' fallback descriptions", () => {
  it("say in English exactly what SPEC's list says, and have a Chichewa of their own", () => {
    for (const [name, english] of Object.entries(ROOM_FALLBACK_DESCRIPTIONS)) {
      expect(roomFallbackDescription(name, "en"), name).toBe(english);
      expect(roomFallbackDescription(name, "ny"), name).not.toBe(english);
    }
    expect(roomFallbackDescription("Garden Cottage", "ny")).toBeUndefined();
  });
});
