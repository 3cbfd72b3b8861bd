// Runs a noisy command (the site's build) behind one line of progress. Its whole output goes
// to a log file; a failure prints the log's tail. Used by server.js, so `npm start` shows the
// address and the demo login instead of the bundler's size tables and warnings.
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const TAIL_LINES = 40;

/**
 * @param {{ label: string, command: string, args: string[], cwd: string, logFile: string, verbose?: boolean }} options
 * @returns {Promise<number>} the command's exit status (128 + n when a signal ended it)
 */
export async function runQuietly({ label, command, args, cwd, logFile, verbose = false }) {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (verbose) console.log(`${label}…`);
  else process.stdout.write(`${label}… `);

  // `npm start` stopped while building: the build must stop too, not run on as an orphan.
  // Listening before the spawn leaves no moment in which a signal would end only this process.
  let child;
  let stopSignal;
  const forward = (signal) => {
    stopSignal = signal;
    child?.kill(signal);
  };
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, forward);
  child = spawn(command, args, { cwd, stdio: verbose ? "inherit" : ["ignore", "pipe", "pipe"] });
  if (stopSignal) child.kill(stopSignal);
  const chunks = [];
  child.stdout?.on("data", (chunk) => chunks.push(chunk));
  child.stderr?.on("data", (chunk) => chunks.push(chunk));
  const { code, signal } = await new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => resolve({ code, signal }));
  });
  for (const name of ["SIGTERM", "SIGINT", "SIGHUP"]) process.off(name, forward);
  // Like a shell: a process ended by a signal gives 128 + the signal's number.
  const status = code ?? 128 + (os.constants.signals[signal] ?? 1);

  if (!verbose) {
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    const output = Buffer.concat(chunks).toString();
    fs.writeFileSync(logFile, output);
    if (status === 0) {
      console.log(`done in ${seconds()} s`);
    } else {
      console.log(`failed after ${seconds()} s`);
      const tail = output.trimEnd().split("\n").slice(-TAIL_LINES).join("\n");
      console.error(`${tail}\n\nThe whole output is in ${path.relative(process.cwd(), logFile) || logFile}`);
    }
  } else if (status !== 0) {
    console.error(`${label} failed after ${seconds()} s`);
  }
  return status;
}
