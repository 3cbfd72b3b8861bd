import { isSafeMediaName, type MediaStorage } from "./media-storage.server";

const CONTENT_TYPES: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/** File names are content-addressed (see prepare-image.server.ts): they never change meaning. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

function contentTypeOf(file: string): string | undefined {
  if (!isSafeMediaName(file)) return undefined;
  const dot = file.lastIndexOf(".");
  return dot > 0 ? CONTENT_TYPES[file.slice(dot + 1)] : undefined;
}

/** RFC 9110 §13.1.2: If-None-Match uses weak comparison; `*` matches any existing file. */
function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === "*") return true;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .includes(etag);
}

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Answers GET/HEAD /media/:file: content type by extension (avif/webp/jpg),
 * `Cache-Control: public, max-age=31536000, immutable`, a strong ETag (the file name is
 * content-addressed, so the name is enough), 304 on If-None-Match, 404 for missing or unsafe
 * names. Other methods get 405. The same answer whichever storage holds the file: a bucket's
 * own address is never shown.
 */
export async function mediaResponse(storage: MediaStorage, file: string, request: Request): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") {
    return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  const contentType = contentTypeOf(file);
  if (!contentType) return notFound();

  const etag = `"${file}"`;
  const headers = new Headers({
    "Cache-Control": CACHE_CONTROL,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  });

  if (matchesIfNoneMatch(request.headers.get("If-None-Match"), etag)) {
    if (!(await storage.head(file))) return notFound();
    return new Response(null, { status: 304, headers });
  }

  headers.set("Content-Type", contentType);
  if (method === "HEAD") {
    const found = await storage.head(file);
    if (!found) return notFound();
    headers.set("Content-Length", String(found.size));
    return new Response(null, { status: 200, headers });
  }
  // Streamed from the disk or the bucket: a picture is never held whole in memory.
  const read = await storage.get(file);
  if (!read) return notFound();
  headers.set("Content-Length", String(read.size));
  return new Response(read.body, { status: 200, headers });
}
