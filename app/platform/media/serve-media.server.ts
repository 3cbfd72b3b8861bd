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
 * names. Other methods get 405.
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
    if (!(await storage.exists(file))) return notFound();
    return new Response(null, { status: 304, headers });
  }

  const bytes = await storage.read(file);
  if (!bytes) return notFound();
  headers.set("Content-Type", contentType);
  headers.set("Content-Length", String(bytes.byteLength));
  if (method === "HEAD") return new Response(null, { status: 200, headers });
  // Response wants bytes over a plain ArrayBuffer; disk reads are, anything else is copied.
  const body =
    bytes.buffer instanceof ArrayBuffer
      ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      : new Uint8Array(bytes);
  return new Response(body, { status: 200, headers });
}
