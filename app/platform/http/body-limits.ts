import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "~/lib/errors";
import { renderMessage } from "~/platform/i18n/answer-messages";
import { languageOfRequest } from "~/platform/i18n/language";
import type { UploadAllowance } from "~/platform/records/upload-allowance";
import { httpWords } from "~/platform/http/http-words";

/**
 * How much a request may send. Most routes take a few fields, so they get a small limit and
 * an anonymous flood of 10 MB bodies is refused after 16 KB. Upload routes keep a large
 * limit, applied only once the login has been checked, so only staff (or whoever the route
 * admits) can make the server hold a large body.
 */
const SMALL_BODY_BYTES = 16 * 1024;

const smallBody: UploadAllowance = { maxBytes: SMALL_BODY_BYTES, tooLarge: httpWords.msg("bodyTooLarge") };

function tooLargeError(allowance: UploadAllowance): AppError {
  const errors = allowance.field ? { [allowance.field]: [allowance.tooLarge] } : undefined;
  return new AppError("too_large", allowance.tooLarge, { errors });
}

/** A refused body up to this size is read to its end (and thrown away) before the 413 goes out. */
const DISCARD_MAX_BYTES = 32 * 1024 * 1024;
const DISCARD_MAX_MS = 15_000;

/**
 * Reads a refused body to its end without keeping it. A client still sending an 11 MB upload
 * over a slow line would otherwise see the socket closed under it (EPIPE) instead of the 413
 * that names the file: the HTTP server only waits half a second for an unread body after the
 * answer. Bodies that declare more than DISCARD_MAX_BYTES, or take longer than
 * DISCARD_MAX_MS, are cut off as before.
 */
async function discardBody(request: Request): Promise<void> {
  const body = request.body;
  if (!body || body.locked) return;
  const declared = Number(request.headers.get("content-length"));
  if (!(declared <= DISCARD_MAX_BYTES)) return;
  const reader = body.getReader();
  const deadline = setTimeout(() => void reader.cancel().catch(() => undefined), DISCARD_MAX_MS);
  try {
    for (;;) if ((await reader.read()).done) break;
  } catch {
    // The client went away: nothing left to answer.
  } finally {
    clearTimeout(deadline);
  }
}

/** Refuses a body over the allowance before it is read into memory; `respond` shapes the 413. */
export function limitBody(
  allowance: UploadAllowance = smallBody,
  respond: (error: AppError) => Response = (error) => Response.json(error.toJSON(), { status: 413 }),
): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: allowance.maxBytes,
    onError: async (c) => {
      await discardBody(c.req.raw);
      return respond(tooLargeError(allowance));
    },
  });
  // A GET or HEAD has no body (the Node adapter gives it none); asking for one would build the
  // whole Web Request, signal and all, on every read of the API.
  return (c, next) => (hasNoBody(c.req.method) ? next() : limit(c, next));
}

const hasNoBody = (method: string) => method === "GET" || method === "HEAD";

/**
 * The body limit of a page request (form posts to React Router actions). `allowanceFor`
 * names the pages that take uploads and decides, from the login, whether this visitor may
 * send one; everyone else gets the small limit.
 */
export function limitPageBodies(allowanceFor: (c: Context) => Promise<UploadAllowance | null>): MiddlewareHandler {
  return async (c, next) => {
    if (hasNoBody(c.req.method) || !c.req.raw.body) return next();
    const allowance = (await allowanceFor(c)) ?? smallBody;
    return limitBody(allowance, (error) =>
      // A page post is read by a browser: a short plain answer rather than JSON, in the page's language.
      new Response(renderMessage(error.message, languageOfRequest(c.req.raw)), { status: 413, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
    )(c, next);
  };
}
