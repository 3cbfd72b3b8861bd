import { describe, expect, it } from "vitest";
import { contentDisposition, parseRange } from "./serve-file.server";
import { downloadNameFor } from "./stored-file";

describe("byte ranges", () => {
  it("reads one range, open-ended and suffix ranges, clamping the end to the file", () => {
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
  });

  it("calls a range past the end or backwards unsatisfiable, and ignores what it does not honour", () => {
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=9-1", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-9", 100)).toBeNull();
    expect(parseRange("items=0-1", 100)).toBeNull();
    expect(parseRange(null, 100)).toBeNull();
  });
});

describe("download names", () => {
  it("are made from the record's name, without characters file systems refuse", () => {
    expect(downloadNameFor("Annual Report 2025", "pdf")).toBe("Annual Report 2025.pdf");
    expect(downloadNameFor('Tender: "Linen" / Towels', "pdf")).toBe("Tender Linen Towels.pdf");
    expect(downloadNameFor("...", "pdf")).toBe("download.pdf");
  });

  it("travel as plain ASCII and as UTF-8 in Content-Disposition", () => {
    expect(contentDisposition("attachment", "Annual Report 2025.pdf")).toBe(`attachment; filename="Annual Report 2025.pdf"; filename*=UTF-8''Annual%20Report%202025.pdf`);
    expect(contentDisposition("attachment", "Zikomo — Lilongwe.pdf")).toBe(`attachment; filename="Zikomo _ Lilongwe.pdf"; filename*=UTF-8''Zikomo%20%E2%80%94%20Lilongwe.pdf`);
  });
});
