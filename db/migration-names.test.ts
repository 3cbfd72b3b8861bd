import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, migrationIndexSource, migrationNames } from "./migration-index";
import { migrations } from "./migrations/index";

/** Migration modules: `NNNN-what-it-does.ts` (helpers and tests beside them are not migrations). */
const files = migrationNames();

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

  it("lists every migration file in index.ts, in order, and nothing else", () => {
    expect(Object.keys(migrations)).toEqual(files);
  });

  // Nobody keeps the list by hand: after adding a migration, `npm run db:migration-index`.
  it("has index.ts as `npm run db:migration-index` writes it from the folder", () => {
    expect(readFileSync(path.join(MIGRATIONS_FOLDER, "index.ts"), "utf8"), "run npm run db:migration-index").toBe(migrationIndexSource(files));
  });

  it("writes an index that follows the files' names, not the order they were added in", () => {
    const source = migrationIndexSource(["0001-initial", "0020-adverts", "0040-contact-messages"]);
    expect(source).toContain('import * as m0020Adverts from "./0020-adverts";');
    expect(source.indexOf('"0020-adverts": m0020Adverts')).toBeLessThan(source.indexOf('"0040-contact-messages": m0040ContactMessages'));
  });
});
