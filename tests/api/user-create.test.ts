import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/** `npm run user:create -- …` exactly as the README gives it, on a fresh data folder. */
function userCreate(dataDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "-s", "user:create", "--", ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir, STAFF_PASSWORD: "Kasungu-Hills-Dawn-31" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/*
 * The staff-account command runs outside the server, so it needs everything the accounts module
 * reads at load (the settings the features declare are found by a Vite glob): it runs through
 * vite-node, and this checks it starts, creates and then updates an account.
 */
describe("npm run user:create", () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

  it("creates a staff account, then updates it", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "user-create-"));
    dirs.push(dataDir);
    const created = await userCreate(dataDir, ["--email", "chikondi@hotel.mw", "--name", "Chikondi Banda", "--role", "editor"]);
    expect(created.output).toContain("Created editor chikondi@hotel.mw");
    expect(created.code).toBe(0);
    const updated = await userCreate(dataDir, ["--email", "chikondi@hotel.mw", "--name", "Chikondi Banda", "--role", "admin"]);
    expect(updated.code, updated.output).toBe(0);
  });
});
