import { afterEach, beforeEach, expect, vi } from "vitest";

// An error logged during a test is a bug the assertions missed: fail the test on it.
let spy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  spy = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = spy.mock.calls.map((args) => args.map(String).join(" "));
  spy.mockRestore();
  expect(calls, "console.error was called").toEqual([]);
});
