import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { type IncomingMessage, request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import { ipHost } from "~/platform/http/outbound-address";

/** How long one poll may take, connection to last byte: an agency slower than this is a failure, tried again next round. */
export const FEED_TIMEOUT_MS = 10_000;
/** The most a calendar may weigh: one room's events for a year and a half fit in a few dozen kilobytes. */
export const FEED_MAX_BYTES = 1_048_576;

/** Why a poll failed, in staff's English (stored as the feed's last error). */
export class FeedFetchError extends Error {}

export type FeedAnswer =
  | { kind: "not-modified" }
  | { kind: "calendar"; text: string; etag: string | null; lastModified: string | null };

/** Redirects followed, as a browser would; an agency's calendar address rarely has more than one. */
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** An address the feed's host led to that the server does not read from (decision 070). */
class RefusedAddress extends Error {
  constructor(readonly address: string) {
    super(`The agency's address leads to ${address}, which is not on the public internet; the server reads calendars only from public addresses (or CALENDAR_FEED_PRIVATE_RANGES)`);
  }
}

/** Whether the feed at `url` may be read from an address its host resolved to. */
export type MayReach = (address: string, url: URL) => boolean;

/**
 * Asks an agency for a room's calendar, conditionally (If-None-Match / If-Modified-Since from the
 * last good answer): a 304 changes nothing. Anything but a 2xx, a timeout, more than
 * FEED_MAX_BYTES (reading stops there), or an address `mayReach` refuses — checked on the
 * address actually connected to, at every redirect — throws FeedFetchError.
 */
export async function fetchFeed(url: string, validators: { etag: string | null; lastModified: string | null }, options: { timeoutMs?: number; mayReach: MayReach }): Promise<FeedAnswer> {
  const timeoutMs = options.timeoutMs ?? FEED_TIMEOUT_MS;
  const headers: Record<string, string> = { accept: "text/calendar, */*;q=0.1", "user-agent": "UmodziParkHotel-CalendarSync/1.0" };
  if (validators.etag) headers["if-none-match"] = validators.etag;
  if (validators.lastModified) headers["if-modified-since"] = validators.lastModified;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut = () => new FeedFetchError(`The agency did not answer within ${Math.round(timeoutMs / 1000)} seconds`);
  try {
    let target = new URL(url);
    for (let redirects = 0; ; redirects++) {
      let response: IncomingMessage;
      try {
        response = await get(target, headers, controller.signal, options.mayReach);
      } catch (error) {
        if (error instanceof RefusedAddress) throw new FeedFetchError(error.message);
        if (controller.signal.aborted) throw timedOut();
        throw new FeedFetchError(`The agency's address could not be reached (${describe(error)})`);
      }
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status) && response.headers.location) {
        response.destroy();
        const next = new URL(response.headers.location, target);
        if (next.protocol !== "http:" && next.protocol !== "https:") throw new FeedFetchError("The agency's address redirected to something other than a web address");
        if (redirects >= MAX_REDIRECTS) throw new FeedFetchError(`The agency's address redirected more than ${MAX_REDIRECTS} times`);
        target = next;
        continue;
      }
      if (status === 304) {
        response.destroy();
        return { kind: "not-modified" };
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new FeedFetchError(`The agency answered HTTP ${status}${response.statusMessage ? ` ${response.statusMessage}` : ""}`);
      }
      const declared = Number(response.headers["content-length"]);
      if (Number.isFinite(declared) && declared > FEED_MAX_BYTES) {
        response.destroy();
        throw new FeedFetchError(`The calendar is larger than ${FEED_MAX_BYTES / 1_048_576} MB`);
      }
      const text = await readUpTo(decoded(response), FEED_MAX_BYTES, controller, timedOut);
      return { kind: "calendar", text, etag: header(response, "etag"), lastModified: header(response, "last-modified") };
    }
  } finally {
    clearTimeout(timer);
  }
}

function header(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  return typeof value === "string" ? value : null;
}

/**
 * One GET. The host's addresses are judged in the connection's own lookup, so what is checked is
 * what is connected to: a name that resolves to a public address when checked and a private one
 * when connecting cannot slip through.
 */
function get(url: URL, headers: Record<string, string>, signal: AbortSignal, mayReach: MayReach): Promise<IncomingMessage> {
  const literal = ipHost(url);
  if (literal && !mayReach(literal, url)) return Promise.reject(new RefusedAddress(literal));
  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const refused = addresses.find((a) => !mayReach(a.address, url));
      if (refused) return callback(new RefusedAddress(refused.address) as NodeJS.ErrnoException, "", 0);
      if (lookupOptions.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), "", 0);
      callback(null, first.address, first.family);
    });
  };
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: "GET", headers, signal, lookup: guardedLookup }, resolve);
    request.on("error", reject);
    request.end();
  });
}

/** The body as the agency meant it: a server that compresses although not asked to is read too. */
function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "").trim().toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(createGunzip());
  if (encoding === "deflate") return response.pipe(createInflate());
  if (encoding === "br") return response.pipe(createBrotliDecompress());
  return response;
}

/** The body as text, refused (and the connection dropped) as soon as it passes `max` bytes. */
async function readUpTo(body: Readable, max: number, controller: AbortController, timedOut: () => FeedFetchError): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of body) {
      const bytes = chunk as Buffer;
      total += bytes.byteLength;
      if (total > max) {
        controller.abort();
        body.destroy();
        throw new FeedFetchError(`The calendar is larger than ${max / 1_048_576} MB`);
      }
      chunks.push(bytes);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (controller.signal.aborted) throw timedOut();
    throw new FeedFetchError(`The calendar could not be read to its end (${describe(error)})`);
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : cause instanceof Error ? cause.message.slice(0, 120) : "unknown error";
}
