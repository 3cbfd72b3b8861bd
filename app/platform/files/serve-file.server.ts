import type { AppServices } from "~/platform/app-context";
import { parseRange } from "~/lib/byte-range";
import { AppError } from "~/lib/errors";
import { getViewer } from "~/platform/auth/get-viewer.server";
import { isStaff } from "~/platform/auth/roles";
import type { FileVisibility } from "~/platform/files/file-rules";
import { isSafeMediaName } from "~/platform/media/media-storage.server";
import { authWords } from "~/platform/auth/auth-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";

type Services = Pick<AppServices, "db" | "files" | "env">;

/** Stored names are random and never reused, so a public file never changes under its address. */
const PUBLIC_CACHE = "public, max-age=31536000, immutable";
/** Staff-only files (event attachments) hold personal data: no cache keeps them. */
const STAFF_CACHE = "private, no-store";

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...extra } });
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): the plain form for old clients,
 * with anything outside printable ASCII, quotes and backslashes replaced; the encoded form
 * keeps the record's real name ("Tender — Supply of Linen 2027.pdf").
 */
export function contentDisposition(disposition: "inline" | "attachment", name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** RFC 9110 §13.1.2: weak comparison; `*` matches any existing file. */
function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === "*") return true;
  return header.split(",").map((tag) => tag.trim().replace(/^W\//, "")).includes(etag);
}

/**
 * Answers GET/HEAD for a stored file: `/files/<stored name>/<any name>` for public files,
 * `/staff-files/...` (staff only, 401/403 otherwise) for staff ones. The content type and the
 * download name come from the file's row, never from the address; byte ranges are honoured
 * (a video player seeks with them). Unknown names, and a file asked for under the other
 * prefix, are 404.
 */
export async function fileResponse(services: Services, storedName: string, request: Request, visibility: FileVisibility): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD") return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  if (visibility === "staff") {
    // A file is fetched by a link or a player, not a page: 401/403 plainly, never a redirect to the login.
    const viewer = await getViewer(request, services);
    const denied = !viewer ? new AppError("unauthenticated", authWords.msg("loginRequired")) : isStaff(viewer) ? null : new AppError("forbidden", authStaffWords.msg("staffOnly"));
    if (denied) return Response.json(denied.toJSON(), { status: denied.status, headers: { "Cache-Control": "no-store" } });
  }
  if (!isSafeMediaName(storedName)) return plain(404, "Not found");
  const row = await services.db
    .selectFrom("files")
    .select(["stored_name", "download_name", "mime", "sha256", "byte_size"])
    .where("stored_name", "=", storedName)
    .where("visibility", "=", visibility)
    .executeTakeFirst();
  if (!row) return plain(404, "Not found");

  const etag = `"${row.sha256}"`;
  const headers = new Headers({
    "Cache-Control": visibility === "staff" ? STAFF_CACHE : PUBLIC_CACHE,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    "Accept-Ranges": "bytes",
    "Content-Type": row.mime,
    // A PDF is saved under the record's name; a video plays in the page.
    "Content-Disposition": contentDisposition(row.mime.startsWith("video/") ? "inline" : "attachment", row.download_name),
  });
  if (matchesIfNoneMatch(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });

  // The row knows the size: a range is judged before the storage is asked for anything.
  const size = row.byte_size;
  const ifRange = request.headers.get("If-Range");
  const range = ifRange !== null && ifRange !== etag ? null : parseRange(request.headers.get("Range"), size);
  if (range === "unsatisfiable") return plain(416, "Range Not Satisfiable", { "Content-Range": `bytes */${size}`, "Accept-Ranges": "bytes" });
  const status = range ? 206 : 200;
  if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
  headers.set("Content-Length", String(range ? range.end - range.start + 1 : size));
  if (method === "HEAD") {
    if (!(await services.files.head(row.stored_name))) return plain(404, "Not found");
    return new Response(null, { status, headers });
  }
  // Streamed from the disk or the bucket, only the part asked for: a video player seeking
  // through a file reads a few ranges, never the whole of it through memory.
  const read = await services.files.get(row.stored_name, range ?? undefined);
  if (!read) return plain(404, "Not found");
  if (read.size !== size) {
    // Content-Length was promised from the row: a stored file of another size would be cut off mid-answer.
    await read.body.cancel();
    throw new Error(`stored file ${row.stored_name} holds ${read.size} bytes, its row says ${size}`);
  }
  return new Response(read.body, { status, headers });
}
