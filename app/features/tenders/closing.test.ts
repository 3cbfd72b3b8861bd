import { describe, expect, it } from "vitest";
import { closingCountdown, formatClosing, formatClosingShort, formatPosted, isClosed, nextClosing } from "./closing";

const now = Date.parse("2027-01-10T10:00:00.000Z");
const inHours = (hours: number) => new Date(now + hours * 3_600_000).toISOString();

describe("a tender's closing, as bidders read it", () => {
  it("counts days while two or more remain, then hours, then says Closed", () => {
    expect(closingCountdown(inHours(24 * 12 + 5), now)).toBe("Closes in 12 days");
    expect(closingCountdown(inHours(48), now)).toBe("Closes in 2 days");
    expect(closingCountdown(inHours(47.9), now)).toBe("Closes in 47 hours");
    expect(closingCountdown(inHours(1.5), now)).toBe("Closes in 1 hour");
    expect(closingCountdown(inHours(0.2), now)).toBe("Closes in less than an hour");
    expect(closingCountdown(inHours(0), now)).toBe("Closed");
    expect(isClosed(inHours(0), now)).toBe(true);
    expect(isClosed(inHours(0.01), now)).toBe(false);
  });

  it("names the closing moment on Lilongwe's clock", () => {
    expect(formatClosing("2027-01-12T10:00:00.000Z")).toBe("Tuesday 12 January 2027 at 12:00 (Lilongwe time)");
    expect(formatClosingShort("2027-01-12T21:59:00.000Z")).toBe("12 Jan 2027, 23:59");
  });

  it("says the same in Chichewa, with the month and weekday in full", () => {
    expect(closingCountdown(inHours(24 * 12 + 5), now, "ny")).toBe("Itseka pakatha masiku 12");
    expect(closingCountdown(inHours(47.9), now, "ny")).toBe("Itseka pakatha maola 47");
    expect(closingCountdown(inHours(1.5), now, "ny")).toBe("Itseka pakatha ola 1");
    expect(closingCountdown(inHours(0.2), now, "ny")).toBe("Itseka pasanathe ola limodzi");
    expect(closingCountdown(inHours(0), now, "ny")).toBe("Yatsekedwa");
    expect(formatClosing("2027-01-12T10:00:00.000Z", "ny")).toBe("Lachiwiri 12 Januwale 2027 pa 12:00 (nthawi ya ku Lilongwe)");
    expect(formatClosingShort("2027-01-12T21:59:00.000Z", "ny")).toBe("12 Januwale 2027, 23:59");
    expect(formatPosted("2027-03-02T23:30:00.000Z", "ny")).toBe("3 Malichi 2027");
    expect(formatPosted("2027-03-02T23:30:00.000Z")).toBe("3 March 2027");
  });

  it("finds the next closing ahead", () => {
    expect(nextClosing([inHours(-1), inHours(5), inHours(3)], now)).toBe(now + 3 * 3_600_000);
    expect(nextClosing([inHours(-1)], now)).toBeNull();
  });
});
