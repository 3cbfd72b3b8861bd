import { describe, expect, it } from "vitest";
import { departureOnCheckOut, frontDeskRefusal } from "~/features/reservations/front-desk-rules";

const stay = { arrival: "2026-12-10", departure: "2026-12-13" };

describe("the front desk's rules", () => {
  it("checks in and marks a no-show only from the arrival day", () => {
    expect(frontDeskRefusal("checkIn", stay, "2026-12-09")).toBe("beforeArrival");
    expect(frontDeskRefusal("noShow", stay, "2026-12-09")).toBe("beforeArrival");
    expect(frontDeskRefusal("checkIn", stay, "2026-12-10")).toBeNull();
    expect(frontDeskRefusal("noShow", stay, "2026-12-10")).toBeNull();
    // A late arrival is still checked in on a later night of the stay…
    expect(frontDeskRefusal("checkIn", stay, "2026-12-12")).toBeNull();
    // …but not once the stay's nights are over; a no-show can still be recorded then.
    expect(frontDeskRefusal("checkIn", stay, "2026-12-13")).toBe("afterDeparture");
    expect(frontDeskRefusal("noShow", stay, "2026-12-14")).toBeNull();
    expect(frontDeskRefusal("checkOut", stay, "2026-12-01")).toBeNull();
  });

  it("ends an early stay on the day the guest leaves, keeps the first night, and never lengthens a stay", () => {
    expect(departureOnCheckOut(stay, "2026-12-11")).toBe("2026-12-11");
    expect(departureOnCheckOut(stay, "2026-12-10")).toBe("2026-12-11");
    expect(departureOnCheckOut(stay, "2026-12-13")).toBe("2026-12-13");
    expect(departureOnCheckOut(stay, "2026-12-15")).toBe("2026-12-13");
  });
});
