import { describe, expect, it } from "vitest";
import { lazily } from "./lazily";

describe("lazily", () => {
  it("makes the value on first use only, and keeps it", () => {
    let made = 0;
    const value = lazily(() => ({ n: ++made }));
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });
});
