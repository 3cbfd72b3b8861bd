import type { Env } from "~/lib/env.server";

const ORDER = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof ORDER, "silent">;

/**
 * One JSON line per event, with the level `LOG_LEVEL` lets through. Messages and fields are
 * JSON-encoded, so a visitor's input can never start a forged log line.
 */
export function writeLog(threshold: Env["LOG_LEVEL"], level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < ORDER[threshold]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
}

/** An unexpected error, with its stack as one JSON string (never the request body or headers). */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}
