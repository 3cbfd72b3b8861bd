import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrations } from "./migrations/index";

const folder = path.resolve(import.meta.dirname, "migrations");
/** Migration modules: `NNNN-what-it-does.ts` (helpers and tests beside them are not migrations). */
const files = readdirSync(folder)
  .filter((name) => /^\d+-.+\.ts$/.test(name) && !name.endsWith(".test.ts"))
  .map((name) => name.replace(/\.ts$/, ""));

/**
 * Pairs that share a number from before this rule. They stay as they are: a migration's name
 * is recorded in every database it ran on, so renaming one would run it again.
 */
const SHARED_BEFORE_THE_RULE = new Set([
  "0010-gallery-items",
  "0010-management-team-order",
  "0020-adverts",
  "0020-event-spaces",
  "0070-staff-accounts-and-audit-log",
  "0070-unique-room-names",
]);

describe("db/migrations", () => {
  // Two branches each adding "0180-..." both land, and the order the migrations run in is then
  // decided by the rest of their names rather than by whoever wrote them: a new migration takes
  // a number of its own.
  it("gives every new migration a number no other migration has", () => {
    const byNumber = new Map<string, string[]>();
    for (const name of files) {
      const number = name.slice(0, name.indexOf("-"));
      byNumber.set(number, [...(byNumber.get(number) ?? []), name]);
    }
    const clashes = [...byNumber.values()]
      .filter((names) => names.length > 1)
      .flatMap((names) => names.filter((name) => !SHARED_BEFORE_THE_RULE.has(name)).map((name) => `${name} shares its number with ${names.filter((n) => n !== name).join(", ")}`));
    expect(clashes).toEqual([]);
  });

  it("lists every migration file in index.ts, and nothing else", () => {
    expect(Object.keys(migrations).sort()).toEqual([...files].sort());
  });
});
