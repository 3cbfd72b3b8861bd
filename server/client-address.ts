import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The peer's address. The site is reached directly (no proxy headers are trusted). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
