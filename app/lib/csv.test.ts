import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "~/lib/csv";

describe("csv", () => {
  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const attack of ["=HYPERLINK(\"http://evil\")", "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(csvCell(attack).replace(/^"/, "").startsWith("'")).toBe(true);
    }
    expect(csvCell("Chikondi Banda")).toBe("Chikondi Banda");
    expect(csvCell("+265 999 123 456")).toBe("'+265 999 123 456");
  });

  it("quotes commas, quotes and line breaks, and leaves numbers alone", () => {
    expect(csvCell('Say "hi", please')).toBe('"Say ""hi"", please"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
  });

  it("writes a BOM, a header and CRLF rows", () => {
    expect(toCsv(["Email"], [["a@b.mw"], ["=1"]])).toBe("\uFEFFEmail\r\na@b.mw\r\n'=1\r\n");
  });
});
