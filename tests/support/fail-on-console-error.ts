import { afterEach, beforeEach, expect, vi } from "vitest";
import { configureLog } from "~/platform/runtime/log.server";

// An error logged during a test is a bug the assertions missed: fail the test on it, whether it
// went to console.error or to the site's logger. The logger's other lines stay out of the output.
let spy: ReturnType<typeof vi.spyOn>;
let logged: string[] = [];
configureLog({ level: "error", write: (text) => logged.push(text) });

beforeEach(() => {
  spy = vi.spyOn(console, "error");
  logged = [];
});

afterEach(() => {
  const calls = spy.mock.calls.map((args) => args.map(String).join(" "));
  spy.mockRestore();
  expect(calls, "console.error was called").toEqual([]);
  const errors = logged.filter((line) => line.includes('"level":"error"'));
  expect(errors, "an error was logged").toEqual([]);
});
