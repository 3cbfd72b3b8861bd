// npm test: every check, in the order that fails fastest. With CI=true nothing may be
// skipped: a missing PostgreSQL or Chromium fails the run (the suites themselves throw).
import { spawnSync } from "node:child_process";

const steps = [
  ["typecheck", "npm", ["run", "-s", "typecheck"]],
  ["lint", "npm", ["run", "-s", "lint"]],
  ["build", "npm", ["run", "-s", "build"]],
  // One run for both, as before they were two projects: the unit tests fill the other workers
  // while the integration ones run.
  ["unit and integration tests", "npx", ["vitest", "run", "--project", "unit", "--project", "integration"]],
  ["API tests (SQLite and PostgreSQL)", "npx", ["vitest", "run", "--project", "api"]],
  ["browser tests (Chromium)", "npx", ["vitest", "run", "--project", "e2e"]],
];

for (const [label, command, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}
