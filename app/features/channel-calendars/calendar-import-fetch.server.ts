/** How long one poll may take, connection to last byte: an agency slower than this is a failure, tried again next round. */
export const FEED_TIMEOUT_MS = 10_000;
/** The most a calendar may weigh: one room's events for a year and a half fit in a few dozen kilobytes. */
export const FEED_MAX_BYTES = 1_048_576;

/** Why a poll failed, in staff's English (stored as the feed's last error). */
export class FeedFetchError extends Error {}

export type FeedAnswer =
  | { kind: "not-modified" }
  | { kind: "calendar"; text: string; etag: string | null; lastModified: string | null };

/**
 * Asks an agency for a room's calendar, conditionally (If-None-Match / If-Modified-Since from the
 * last good answer): a 304 changes nothing. Anything but a 2xx, a timeout, or more than
 * FEED_MAX_BYTES (reading stops there) throws FeedFetchError.
 */
export async function fetchFeed(url: string, validators: { etag: string | null; lastModified: string | null }, timeoutMs = FEED_TIMEOUT_MS): Promise<FeedAnswer> {
  const headers = new Headers({ accept: "text/calendar, */*;q=0.1", "user-agent": "UmodziParkHotel-CalendarSync/1.0" });
  if (validators.etag) headers.set("if-none-match", validators.etag);
  if (validators.lastModified) headers.set("if-modified-since", validators.lastModified);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: controller.signal, redirect: "follow" });
    } catch (error) {
      if (controller.signal.aborted) throw new FeedFetchError(`The agency did not answer within ${Math.round(timeoutMs / 1000)} seconds`);
      throw new FeedFetchError(`The agency's address could not be reached (${describe(error)})`);
    }
    if (response.status === 304) {
      await response.body?.cancel();
      return { kind: "not-modified" };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new FeedFetchError(`The agency answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`);
    }
    const declared = Number(response.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > FEED_MAX_BYTES) {
      await response.body?.cancel();
      throw new FeedFetchError(`The calendar is larger than ${FEED_MAX_BYTES / 1_048_576} MB`);
    }
    const text = await readUpTo(response, FEED_MAX_BYTES, controller, timeoutMs);
    return { kind: "calendar", text, etag: response.headers.get("etag"), lastModified: response.headers.get("last-modified") };
  } finally {
    clearTimeout(timer);
  }
}

/** The body as text, refused (and the connection dropped) as soon as it passes `max` bytes. */
async function readUpTo(response: Response, max: number, controller: AbortController, timeoutMs: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) {
        controller.abort();
        throw new FeedFetchError(`The calendar is larger than ${max / 1_048_576} MB`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (controller.signal.aborted) throw new FeedFetchError(`The agency did not answer within ${Math.round(timeoutMs / 1000)} seconds`);
    throw new FeedFetchError(`The calendar could not be read to its end (${describe(error)})`);
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : cause instanceof Error ? cause.message.slice(0, 120) : "unknown error";
}
