import { describe, expect, it } from "vitest";
import { contentDisposition } from "./serve-file.server";
import { downloadNameFor } from "./stored-file";

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
