import { describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { hasStays, hotelNumbers, nightlyShares, periodNights, previousYearOf, type StayFacts } from "./hotel-numbers";
import { SCENARIO_CLOSURE, SCENARIO_EXPECTED, SCENARIO_LAST_YEAR_STAY, SCENARIO_LAST_YEAR_TOTALS, SCENARIO_PERIOD, SCENARIO_ROOM_TYPES, SCENARIO_STAYS, type ScenarioStay } from "./report-scenario";
import { monthOf, periodOf, ReportQuerySchema } from "./schema";

const factsOf = (stay: ScenarioStay): StayFacts => ({ ...stay, bookedOn: hotelDate(new Date(stay.bookedAt)) });

/** The rooms in service each night, counted by hand from the scenario's room types and closure. */
function inServiceByHand(period: { from: string; to: string }, withClosure: boolean): Map<string, number> {
  return new Map(
    periodNights(period).map((night) => {
      const closed = withClosure && SCENARIO_CLOSURE.startDate <= night && night < SCENARIO_CLOSURE.endDate;
      return [night, SCENARIO_ROOM_TYPES.reduce((sum, type) => sum + (closed && type.key === SCENARIO_CLOSURE.room ? 0 : type.inventory), 0)];
    }),
  );
}

describe("the hotel's numbers (DECISIONS §11)", () => {
  it("gives the figures worked by hand for a week with stays across its edges, cancellations, a no-show and a closure (report-scenario.ts)", () => {
    const numbers = hotelNumbers(SCENARIO_PERIOD, SCENARIO_STAYS.map(factsOf), inServiceByHand(SCENARIO_PERIOD, true));
    expect(numbers).toEqual(SCENARIO_EXPECTED);
    // The nights add up to the period, and the channels to the rooms sold.
    expect(numbers.days.reduce((sum, day) => sum + day.roomRevenue, 0)).toBe(numbers.totals.roomRevenue);
    expect(numbers.channels.reduce((sum, channel) => sum + channel.roomNights, 0)).toBe(numbers.totals.roomNightsSold);
  });

  it("gives the year before its own figures, and says whether a period had any stay", () => {
    const period = previousYearOf(SCENARIO_PERIOD);
    expect(period).toEqual({ from: "2030-03-28", to: "2030-04-03" });
    const last = hotelNumbers(period, [factsOf(SCENARIO_LAST_YEAR_STAY)], inServiceByHand(period, false));
    expect(last.totals).toEqual(SCENARIO_LAST_YEAR_TOTALS);
    expect(hasStays(last)).toBe(true);
    expect(hasStays(hotelNumbers(period, [], inServiceByHand(period, false)))).toBe(false);
    // A period with only a cancellation still had a stay to compare.
    expect(hasStays(hotelNumbers(period, [{ ...factsOf(SCENARIO_LAST_YEAR_STAY), status: "cancelled" }], inServiceByHand(period, false)))).toBe(true);
  });

  it("spreads a price over its nights in whole kwacha that add up to it", () => {
    expect(nightlyShares(400_001, 4)).toEqual([100_001, 100_000, 100_000, 100_000]);
    expect(nightlyShares(100, 3)).toEqual([34, 33, 33]);
    expect(nightlyShares(2, 3)).toEqual([1, 1, 0]);
    expect(nightlyShares(500, 0)).toEqual([]);
  });

  it("has no ratio where there is nothing to divide by, and always lists the site's own channel", () => {
    const empty = hotelNumbers({ from: "2031-01-01", to: "2031-01-02" }, [], new Map());
    expect(empty.totals).toMatchObject({ roomNightsInService: 0, roomNightsSold: 0, roomRevenue: 0, occupancyPercent: null, adr: null, revpar: null, averageLeadTimeDays: null, averageLengthOfStay: null });
    expect(empty.channels).toEqual([{ channel: "direct", stays: 0, roomNights: 0, roomRevenue: 0, sharePercent: null }]);
    expect(empty.days.map((day) => day.date)).toEqual(["2031-01-01", "2031-01-02"]);
  });

  it("counts a leap day a year back as 28 February", () => {
    expect(previousYearOf({ from: "2028-02-01", to: "2028-02-29" })).toEqual({ from: "2027-02-01", to: "2027-02-28" });
  });

  it("reads the period from the query: both dates, one, or this month; refuses a backwards or too long one", () => {
    expect(monthOf("2026-02-14")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthOf("2028-02-03")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthOf("2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    const parse = (query: Record<string, string>) => ReportQuerySchema.safeParse(query);
    const period = (query: Record<string, string>) => {
      const parsed = parse(query);
      if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
      return periodOf(parsed.data, "2026-11-29");
    };
    expect(period({})).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(period({ from: "", to: "" })).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(period({ from: "2026-10-10" })).toEqual({ from: "2026-10-10", to: "2026-10-31" });
    expect(period({ to: "2026-10-10" })).toEqual({ from: "2026-10-01", to: "2026-10-10" });
    expect(period({ from: "2026-01-01", to: "2026-12-31" })).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    const issues = (query: Record<string, string>) => {
      const parsed = parse(query);
      return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
    };
    expect(issues({ from: "2026-11-10", to: "2026-11-09" })).toEqual([["to", "To must be on or after From"]]);
    expect(issues({ from: "2026-01-01", to: "2027-01-02" })).toEqual([["to", "A report covers at most 366 nights; please choose a shorter period"]]);
    expect(issues({ from: "2026-02-30" })).toEqual([["from", "From must be a date (YYYY-MM-DD)"]]);
  });
});
