import { describe, expect, it } from "vitest";
import { closingCountdown, formatClosing, formatClosingShort, isClosed, nextClosing } from "./closing";

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

  it("finds the next closing ahead", () => {
    expect(nextClosing([inHours(-1), inHours(5), inHours(3)], now)).toBe(now + 3 * 3_600_000);
    expect(nextClosing([inHours(-1)], now)).toBeNull();
  });
});
