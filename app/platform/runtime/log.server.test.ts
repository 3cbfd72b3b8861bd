import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "~/lib/errors";
import { createLineWriter, createLogger, type LogThreshold, loggedPath, redactedPath } from "./log.server";
import { limitsWords } from "~/platform/limits/limits-words";

function recorder(level: LogThreshold) {
  const lines: string[] = [];
  const log = createLogger({ level, write: (line) => lines.push(line), now: () => new Date("2026-03-01T08:00:00.000Z") });
  return { log, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe("the logger", () => {
  it("writes the levels LOG_LEVEL lets through, and start-up lines at any level", () => {
    const { log, entries } = recorder("warn");
    log.debug("cache detail");
    log.info("request");
    log.warn("media cleanup failed");
    log.error("page request failed");
    log.always("listening", { port: 3000 });
    expect(entries().map((e) => [e.level, e.msg])).toEqual([
      ["warn", "media cleanup failed"],
      ["error", "page request failed"],
      ["info", "listening"],
    ]);
    expect([log.enabled("info"), log.enabled("warn")]).toEqual([false, true]);

    const silent = recorder("silent");
    silent.log.error("page request failed");
    silent.log.always("shutting down");
    expect(silent.entries().map((e) => e.msg)).toEqual(["shutting down"]);

    const everything = recorder("debug");
    everything.log.debug("demo seed: rooms: 8 rows");
    expect(everything.entries()).toEqual([{ time: "2026-03-01T08:00:00.000Z", level: "debug", msg: "demo seed: rooms: 8 rows" }]);
  });

  it("keeps a message with line breaks and control characters on one JSON line", () => {
    const { log, lines, entries } = recorder("info");
    const hostile = 'Chez Nous\n{"level":"error","msg":"forged"}\r\u0000\u001b[31mred\u0085\u2028\u2029end';
    log.info(hostile, { name: hostile });
    expect(lines).toHaveLength(1);
    const [line] = lines as [string];
    expect(line.endsWith("\n")).toBe(true);
    // Nothing a line reader (or Python's splitlines, or a terminal) would take as a break or an escape.
    const breaks = [...line.slice(0, -1)].filter((c) => c < " " || c === "\u0085" || c === "\u2028" || c === "\u2029");
    expect(breaks).toEqual([]);
    expect(entries()[0]).toMatchObject({ msg: hostile, name: hostile });
  });

  it("keeps a logged error's message and stack, and its cause's", () => {
    const { log, entries } = recorder("info");
    const cause = new Error("connection refused");
    log.error("page request failed", { path: "/room", error: new Error("could not read the rooms", { cause }) });
    const entry = entries()[0]!;
    expect(entry).toMatchObject({ level: "error", msg: "page request failed", path: "/room", error: "could not read the rooms" });
    expect(entry.stack).toMatch(/^Error: could not read the rooms\n\s+at .*log\.server\.test\.ts/);
    expect(entry.cause).toMatchObject({ name: "Error", message: "connection refused", stack: expect.stringMatching(/log\.server\.test\.ts/) });
  });

  it("writes a refused request's message in English, not as the reference an answer would write", () => {
    const { log, entries } = recorder("info");
    const refusal = new AppError("rate_limited", limitsWords.msg("tooManyAttempts", { seconds: 60 }));
    log.warn("sign-in refused", { error: refusal, cause: refusal });
    expect(entries()[0]).toMatchObject({ error: limitsWords.t("en", "tooManyAttempts", { seconds: 60 }), cause: { message: limitsWords.t("en", "tooManyAttempts", { seconds: 60 }) } });
  });

  it("does not let fields overwrite the time, level or message, nor fail on fields JSON cannot hold", () => {
    const { log, entries } = recorder("info");
    log.info("request", { level: "error", msg: "forged", time: "yesterday", count: 10n });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    log.warn("odd fields", { cyclic });
    expect(entries()).toEqual([
      { time: "2026-03-01T08:00:00.000Z", level: "info", msg: "request", count: "10" },
      { time: "2026-03-01T08:00:00.000Z", level: "warn", msg: "odd fields", unwritableFields: expect.stringContaining("circular") },
    ]);
  });

  it("shows paths without their emailed tokens", () => {
    expect(loggedPath("http://localhost/reset-password/abc123?x=1")).toBe("/reset-password/[redacted]");
    expect(loggedPath("http://localhost/newsletter-confirm/abc123")).toBe("/newsletter-confirm/[redacted]");
    expect(loggedPath("http://localhost/booking/cancel/abc123")).toBe("/booking/cancel/[redacted]");
    expect(loggedPath("http://localhost/unsubscribe/abc123")).toBe("/unsubscribe/[redacted]");
    expect(loggedPath("http://localhost/calendars/abc123.ics")).toBe("/calendars/[redacted]");
    expect(loggedPath("http://localhost/tender-updates/confirm/abc123")).toBe("/tender-updates/confirm/[redacted]");
    expect(loggedPath("http://localhost/tender-updates/unsubscribe/abc123")).toBe("/tender-updates/unsubscribe/[redacted]");
    expect(loggedPath("http://localhost/confirm-email/abc123")).toBe("/confirm-email/[redacted]");
    expect(loggedPath("http://localhost/room?email=someone%40example.com")).toBe("/room");
  });

  it("hides the token in every spelling the router takes for the same page", () => {
    expect(redactedPath("/NEWSLETTER-CONFIRM/abc123")).toBe("/NEWSLETTER-CONFIRM/[redacted]");
    expect(redactedPath("/Newsletter-Confirm/abc123/")).toBe("/Newsletter-Confirm/[redacted]/");
    expect(redactedPath("/NY/Reset-Password/abc123")).toBe("/NY/Reset-Password/[redacted]");
    expect(redactedPath("/Booking/CANCEL/abc123")).toBe("/Booking/CANCEL/[redacted]");
    expect(redactedPath("/tender-updates/Unsubscribe/abc123")).toBe("/tender-updates/Unsubscribe/[redacted]");
    expect(redactedPath("/%6Eewsletter-confirm/abc123")).toBe("/%6Eewsletter-confirm/[redacted]");
    expect(redactedPath("//confirm-email//abc123")).toBe("//confirm-email//[redacted]");
    expect(loggedPath("http://localhost/UNSUBSCRIBE/abc123?x=1")).toBe("/UNSUBSCRIBE/[redacted]");
  });

  it("leaves other paths whole", () => {
    expect(redactedPath("/booking")).toBe("/booking");
    expect(redactedPath("/booking/abc123")).toBe("/booking/abc123");
    expect(redactedPath("/newsletter-confirm")).toBe("/newsletter-confirm");
    expect(redactedPath("/rooms/%E0%A4%A")).toBe("/rooms/%E0%A4%A");
    expect(redactedPath("/ny/rooms")).toBe("/ny/rooms");
  });
});

describe("the line writer", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "log-writer-"));
  let fd: number | undefined;
  const open = () => {
    const file = path.join(dir, `out-${Date.now()}-${Math.random()}.log`);
    fd = fs.openSync(file, "w");
    return { fd, read: () => fs.readFileSync(file, "utf8") };
  };

  afterEach(() => {
    vi.restoreAllMocks();
    if (fd !== undefined) fs.closeSync(fd);
    fd = undefined;
  });

  it("writes the lines of a few milliseconds together, in order, in one call", async () => {
    const out = open();
    const writer = createLineWriter(out.fd);
    const writeSync = vi.spyOn(fs, "writeSync");
    writer.write("one\n");
    writer.write("two\n");
    await new Promise((resolve) => setImmediate(resolve));
    // Lines of later turns of the event loop (requests answered meanwhile) join the same batch.
    writer.write("three\n");
    expect(out.read()).toBe("");
    await vi.waitFor(() => expect(out.read()).toBe("one\ntwo\nthree\n"));
    expect(writeSync).toHaveBeenCalledTimes(1);
    writer.write("four\n");
    await writer.flush();
    expect(out.read()).toBe("one\ntwo\nthree\nfour\n");
  });

  it("loses no line when flushed at shutdown, and writes none twice", async () => {
    const out = open();
    const writer = createLineWriter(out.fd);
    const expected: string[] = [];
    for (let i = 0; i < 5000; i++) {
      const line = `{"msg":"request","i":${i}}\n`;
      expected.push(line);
      writer.write(line);
    }
    writer.flushSync();
    expect(out.read()).toBe(expected.join(""));
    // The turn's scheduled write finds nothing left to write.
    await new Promise((resolve) => setImmediate(resolve));
    await writer.flush();
    expect(out.read()).toBe(expected.join(""));
  });

  // The server's own process, logging far more than its stdout pipe holds while nobody reads it.
  describe.each(["process.exit", "a crash"] as const)("on stdout, ending with %s", (ending) => {
    it("keeps serving while the reader is slow, and every line gets out", { timeout: 60_000 }, async () => {
      const script = `
        const { log, configureLog } = await import(${JSON.stringify(path.join(import.meta.dirname, "log.server.ts"))});
        configureLog({ level: "info" });
        const filler = "x".repeat(200);
        for (let i = 0; i < 20000; i++) log.info("request", { i, filler });
        setTimeout(() => {
          process.stderr.write("still serving\\n");
          ${ending === "process.exit" ? "process.exit(0);" : 'throw new Error("unexpected");'}
        }, 20);`;
      const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        cwd: path.resolve(import.meta.dirname, "../../.."),
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      // Nobody reads stdout until the child says its event loop still turns (timers run).
      const serving = new Promise<void>((resolve, reject) => {
        child.stderr.on("data", (chunk: Buffer) => {
          stderr += chunk.toString();
          if (stderr.includes("still serving")) resolve();
        });
        child.once("exit", () => reject(new Error(`exited before its timer ran:\n${stderr}`)));
      });
      child.stdout.pause();
      await serving;
      let stdout = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stdout.resume();
      const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
      expect(code, stderr).toBe(ending === "process.exit" ? 0 : 1);
      const lines = stdout.trimEnd().split("\n");
      expect(lines).toHaveLength(20000);
      expect(lines.map((line) => (JSON.parse(line) as { i: number }).i)).toEqual(Array.from({ length: 20000 }, (_, i) => i));
    });
  });
});
