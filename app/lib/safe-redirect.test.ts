import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safe redirects", () => {
  it("keeps paths on this site, with their query and fragment", () => {
    expect(safeRedirectPath("/room?tab=view#top")).toBe("/room?tab=view#top");
    expect(safeRedirectPath("/dashboard")).toBe("/dashboard");
  });

  it.each([
    "//evil.example/phish",
    "/\t/evil.example/phish",
    "/%09/evil.example",
    "/\n/x",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example/",
    "http:/evil.example",
    "evil.example",
    "",
    "/./\t/evil.example",
  ])("refuses %j", (target) => {
    const result = safeRedirectPath(target, "/fallback");
    // Percent-encoded tabs stay a harmless path on this site; everything else falls back.
    if (target === "/%09/evil.example") expect(result).toBe("/%09/evil.example");
    else expect(result).toBe("/fallback");
  });

  it("never returns anything a browser would read as another host", () => {
    for (const target of ["/%2F%2Fevil.example", "/..//evil.example", "/.//evil.example"]) {
      const result = safeRedirectPath(target, "/fallback");
      expect(new URL(result, "https://hotel.example").origin).toBe("https://hotel.example");
    }
  });
});
