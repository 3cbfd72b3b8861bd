import { describe, expect, it } from "vitest";
import { applicationMailto, applicationSubject } from "./vacancy-application";

describe("applying for a vacancy by email", () => {
  it("names the vacancy and its reference in the subject", () => {
    expect(applicationSubject({ id: 12, name: "Front Office Manager" })).toBe("Application: Front Office Manager (ref. V-12)");
  });

  it("writes a mailto: address whose subject a mail app reads back exactly, ampersands and all", () => {
    const href = applicationMailto("careers@hotel.example", { id: 7, name: "Chef de Partie & Pastry" });
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("careers@hotel.example");
    expect(url.search).not.toContain("+");
    expect(url.searchParams.get("subject")).toBe("Application: Chef de Partie & Pastry (ref. V-7)");
    expect(url.searchParams.get("body")).toContain("ref. V-7");
  });
});
