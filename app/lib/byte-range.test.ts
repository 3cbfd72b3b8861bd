import { describe, expect, it } from "vitest";
import { parseRange } from "./byte-range";

describe("byte ranges", () => {
  it("reads one range, open-ended and suffix ranges, clamping the end to the file", () => {
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange(" Bytes = 0 - 9 ", 100)).toEqual({ start: 0, end: 9 });
  });

  it("calls a range past the end unsatisfiable, and leaves several, malformed or backwards ones to the whole file", () => {
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=-5", 0)).toBe("unsatisfiable");
    expect(parseRange("bytes=9-1", 100)).toBeNull();
    expect(parseRange("bytes=0-1,5-9", 100)).toBeNull();
    expect(parseRange("items=0-1", 100)).toBeNull();
    expect(parseRange("bytes=-", 100)).toBeNull();
    expect(parseRange(null, 100)).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
  });
});
