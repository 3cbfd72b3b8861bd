import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runScript } from "../../../tests/support/run-script";

/** `npm run db:migrate` on the SQLite file in `dataDir`, as an operator or a starting server runs it. */
const migrate = (dataDir: string) => runScript("db-migrate.ts", [], { DATA_DIR: dataDir });

describe("migrations on one SQLite file from two processes at once", () => {
  // Before they took the file's write lock, one of the two stopped on "table … already exists"
  // in about half the rounds; five rounds in a row all passing would then be a 1-in-30 chance.
  it("apply once: both processes succeed, every round", { timeout: 60_000 }, async () => {
    for (let round = 0; round < 5; round++) {
      const dataDir = await mkdtemp(path.join(tmpdir(), "migrate-together-"));
      try {
        const results = await Promise.all([migrate(dataDir), migrate(dataDir)]);
        for (const { code, output } of results) expect(code, output).toBe(0);
        const said = results.map((r) => r.output);
        // One applied them; the other waited and found the file up to date.
        expect(said.filter((text) => text.includes("Applied:")), said.join("\n")).toHaveLength(1);
        expect(said.filter((text) => text.includes("is up to date")), said.join("\n")).toHaveLength(1);
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  });
});
