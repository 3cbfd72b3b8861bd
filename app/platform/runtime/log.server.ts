import fs from "node:fs";
import { renderMessage } from "~/platform/i18n/answer-messages";
import type { Env } from "~/platform/runtime/env.server";

/**
 * The site's one logger: one JSON line per event on stdout, `{"time","level","msg",...fields}`,
 * with the level LOG_LEVEL lets through (docs/decisions/032-one-logger.md).
 *
 * It is a module-level logger configured once at start (`configureLog`), not a service handed
 * round with the database: its output is one per process (stdout, and the hooks that write what
 * is left as the process exits), so a second logger would only be a second buffer racing for the
 * same descriptor; and it is needed where no services reach, such as React Router's handleError
 * (whose context may be missing), the crash hook, or the database's change watch, which starts
 * before the services exist. Code whose tests check what it logged takes a `Logger` argument
 * that defaults to `log`.
 */

export type LogLevel = "debug" | "info" | "warn" | "error";
/** What LOG_LEVEL may say: the lowest level written, or nothing. */
export type LogThreshold = Env["LOG_LEVEL"];
export type LogFields = Record<string, unknown>;

const RANK: Record<LogThreshold, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  /** A field `error` holding an Error is written as its message, plus its `stack` (and `cause`). */
  error(msg: string, fields?: LogFields): void;
  /**
   * Start-up and shutdown lines (`database ready`, `listening`, `shutting down`), written at
   * level info whatever LOG_LEVEL says: whoever runs the site, and its tests, wait for them.
   */
  always(msg: string, fields?: LogFields): void;
  /** Whether a line at `level` is written, so a caller can skip gathering its fields. */
  enabled(level: LogLevel): boolean;
}

/** A logger writing each line (ending in "\n") to `write`; `level` may be read afresh each time. */
export function createLogger(options: { level: LogThreshold | (() => LogThreshold); write: (line: string) => void; now?: () => Date }): Logger {
  const { level, write } = options;
  const threshold = typeof level === "function" ? level : () => level;
  const now = options.now ?? (() => new Date());
  const enabled = (at: LogLevel) => RANK[at] >= RANK[threshold()];
  const at = (lineLevel: LogLevel) => (msg: string, fields?: LogFields) => {
    if (enabled(lineLevel)) write(formatLogLine(now(), lineLevel, msg, fields));
  };
  return {
    debug: at("debug"),
    info: at("info"),
    warn: at("warn"),
    error: at("error"),
    always: (msg, fields) => write(formatLogLine(now(), "info", msg, fields)),
    enabled,
  };
}

// JSON.stringify escapes every control character below U+0020, but leaves these line breaks
// as they are (valid JSON): a reader that splits on them would cut one line in two.
const LINE_BREAKS_JSON_KEEPS = /[\u0085\u2028\u2029]/g;

/**
 * One event as one line of JSON. Messages and fields are JSON-encoded, so a visitor's input can
 * never end the line early or forge a line of its own; fields cannot overwrite time, level or msg.
 */
function formatLogLine(time: Date, level: LogLevel, msg: string, fields: LogFields = {}): string {
  const record: LogFields = { time: "", level, msg, ...flattenError(fields) };
  record.time = time.toISOString();
  record.level = level;
  record.msg = msg;
  let line: string;
  try {
    line = JSON.stringify(record, jsonSafe);
  } catch (problem) {
    // A field that cannot be written (a cycle) must not cost the event itself.
    line = JSON.stringify({ time: record.time, level, msg: String(msg), unwritableFields: String(problem) });
  }
  return line.replace(LINE_BREAKS_JSON_KEEPS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`) + "\n";
}

/** An unexpected error as `error` (its message) and `stack`, the shape operators search for. */
function flattenError(fields: LogFields): LogFields {
  const { error } = fields;
  if (!(error instanceof Error)) return fields;
  // An expected failure's message is a reference until an answer writes it (decision 055); operators read English.
  return { ...fields, error: renderMessage(error.message, "en"), stack: error.stack, ...(error.cause !== undefined ? { cause: error.cause } : {}) };
}

/** Errors elsewhere in the fields (a `cause`) keep their message and stack; bigints become text. */
function jsonSafe(_key: string, value: unknown): unknown {
  if (typeof value === "bigint") return value.toString();
  // A message reference anywhere (an AppError's own JSON, say) is written in English for operators.
  if (typeof value === "string") return renderMessage(value, "en");
  if (value instanceof Error) {
    return { name: value.name, message: renderMessage(value.message, "en"), stack: value.stack, ...(value.cause !== undefined ? { cause: value.cause } : {}) };
  }
  return value;
}

/**
 * Pages whose address carries a token sent by email (app/routes.ts): whoever reads the log must
 * not be able to use it. Each is the path's segments before the token, in English or under
 * /ny/ (a Chichewa guest's emails link there).
 */
const TOKEN_PAGES: readonly (readonly string[])[] = [
  ["reset-password"],
  ["newsletter-confirm"],
  ["confirm-email"],
  ["unsubscribe"],
  ["booking", "cancel"],
  ["booking", "deposit", "pay"],
  ["tender-updates", "confirm"],
  ["tender-updates", "unsubscribe"],
  // Not emailed, but the same kind of key: a channel calendar's address (decision 061).
  ["calendars"],
];

/** A path that may be one of them; the rest (nearly every request) skip the segment work. */
const MAY_CARRY_TOKEN = /%|reset-password|newsletter-confirm|confirm-email|unsubscribe|booking|tender-updates|calendars/i;

/** A segment as React Router compares it: percent-decoded (left as it is when malformed), in any letter case. */
function comparedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** A request's path as the log shows it: no query string (what a visitor typed), no emailed token. */
export function loggedPath(url: string): string {
  return redactedPath(new URL(url).pathname);
}

/**
 * A path (no query string) with the token of an emailed link blanked out. Matched the way the
 * router matches a page (any letter case, percent-encoded letters decoded), since every address
 * the router answers with a token page carries a token: `/NEWSLETTER-CONFIRM/<token>` is that
 * page too. Empty segments are passed over, so a doubled slash hides nothing either.
 */
export function redactedPath(pathname: string): string {
  if (!MAY_CARRY_TOKEN.test(pathname)) return pathname;
  const segments = pathname.split("/");
  const filled = segments.flatMap((segment, index) => (segment === "" ? [] : [index]));
  let at = 0;
  if (filled.length > 0 && comparedSegment(segments[filled[0]!]!) === "ny") at = 1;
  for (const page of TOKEN_PAGES) {
    const token = filled[at + page.length];
    if (token === undefined || !page.every((word, i) => comparedSegment(segments[filled[at + i]!]!) === word)) continue;
    segments[token] = "[redacted]";
    return segments.join("/");
  }
  return pathname;
}

/** Text queued for a file descriptor and written in batches, off the path of the request that logged it. */
export interface LineWriter {
  write(text: string): void;
  /** Resolves once everything queued so far has been written (or the descriptor refused it for good). */
  flush(): Promise<void>;
  /** Writes what is queued before returning: for the process's last moments, where nothing asynchronous runs. */
  flushSync(): void;
}

/** A batch larger than this is written at once rather than when the batch's time is up. */
const BATCH_CHARS = 64 * 1024;
/**
 * How long a line may wait for the lines after it. One write per turn of the event loop was
 * one system call per request under load (the turns are short), a fifth of a stored page's
 * time when stdout is a pipe; one write per 20 ms is the same lines in a few hundred times
 * fewer calls. The exit hook writes what is waiting, so no line is lost by waiting.
 */
const BATCH_MS = 20;
/** Wait before trying a full pipe again. */
const RETRY_MS = 10;
/** How long an exiting process waits for a full pipe to be read before it gives up its last lines. */
const EXIT_WAIT_MS = 5_000;
const pause = new Int32Array(new SharedArrayBuffer(4));

function isFull(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "EAGAIN";
}

/**
 * Lines logged within BATCH_MS of each other are written together (or at once past
 * BATCH_CHARS), with one write call. The call never waits for the reader: stdout as a pipe or socket is in
 * non-blocking mode (see `stdoutWriter`), so a full pipe answers EAGAIN, and the rest is tried
 * again a little later while the site goes on serving. Everything not yet written is known here,
 * on the main thread (no write is ever half-way in another thread), so `flushSync` at exit writes
 * exactly what is left, in order, once.
 */
export function createLineWriter(fd: number): LineWriter {
  let queued: string[] = [];
  let queuedChars = 0;
  /** Bytes of a batch the descriptor has not taken yet (the pipe was full). */
  let pending: Buffer | null = null;
  let batch: NodeJS.Timeout | null = null;
  let retry: NodeJS.Timeout | null = null;
  let waiting: (() => void)[] = [];
  let exitHooked = false;
  /** Set once the process is exiting: no later turn of the event loop will come to write a line. */
  let exiting = false;

  /** Writes until nothing is left, or until `onFull` says to stop trying for now. */
  const drain = (onFull: () => boolean): boolean => {
    for (;;) {
      if (!pending) {
        if (queued.length === 0) return true;
        pending = Buffer.from(queued.join(""));
        queued = [];
        queuedChars = 0;
      }
      try {
        const written = fs.writeSync(fd, pending);
        pending = written < pending.length ? pending.subarray(written) : null;
      } catch (error) {
        // The reader has gone (EPIPE) or the descriptor is closed: these lines have nowhere to go.
        if (!isFull(error)) pending = null;
        else if (!onFull()) return false;
      }
    }
  };

  const writeQueued = () => {
    if (batch) clearTimeout(batch);
    batch = retry = null;
    if (!drain(() => false)) {
      retry = setTimeout(writeQueued, RETRY_MS);
      retry.unref();
      return;
    }
    const settled = waiting;
    waiting = [];
    for (const resolve of settled) resolve();
  };

  const flushSync = () => {
    exiting = true;
    if (batch) clearTimeout(batch);
    if (retry) clearTimeout(retry);
    batch = retry = null;
    const deadline = Date.now() + EXIT_WAIT_MS;
    drain(() => {
      if (Date.now() > deadline) return false;
      Atomics.wait(pause, 0, 0, 1);
      return true;
    });
    // Whatever a reader that stopped reading did not take is given up, so exit is not held forever.
    pending = null;
    queued = [];
    queuedChars = 0;
  };

  return {
    write(text) {
      if (!exitHooked) {
        exitHooked = true;
        // Every way out of the process passes here: process.exit, the end of the event loop and an
        // uncaught exception (a signal with no handler does not, which is why the server handles SIGTERM).
        process.once("exit", flushSync);
      }
      queued.push(text);
      queuedChars += text.length;
      if (exiting) return flushSync();
      if (retry) return;
      if (queuedChars >= BATCH_CHARS) writeQueued();
      else if (!batch) {
        batch = setTimeout(writeQueued, BATCH_MS);
        // Never what keeps the process alive: the exit hook writes what is left.
        batch.unref();
      }
    },
    flush() {
      if (!pending && queued.length === 0) return Promise.resolve();
      return new Promise((resolve) => {
        waiting.push(resolve);
        if (!retry) writeQueued();
      });
    },
    flushSync,
  };
}

let stdout: LineWriter | null = null;

/** The writer on this process's stdout, made on first use. */
function stdoutWriter(): LineWriter {
  // Node's process.stdout, once made, runs a pipe or socket the way libuv runs every stream: in
  // non-blocking mode. Asking for its descriptor makes it first, so our own writes to the same
  // descriptor never wait for a slow reader either (a file or a terminal is written at once).
  stdout ??= createLineWriter(process.stdout.fd);
  return stdout;
}

let threshold: LogThreshold = "info";
let destination: ((text: string) => void) | null = null;
const toDestination = (text: string) => (destination ? destination(text) : stdoutWriter().write(text));

/** The site's logger; its level is LOG_LEVEL once the server has called `configureLog`. */
export const log: Logger = createLogger({ level: () => threshold, write: toDestination });

/**
 * Sets the level from the validated environment, at start. `write` sends the lines elsewhere
 * than stdout (the unit tests keep them to fail a test that logged an error).
 */
export function configureLog(options: { level: LogThreshold; write?: (text: string) => void }): void {
  threshold = options.level;
  destination = options.write ?? null;
}

/** Text for the person who started the site (the start-up banner), kept in order with the log lines. */
export function writeOutput(text: string): void {
  toDestination(text);
}

/** Resolves once every line logged so far is written: before a planned exit. */
export function flushLog(): Promise<void> {
  return stdout?.flush() ?? Promise.resolve();
}
