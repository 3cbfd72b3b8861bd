import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { waitUntil } from "../support/eventually";

const repoRoot = path.resolve(import.meta.dirname, "../..");

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}


/** Every process below `pid` (Linux /proc), e.g. npm → sh → node server.js. */
async function descendants(pid: number): Promise<{ pid: number; command: string }[]> {
  const children = await fs.readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => "");
  const found: { pid: number; command: string }[] = [];
  for (const child of children.trim().split(" ").filter(Boolean).map(Number)) {
    const command = (await fs.readFile(`/proc/${child}/cmdline`, "utf8").catch(() => "")).replaceAll("\0", " ");
    found.push({ pid: child, command }, ...(await descendants(child)));
  }
  return found;
}

describe("npm start", () => {
  let npm: ChildProcess | undefined;
  let serverPid: number | undefined;
  afterEach(() => {
    // A failing run must not leave the site running behind the test.
    if (serverPid && isRunning(serverPid)) process.kill(serverPid, "SIGKILL");
    if (npm?.exitCode === null) npm.kill("SIGKILL");
  });

  it("runs React's production build without NODE_ENV, and stops on SIGTERM: no node server.js is left behind", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "hotel-test-"));
    // As the README starts it: no NODE_ENV (the test runner's own "test" is not passed on).
    const { NODE_ENV: _testRunners, ...environment } = process.env;
    npm = spawn("npm", ["start"], {
      cwd: repoRoot,
      env: { ...environment, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const listening = await waitUntil(() => output.includes('"msg":"listening"'), 50_000);
    expect(listening, output).toBe(true);
    // React (and every library that reads NODE_ENV when loaded) runs as production.
    expect(output).toMatch(/"msg":"listening".*"nodeEnv":"production"/);
    const server = (await descendants(npm.pid!)).find((p) => p.command.startsWith("node server.js"));
    expect(server, output).toBeDefined();
    serverPid = server!.pid;

    const npmExited = new Promise((resolve) => npm!.once("exit", resolve));
    npm.kill("SIGTERM");
    await npmExited;
    expect(await waitUntil(() => !isRunning(serverPid!), 10_000), `node server.js (${serverPid}) still runs:\n${output}`).toBe(true);
    // It drained like a direct SIGTERM, rather than being killed, and logs which process it was.
    expect(output).toContain('"msg":"shutting down","signal":"SIGTERM"');
    expect(output).toContain(`"pid":${serverPid}`);
    await fs.rm(dataDir, { recursive: true, force: true });
  });
});

describe("the build step of npm start (scripts/run-quietly.mjs)", () => {
  /** Runs a stand-in for the build behind runQuietly, in its own process, as server.js does. */
  function runBehindQuietly(buildScript: string, options: { verbose?: boolean; logFile: string }) {
    const launcher = `
      import { runQuietly } from ${JSON.stringify(path.join(repoRoot, "scripts/run-quietly.mjs"))};
      const status = await runQuietly({
        label: "Building the site",
        command: process.execPath,
        args: ["-e", ${JSON.stringify(buildScript)}],
        cwd: process.cwd(),
        logFile: ${JSON.stringify(options.logFile)},
        verbose: ${options.verbose ?? false},
      });
      process.exit(status);`;
    const child = spawn(process.execPath, ["--input-type=module", "-e", launcher], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      child.once("close", (code) => resolve({ code, stdout, stderr })),
    );
    return { child, done, output: () => stdout + stderr };
  }

  const noisyBuild = `
    for (let i = 0; i < 60; i++) console.log("build/client/assets/chunk-" + i + ".js   1.00 kB");
    console.warn("Future Flag Warning: something is changing");`;

  it("prints one line and keeps the bundler's output in a log file", async () => {
    const logFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "hotel-test-")), "build", "build.log");
    const { code, stdout, stderr } = await runBehindQuietly(noisyBuild, { logFile }).done;
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Building the site… done in \d+\.\d s\n$/);
    expect(stderr).toBe("");
    const log = await fs.readFile(logFile, "utf8");
    expect(log).toContain("chunk-59.js");
    expect(log).toContain("Future Flag Warning");
  });

  it("shows everything when verbose", async () => {
    const logFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "hotel-test-")), "build.log");
    const { code, stdout, stderr } = await runBehindQuietly(noisyBuild, { logFile, verbose: true }).done;
    expect(code).toBe(0);
    expect(stdout).toContain("chunk-59.js");
    expect(stderr).toContain("Future Flag Warning");
  });

  it("on failure prints the log's tail and returns the build's status", async () => {
    const logFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "hotel-test-")), "build.log");
    const failing = `${noisyBuild}; console.error("[vite]: Rollup failed to resolve import ~/missing"); process.exit(3);`;
    const { code, stdout, stderr } = await runBehindQuietly(failing, { logFile }).done;
    expect(code).toBe(3);
    expect(stdout).toMatch(/^Building the site… failed after \d+\.\d s\n$/);
    expect(stderr).toContain("Rollup failed to resolve import ~/missing");
    expect(stderr).toContain("chunk-59.js");
    expect(stderr).not.toContain("chunk-0.js");
    expect(stderr).toContain("build.log");
  });

  it("stops the build when it is stopped itself", async () => {
    const logFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "hotel-test-")), "build.log");
    // A build that never ends on its own: an open listening socket keeps it running until it is stopped.
    const slowBuild = `console.log("build pid " + process.pid); require("node:net").createServer().listen(0, "127.0.0.1");`;
    const run = runBehindQuietly(slowBuild, { logFile });
    // The stand-in's output goes to the log only; its pid is read from the process table instead.
    const buildPid = await new Promise<number>((resolve, reject) => {
      const timer = setInterval(async () => {
        const children = await fs.readFile(`/proc/${run.child.pid}/task/${run.child.pid}/children`, "utf8").catch(() => "");
        const pid = Number(children.trim().split(" ")[0]);
        if (pid > 0) {
          clearInterval(timer);
          resolve(pid);
        }
      }, 50);
      setTimeout(() => {
        clearInterval(timer);
        reject(new Error(`no build started:\n${run.output()}`));
      }, 10_000);
    });
    run.child.kill("SIGTERM");
    const { code } = await run.done;
    expect(code).toBe(143);
    expect(await waitUntil(() => !isRunning(buildPid), 5_000)).toBe(true);
  });
});
