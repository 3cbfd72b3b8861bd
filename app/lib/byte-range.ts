/** One range of bytes to send, "unsatisfiable" (416), or null: send the whole file (200). */
export type ByteRange = { start: number; end: number } | "unsatisfiable" | null;

/**
 * The `Range` header of a file's request over `size` bytes, for the build's files and the
 * uploads alike: `bytes=first-last`, `bytes=first-` or `bytes=-suffix`, the end clamped to the
 * file. A range that starts past the end, or an empty suffix, is unsatisfiable. None asked,
 * several asked, another unit, or a malformed one (a last byte before the first) is no range
 * to honour, and the whole file is sent, as RFC 9110 §14.2 allows.
 */
export function parseRange(header: string | null | undefined, size: number): ByteRange {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return end < start ? null : { start, end };
}
