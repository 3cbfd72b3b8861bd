import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Context, MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import { chosenEncoding, type ContentCoding } from "~/lib/accept-encoding";
import { parseRange } from "~/lib/byte-range";
import { PRECOMPRESSED_SUFFIX } from "./precompress-assets";

/**
 * The browser build's files (build/client: scripts, styles, the icon), served from memory in
 * the encoding the browser asks for (docs/decisions/050-tracking-links-and-brotli.md). The
 * build writes a brotli and a gzip copy beside each text file at the highest levels
 * (server/delivery/precompress-assets.ts); here all three are read once at start (under 3 MB in all) and
 * chosen by the request's Accept-Encoding weights, the one parser the pages use. Before, the
 * scripts were gzipped per request at level 6 and never sent in brotli: the home page's
 * JavaScript went out 136 KiB where 120 would do.
 *
 * Each encoding is its own representation, with its own strong ETag, length and byte ranges
 * (RFC 9110: a range counts bytes of what is sent, here the compressed copy), so a resumed
 * download or a cache's revalidation never mixes two encodings.
 */
interface Representation {
  body: Buffer;
  etag: string;
}

interface BuiltFile {
  type: string;
  cacheControl: string;
  /** identity always; brotli and gzip when the build wrote them. */
  encodings: Partial<Record<ContentCoding, Representation>> & { identity: Representation };
  /** What the encodings offered for this file are, smallest first (for chosenEncoding). */
  offered: ContentCoding[];
}

/** Scripts and styles are named by their content: kept for a year. Anything else (the icon) for an hour. */
function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600";
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every file of the build by its address, with the compressed copies beside it. */
export function readBuiltFiles(clientDir: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  const compressedCopy = (file: string) => file.endsWith(PRECOMPRESSED_SUFFIX.br) || file.endsWith(PRECOMPRESSED_SUFFIX.gzip);
  for (const file of filesUnder(clientDir)) {
    if (compressedCopy(file)) continue;
    const urlPath = "/" + path.relative(clientDir, file).split(path.sep).join("/");
    const body = fs.readFileSync(file);
    const hash = createHash("sha1").update(body).digest("base64url").slice(0, 27);
    const encodings: BuiltFile["encodings"] = { identity: { body, etag: `"${hash}"` } };
    for (const coding of ["br", "gzip"] as const) {
      const copy = file + PRECOMPRESSED_SUFFIX[coding];
      if (fs.existsSync(copy)) encodings[coding] = { body: fs.readFileSync(copy), etag: `"${hash}-${coding}"` };
    }
    files.set(urlPath, {
      type: getMimeType(file) ?? "application/octet-stream",
      cacheControl: cacheControlFor(urlPath),
      encodings,
      offered: (["br", "gzip"] as const).filter((coding) => encodings[coding] !== undefined),
    });
  }
  return files;
}

function tagMatches(etag: string, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || (ifNoneMatch.match(/"[^"]*"/g) ?? []).some((tag) => tag === etag);
}

/** Serves the build's files; any other address goes on (the pages, the not-found page). */
export function serveBuiltFiles(clientDir: string, options: { onServed?: (c: Context) => void } = {}): MiddlewareHandler {
  const files = readBuiltFiles(clientDir);
  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const file = files.get(c.req.path);
    if (!file) return next();
    options.onServed?.(c);
    const coding = chosenEncoding(c.req.header("Accept-Encoding"), file.offered);
    const chosen = file.encodings[coding] ?? file.encodings.identity;
    const headers: Record<string, string> = { ETag: chosen.etag, "Cache-Control": file.cacheControl };
    // A shared cache must know the answer depends on the header, whichever encoding this one is.
    if (file.offered.length > 0) headers.Vary = "Accept-Encoding";
    if (tagMatches(chosen.etag, c.req.header("If-None-Match"))) return c.body(null, 304, headers);

    headers["Content-Type"] = file.type;
    headers["Accept-Ranges"] = "bytes";
    if (coding !== "identity") headers["Content-Encoding"] = coding;
    const size = chosen.body.length;
    const ifRange = c.req.header("If-Range");
    // A range is of the representation the client already holds part of: if it has changed, the whole.
    const range = ifRange === undefined || ifRange === chosen.etag ? parseRange(c.req.header("Range"), size) : null;
    if (range === "unsatisfiable") {
      return c.body(null, 416, { ...headers, "Content-Range": `bytes */${size}` });
    }
    const body = range ? chosen.body.subarray(range.start, range.end + 1) : chosen.body;
    headers["Content-Length"] = String(body.length);
    if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
    const status = range ? 206 : 200;
    if (method === "HEAD") return c.body(null, status, headers);
    // The file's bytes as they are, no copy (a Buffer read from disk owns a plain ArrayBuffer).
    return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), status, headers);
  };
}
