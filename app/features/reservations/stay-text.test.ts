import { describe, expect, it } from "vitest";
import { nightsListText, partyText, stayDatesText, stayPriceText } from "~/features/reservations/stay-text";

describe("how a stay reads", () => {
  it("prices a stay in kwacha, and one without a rate as on request, never MWK 0", () => {
    expect(stayPriceText(1_040_000)).toBe("MWK 1,040,000");
    expect(stayPriceText(0)).toBe("on request");
    expect(stayPriceText(0, "price on request")).toBe("price on request");
  });

  it("names the nights with weekdays, the year once unless the stay crosses into a new one", () => {
    expect(stayDatesText("2026-12-10", "2026-12-12", 2)).toBe("Thu 10 Dec – Sat 12 Dec 2026 (2 nights)");
    expect(stayDatesText("2026-12-30", "2027-01-02", 3)).toBe("Wed 30 Dec 2026 – Sat 2 Jan 2027 (3 nights)");
    expect(stayDatesText("2026-03-01", "2026-03-02", 1)).toBe("Sun 1 Mar – Mon 2 Mar 2026 (1 night)");
  });

  it("counts the party", () => {
    expect(partyText(2, 1)).toBe("2 adults, 1 child");
    expect(partyText(1, 0)).toBe("1 adult");
    expect(partyText(3, 2)).toBe("3 adults, 2 children");
  });

  it("reads the same stay in Chichewa: full day and month names, the nights counted after the word", () => {
    expect(stayDatesText("2026-12-10", "2026-12-12", 2, "ny")).toBe("Lachinayi 10 Disembala – Loweruka 12 Disembala 2026 (mausiku 2)");
    expect(stayDatesText("2026-03-01", "2026-03-02", 1, "ny")).toBe("Lamulungu 1 Malichi – Lolemba 2 Malichi 2026 (usiku 1)");
    expect(partyText(2, 1, "ny")).toBe("akuluakulu 2, mwana 1");
    expect(partyText(1, 3, "ny")).toBe("wamkulu 1, ana 3");
  });

  it("names nights for staff in order, the year after each year's last, the rest counted", () => {
    expect(nightsListText(["2026-12-11", "2026-12-10"])).toBe("Thu 10 Dec and Fri 11 Dec 2026");
    expect(nightsListText(["2026-12-31", "2027-01-01"])).toBe("Thu 31 Dec 2026 and Fri 1 Jan 2027");
    expect(nightsListText(["2026-12-10"])).toBe("Thu 10 Dec 2026");
    expect(nightsListText(["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"], 2)).toBe("Tue 1 Dec, Wed 2 Dec 2026 and 2 more");
    expect(nightsListText([])).toBe("");
  });
});
