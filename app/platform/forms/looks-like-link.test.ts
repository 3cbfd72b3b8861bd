import { describe, expect, it } from "vitest";
import { looksLikeLink } from "./schema-fields";

describe("a name that could show as a link (decision 052)", () => {
  it("finds schemes, www., email addresses and domain-like words", () => {
    for (const text of ["https://evil.example", "http://x.y", "Prize at www.evil.example", "evil.example/claim", "evil.example", "Visit evil.co.uk now", "winner@evil.example", "ftp://files"]) {
      expect(looksLikeLink(text), text).toBe(true);
    }
  });

  it("lets ordinary names through, initials, apostrophes and hyphens included", () => {
    for (const text of ["Tiwonge Phiri", "J. R. Banda", "Dr. Chikondi Mwale-Phiri", "Ng'ambi O'Neill", "St. John", "Mr.T", "Chisomo (Chichi) Banda"]) {
      expect(looksLikeLink(text), text).toBe(false);
    }
  });
});
