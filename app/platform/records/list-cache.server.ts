import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { chosenEncoding, type ContentCoding } from "~/lib/accept-encoding";
import { hotelDate } from "~/lib/dates";
import { tableChangesOf } from "~/platform/db/table-changes.server";
import type { Language } from "~/platform/i18n/language";

const gzip = promisify(gzipCallback);

/** Bodies smaller than this go out plain, as the server's compression would send them. */
const GZIP_THRESHOLD = 1024;

/** A list as visitors see it, ready to send: its JSON, an ETag and (when worth it) gzip. */
export interface CachedList {
  json: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer> | null;
  /** A strong tag of the JSON; the gzip body goes out under its weak form, as compression does. */
  etag: string;
  /** The list's language, for a list whose records have Chichewa versions; null when it reads the same in every language. */
  language: Language | null;
}

interface Slot {
  stamp: string;
  source: ListSource;
  list: Promise<CachedList>;
  /** The list once built, for `storedList`. */
  built?: CachedList;
}

/** What decides a list: the tables it reads, and the hotel's date for lists with date rules. */
interface ListSource {
  /** A name for the list, unique per database (the API path). */
  key: string;
  tables: readonly string[];
  /** Whether what visitors see depends on today's date (current adverts, open tenders). */
  dated: boolean;
  /** Whether anyone may read it without signing in (a public API route). */
  openToAll?: boolean;
  /**
   * For a list whose records have Chichewa versions: the language it is built in. Each
   * language is a list of its own (docs/decisions/043-translated-record-fields.md).
   */
  language?: Language;
}

/** Where a list is kept: its key, and its language beside it when it has one. */
const slotKey = (key: string, language: Language | undefined) => (language === undefined ? key : `${key}#${language}`);

const slotsByDatabase = new WeakMap<object, Map<string, Slot>>();

/**
 * The visitors' view of a list, built by `build` only when a table it reads has been written
 * since (table-changes.server.ts) or, for a dated list, the hotel's date has turned. The
 * stamp is taken before reading, so a write that lands during the read leaves the entry
 * stale at once. Concurrent misses share one build. Staff views are never passed here.
 * A database without change counters is never cached.
 */
export async function cachedList(db: object, source: ListSource, build: () => Promise<unknown[]>): Promise<CachedList> {
  const changes = tableChangesOf(db);
  if (!changes) return serialise(await build(), source.language);
  let slots = slotsByDatabase.get(db);
  if (!slots) slotsByDatabase.set(db, (slots = new Map()));
  const stamp = stampOf(changes, source);
  const key = slotKey(source.key, source.language);
  const slot = slots.get(key);
  if (slot?.stamp === stamp) return slot.list;
  const list = build().then((data) => serialise(data, source.language));
  const fresh: Slot = { stamp, source, list };
  slots.set(key, fresh);
  void list.then(
    (built) => (fresh.built = built),
    () => undefined,
  );
  // A failed build is not kept: the next request tries again.
  list.catch(() => {
    if (slots.get(key)?.list === list) slots.delete(key);
  });
  return list;
}

function stampOf(changes: NonNullable<ReturnType<typeof tableChangesOf>>, source: ListSource): string {
  return source.tables.map((t) => changes.version(t)).join(".") + (source.dated ? `@${hotelDate()}` : "");
}

/**
 * A list anyone may read, already built and still current, by its key (the API path) and the
 * language asked for, or undefined; without waiting for anything, for answers sent before the
 * app (server/delivery/answer-at-once.ts). Only lists a request has built are found.
 */
export function storedList(db: object, key: string, language: Language): CachedList | undefined {
  const slots = slotsByDatabase.get(db);
  // A list in the language asked for, or one that reads the same in every language.
  const neutral = slots?.get(key);
  const slot = slots?.get(slotKey(key, language)) ?? (neutral?.source.language === undefined ? neutral : undefined);
  if (!slot?.built || !slot.source.openToAll) return undefined;
  const changes = tableChangesOf(db);
  return changes && slot.stamp === stampOf(changes, slot.source) ? slot.built : undefined;
}

async function serialise(data: unknown[], language: Language | undefined): Promise<CachedList> {
  const json = new TextEncoder().encode(JSON.stringify({ data }));
  const etag = `"${createHash("sha1").update(json).digest("base64url")}"`;
  return { json, etag, gzip: json.byteLength >= GZIP_THRESHOLD ? new Uint8Array(await gzip(json)) : null, language: language ?? null };
}

/**
 * What a list's answer varies by: the encoding, and the language for lists that have one
 * (a shared cache must not hand the Chichewa list to an English reader). `extra` adds the
 * headers the caller's own answer also depends on.
 */
export function listVary(list: Pick<CachedList, "language">, extra = ""): string {
  return ["Accept-Encoding", ...(list.language ? ["Accept-Language"] : []), ...(extra ? [extra] : [])].join(", ");
}

/** Lists are kept plain and in gzip. */
const LIST_ENCODINGS: readonly ContentCoding[] = ["gzip"];

/** Whether gzip is the encoding to send a list in (the only one lists are kept in), by the header's weights (accept-encoding.ts). */
export function acceptsGzip(header: string | undefined): boolean {
  return chosenEncoding(header, LIST_ENCODINGS) === "gzip";
}

/**
 * The response for a cached list. The ETag is set here, so the ETag middleware answers a
 * matching If-None-Match with 304 without hashing the body again, and a gzip body already
 * carries Content-Encoding, so the compression middleware leaves it alone.
 */
export function cachedListResponse(list: CachedList, acceptEncoding: string | undefined): Response {
  const headers = new Headers({ "Content-Type": "application/json", Vary: listVary(list) });
  if (list.language) headers.set("Content-Language", list.language);
  if (list.gzip && acceptsGzip(acceptEncoding)) {
    headers.set("Content-Encoding", "gzip");
    headers.set("ETag", `W/${list.etag}`);
    headers.set("Content-Length", String(list.gzip.byteLength));
    return new Response(list.gzip, { headers });
  }
  headers.set("ETag", list.etag);
  headers.set("Content-Length", String(list.json.byteLength));
  return new Response(list.json, { headers });
}
