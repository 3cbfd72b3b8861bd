import { describe, expect, it } from "vitest";
import { LAYOUTS } from "~/features/conference-rooms/conference-room-choices";
import { conferenceCatalog, layoutKey } from "./conference-catalog";

describe("the seating layouts' names", () => {
  it("read in English as the back-office names them, and in Chichewa on Chichewa pages", () => {
    for (const layout of LAYOUTS) {
      expect(conferenceCatalog.t("en", layoutKey(layout.key))).toBe(layout.label);
      expect(conferenceCatalog.t("ny", layoutKey(layout.key)).length).toBeGreaterThan(0);
    }
    expect(conferenceCatalog.t("ny", layoutKey("classroom"))).toBe("Kalasi");
  });
});
