import { describe, expect, it } from "vitest";
import { vacancyReference } from "./vacancy-application";

describe("a vacancy's reference", () => {
  it("is its number after V-", () => {
    expect(vacancyReference(12)).toBe("V-12");
  });
});
