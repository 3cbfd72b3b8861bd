import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Context, MiddlewareHandler, Next } from "hono";
import { isPersonalRequest } from "~/platform/auth/personal-request.server";
import { hotelDate } from "~/lib/dates";
import { chosenEncoding, type ContentCoding } from "~/lib/accept-encoding";
import { hotCounts } from "~/platform/runtime/metrics.server";
import { CURRENCY_PARAMETER } from "~/platform/currency/visitor-currency.server";
import { languageOfPath } from "~/platform/i18n/language";
import { TABLES_NO_PAGE_SHOWS } from "~/feature-registry";
import { pageVariant, pageVariantOfHeaders } from "./page-variant";
import { ANONYMOUS_PAGE_CACHE_CONTROL } from "../security";

/**
 * Render cache for pages that are the same for every anonymous visitor
 * (docs/decisions/014-render-cache.md).
 *
 * A page is rendered once per address and kept, already compressed, until a table an
 * anonymous page may show is written: by this process (counted at commit) or by another on the
 * same database (a second server, a script: platform/db/change-watch.server.ts). Either starts a new
 * generation through `tablesChanged`, and so do the hotel's date changing (adverts and
 * vacancies have date rules) and the demo content finishing. Writes only to
 * TABLES_NO_PAGE_SHOWS (a guest signing in, a contact message, a rate-limit count) leave the
 * pages alone. Five minutes is the longest an entry lives, for what even the watch cannot
 * see (an SQLite file replaced by a restore); a page with an `Expires` (a tender's closing)
 * lives no longer than that.
 *
 * Each rendered page carries a CSP nonce; a cached copy is the same bytes for everyone, so its
 * nonces are removed and its policy allows exactly its own inline scripts by their SHA-256
 * hashes instead ("'sha256-…'"), which is as strict as a nonce and needs no per-response work.
 *
 * Only requests that say nobody in particular is asking are served from it or stored: no
 * Authorization and none of the cookies a page is shaped by (`isPersonalRequest`); a
 * statistics tool's or a CDN's cookie does not count. A visitor who is logged in, or halfway
 * through a two-step sign-in, always gets a fresh render.
 */
interface RenderCacheOptions {
  /** Entries kept at most; the least recently used goes first. */
  maxEntries?: number;
  /** Pages larger than this are not kept (bytes, uncompressed). */
  maxBytes?: number;
  /** How long an entry may live at most (ms). */
  maxAgeMs?: number;
  /** False while the demo content is still being written: nothing is stored until it is done. */
  ready?: () => boolean;
  now?: () => number;
  today?: () => string;
  /** Headers every answer carries (the security headers), for hits answered on Node's own response. */
  alwaysSent?: readonly (readonly [string, string])[];
  /** Whether no page has this address (the page-not-found answers it): read from the build (server/app.ts). */
  unknownPaths?: () => Promise<(pathname: string) => boolean>;
}

interface Variant {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The headers of a hit and of a 304 on Node's response, name and value in turn, made on first use. */
  sent?: { ok: string[]; notModified: string[] };
}

interface Entry {
  /** 200, or 404 for the one page-not-found stored per language and variant. */
  status: number;
  headers: [string, string][];
  identity: Variant;
  gzip: Variant;
  br: Variant;
  generation: number;
  storedAt: number;
  /** When the page said it turns stale (its `Expires`: a tender closing), if it did. */
  expiresAt: number | null;
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** What a stored page varies by, for shared caches: its variant's headers (page-variant.ts) and its encoding. */
const STORED_PAGE_VARY = "Cookie, Authorization, Accept-Encoding, Save-Data";

/**
 * One stored page per address and variant (the currency and light mode: server/delivery/page-variant.ts),
 * so a visitor who chose dollars, or light pages, and one who did not never get each other's copy. The variant holds no "?",
 * so `hasQuery` below still tells the addresses with a query string.
 */
function storageKey(request: Request): string {
  // answerOnNode spells the same key from Node's request: keep the two in step.
  return `${pageVariant(request)} ${request.url}`;
}
const hasQuery = (url: string) => url.includes("?");

/**
 * Where every address no page has is rendered and stored: one page-not-found per language and
 * variant, whatever the address, so made-up paths neither render afresh nor fill the cache
 * (docs/decisions/051-fair-renders.md). Itself an address no page has.
 */
export const NOT_FOUND_PATH = "/404";

/**
 * The request a page-not-found is rendered for: the same page for every unknown address, so it
 * names none of them (its language switch would otherwise link a stranger's made-up path for
 * everyone). Only the currency parameter is kept, since the page's variant is read from it.
 */
export function notFoundRequest(request: Request): Request {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const currency = url.searchParams.get(CURRENCY_PARAMETER);
  const target = new URL(`${language === "en" ? "" : `/${language}`}${NOT_FOUND_PATH}`, url.origin);
  if (currency !== null) target.searchParams.set(CURRENCY_PARAMETER, currency);
  return new Request(target, { method: request.method, headers: request.headers, signal: request.signal });
}

/**
 * Tables no page served to an anonymous visitor reads (accounts and their sign-in records, what
 * guests send, loyalty points, the outbox, the audit log, rate-limit counts), as each feature
 * declares them (`tablesNoPageShows` in its `*.feature.ts`). Their writes happen on every
 * sign-in and form post, so they must not empty the cache.
 */
export { TABLES_NO_PAGE_SHOWS };
const NONCE_ATTRIBUTE = / nonce="([^"]*)"/g;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** Headers that belong to one response, never to a stored copy. */
const PER_RESPONSE_HEADERS = new Set(["content-length", "content-encoding", "etag", "date", "set-cookie", "transfer-encoding", "connection", "keep-alive"]);

/** The page's policy with its nonce swapped for the hashes of the inline scripts it holds. */
export function hashedPolicy(policy: string, html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const content = match[1] ?? "";
    if (content === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  // A page without inline scripts (a light page, 044) keeps its other sources; only an emptied
  // directive says 'none', which browsers ignore beside any other source.
  return policy
    .split(/;\s*/)
    .map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      if (!sources.some((source) => source.startsWith("'nonce-"))) return directive;
      const kept = sources.flatMap((source) => (source.startsWith("'nonce-") ? [...hashes] : [source]));
      return [name, ...(kept.length > 0 ? kept : ["'none'"])].join(" ");
    })
    .join("; ");
}

/**
 * A page that changes at a known moment with no write (a tender closing: its countdown
 * becomes "Closed") says so with `Expires`; it is not served from memory from then on.
 * Browsers and shared caches go by Cache-Control, which wins over Expires.
 */
function expiresAtOf(response: Response): number | null {
  const expires = response.headers.get("expires");
  if (!expires) return null;
  const at = Date.parse(expires);
  return Number.isNaN(at) ? null : at;
}

/** The same page with every nonce attribute removed (the hashes in its policy stand in for them). */
export function withoutNonces(html: string): string {
  return html.replace(NONCE_ATTRIBUTE, "");
}

/**
 * Hono copies the old response's headers onto a new one assigned to `c.res`; the stored
 * copy's headers (its hashed policy above all) must win, so the old response is dropped first.
 */
function replaceResponse(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}

function variant(body: Uint8Array<ArrayBuffer>, tagSuffix: string, hash: string): Variant {
  return { body, etag: `"${hash}${tagSuffix}"` };
}

function etagMatches(etag: string, ifNoneMatch: string | null): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || (ifNoneMatch.match(/"[^"]*"/g) ?? ([] as string[])).includes(etag);
}

/** A stored page's encodings: identity, gzip and brotli, chosen by the request's weights (accept-encoding.ts). */
type Encoding = ContentCoding;
const preferredEncoding = (acceptEncoding: string | undefined): Encoding => chosenEncoding(acceptEncoding);

export function createRenderCache(options: RenderCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 300;
  const maxBytes = options.maxBytes ?? 256 * 1024;
  const maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  const today = options.today ?? (() => hotelDate());
  const entries = new Map<string, Entry>();
  /** Responses a page marked as not for sharing (a section failed to load). */
  const unshared = new WeakSet<Context>();
  let generation = 0;
  let day = today();
  let wasReady = options.ready?.() ?? true;
  /** Renders under way by key, each resolving to what it stored (single flight: one render per page at once). */
  const rendering = new Map<string, Promise<Entry | undefined>>();

  /** Entries of an older generation or day are dropped lazily, when next looked up. */
  function currentGeneration(): number {
    const ready = options.ready?.() ?? true;
    const date = today();
    if (date !== day || ready !== wasReady) {
      day = date;
      wasReady = ready;
      generation += 1;
    }
    return generation;
  }

  function cacheable(request: Request): boolean {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    if (isPersonalRequest(request)) return false;
    return !new URL(request.url).pathname.startsWith("/api/");
  }

  /**
   * What shared caches may do with a stored answer: keep a page a minute, as the cache-header
   * middleware says of every anonymous 200, but never the stored page-not-found, which is
   * stored here only so unknown addresses cost no render: an address staff are about to
   * publish must not stay "not found" in a CDN for minutes.
   */
  function sharedCacheControl(entry: Entry): string {
    return entry.status === 200 ? ANONYMOUS_PAGE_CACHE_CONTROL : "private, no-store";
  }

  /**
   * The stored copy in the encoding the request accepts. It went out the first time through
   * the cache-header middleware, which said the same for every anonymous 200: these headers
   * are its, so a hit need not pass through it again.
   */
  function respond(entry: Entry, request: Request): Response {
    const encoding = preferredEncoding(request.headers.get("accept-encoding") ?? undefined);
    const chosen = entry[encoding];
    const headers = new Headers(entry.headers);
    headers.set("ETag", chosen.etag);
    headers.set("Cache-Control", sharedCacheControl(entry));
    headers.set("Vary", STORED_PAGE_VARY);
    headers.set("X-Render-Cache", "hit");
    if (etagMatches(chosen.etag, request.headers.get("if-none-match"))) {
      const notModified = new Headers();
      for (const name of ["ETag", "Cache-Control", "Vary", "X-Render-Cache"]) notModified.set(name, headers.get(name)!);
      return new Response(null, { status: 304, headers: notModified });
    }
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(chosen.body.byteLength));
    return new Response(request.method === "HEAD" ? null : chosen.body, { status: entry.status, headers });
  }

  /**
   * The request a cacheable request is stored as: itself, or for an address no page has, the
   * one page-not-found of its language (a data request, `/x.data`, is no page and stays itself).
   * Only asked just before the page handler: an address no page has may still be a file
   * (`/favicon.ico`, `/assets/…`) or a route of the app's own (`/livez`), answered before it.
   */
  async function storedAs(request: Request): Promise<Request> {
    if (!options.unknownPaths) return request;
    const pathname = new URL(request.url).pathname;
    if (pathname.endsWith(".data") || !(await options.unknownPaths())(pathname)) return request;
    return notFoundRequest(request);
  }

  /** The live entry for a request, or undefined (an outdated one is dropped on the way). */
  function lookup(request: Request): Entry | undefined {
    if (!cacheable(request)) return undefined;
    return lookupKey(storageKey(request));
  }

  function lookupKey(key: string): Entry | undefined {
    const found = entries.get(key);
    if (!found) return undefined;
    entries.delete(key);
    const time = now();
    if (found.generation !== currentGeneration() || time - found.storedAt >= maxAgeMs || (found.expiresAt !== null && time >= found.expiresAt)) {
      hotCounts.renderCacheEvictionsStale += 1;
      return undefined;
    }
    // Most recently used last, so the oldest is the first key when the map is full.
    entries.set(key, found);
    return found;
  }

  /**
   * The headers of a hit in one encoding as Node's writeHead takes them (a flat list), made
   * once per entry and encoding: what `respond` and the security-header middleware together
   * send, so an answer from here and one through the Hono app cannot be told apart.
   */
  function sentHeaders(entry: Entry, encoding: Encoding, chosen: Variant): { ok: string[]; notModified: string[] } {
    const common = ["ETag", chosen.etag, "Cache-Control", sharedCacheControl(entry), "Vary", STORED_PAGE_VARY, "X-Render-Cache", "hit"];
    const always = (options.alwaysSent ?? []).flat();
    // As Headers.set would: what is set here replaces the page's own header of that name.
    const replaced = new Set([...common, ...always].filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase()));
    const own = entry.headers.filter(([name]) => !replaced.has(name)).flat();
    const ok = [...own, ...common, ...always, "Content-Length", String(chosen.body.byteLength)];
    if (encoding !== "identity") ok.push("Content-Encoding", encoding);
    return { ok, notModified: [...common, ...always] };
  }

  /**
   * A stored page answered on Node's own request and response, before any Web Request or
   * Headers is made (server/delivery/answer-at-once.ts): a lookup and one write. `url` is the address
   * the Hono app would see; the caller has checked the request is anonymous and has no query
   * string. False when nothing is stored for it, and the request goes on to the app.
   */
  function answerOnNode(req: IncomingMessage, res: ServerResponse, url: string): boolean {
    const found = lookupKey(`${pageVariantOfHeaders(req.headers)} ${url}`);
    if (!found) return false;
    hotCounts.renderCacheHits += 1;
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const chosen = found[encoding];
    chosen.sent ??= sentHeaders(found, encoding, chosen);
    if (etagMatches(chosen.etag, req.headers["if-none-match"] ?? null)) {
      res.writeHead(304, chosen.sent.notModified);
      res.end();
    } else {
      res.writeHead(found.status, chosen.sent.ok);
      if (req.method === "HEAD") res.end();
      else res.end(chosen.body);
    }
    return true;
  }

  /** Whether a fresh response may be kept, judged from its headers alone (before its body is read). */
  function storable(response: Response, notFound: boolean): boolean {
    if (response.status !== (notFound ? 404 : 200) || response.headers.has("set-cookie") || response.headers.has("content-encoding")) return false;
    return !/\b(private|no-store)\b/.test(response.headers.get("cache-control") ?? "");
  }

  function store(key: string, response: Response, text: string, gen: number): Entry {
    const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (PER_RESPONSE_HEADERS.has(name)) continue;
      headers.push([name, name === "content-security-policy" && html ? hashedPolicy(value, text) : value]);
    }
    const body = new TextEncoder().encode(html ? withoutNonces(text) : text);
    const hash = createHash("sha1").update(body).digest("base64url").slice(0, 27);
    // Moderate levels: a miss costs a few milliseconds, so odd query strings cannot buy much CPU.
    const entry: Entry = {
      status: response.status,
      headers,
      identity: variant(body, "", hash),
      gzip: variant(new Uint8Array(gzipSync(body, { level: 6 })), "-gzip", hash),
      br: variant(new Uint8Array(brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })), "-br", hash),
      generation: gen,
      storedAt: now(),
      expiresAt: expiresAtOf(response),
    };
    entries.set(key, entry);
    if (hasQuery(key)) dropOldestQueryEntryOverShare();
    if (entries.size > maxEntries) {
      entries.delete(entries.keys().next().value as string);
      hotCounts.renderCacheEvictionsFull += 1;
    }
    return entry;
  }

  /**
   * Addresses with a query string (filters, searches, anything a crawler or a prankster makes
   * up) may hold a third of the entries at most, so they cannot push the plain pages out.
   */
  function dropOldestQueryEntryOverShare(): void {
    const withQuery = [...entries.keys()].filter(hasQuery);
    if (withQuery.length > Math.max(1, Math.floor(maxEntries / 3))) {
      entries.delete(withQuery[0]!);
      hotCounts.renderCacheEvictionsFull += 1;
    }
  }

  /**
   * Without the database's change counts (a database not opened by openDatabase), any HTTP
   * write starts a new generation instead: every stored page is re-rendered on its next visit.
   */
  const invalidateOnWrites: MiddlewareHandler = async (c, next) => {
    await next();
    if (WRITE_METHODS.has(c.req.method)) generation += 1;
  };

  /**
   * Answers from memory when it can. Placed early (right after the security headers), so a
   * hit skips the static-file lookup, compression and the rest of the chain.
   */
  const serveStored: MiddlewareHandler = async (c, next) => {
    const found = lookup(c.req.raw);
    if (!found) return next();
    hotCounts.renderCacheHits += 1;
    replaceResponse(c, respond(found, c.req.raw));
  };

  /**
   * Keeps a fresh anonymous page; placed just before the page handler, so only pages are stored.
   * While one request renders a page, others for the same page wait for it and are sent its
   * stored copy (a hit): after a write, thirty visitors of the home page cost one render, not
   * thirty. If the render is not stored (a failure, a page kept unshared), each renders its own.
   */
  const storeRendered: MiddlewareHandler = async (c, next) => {
    const request = c.req.raw;
    if (!cacheable(request) || request.method !== "GET") return next();
    const rendered = await storedAs(request);
    const key = storageKey(rendered);
    // serveStored looked the address itself up; the page-not-found is looked up only here.
    const stored = rendered === request ? undefined : lookupKey(key);
    if (stored) {
      hotCounts.renderCacheHits += 1;
      return replaceResponse(c, respond(stored, request));
    }
    const underway = rendering.get(key);
    if (underway) {
      const shared = await underway;
      if (shared) {
        hotCounts.renderCacheHits += 1;
        return replaceResponse(c, respond(shared, request));
      }
      return next();
    }
    hotCounts.renderCacheMisses += 1;
    let settle: (entry: Entry | undefined) => void = () => {};
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    let entry: Entry | undefined;
    try {
      entry = await renderAndStore(c, next, key, rendered);
    } finally {
      rendering.delete(key);
      settle(entry);
    }
  };

  async function renderAndStore(c: Context, next: Next, key: string, rendered: Request): Promise<Entry | undefined> {
    const request = c.req.raw;
    const gen = currentGeneration();
    // The page handler renders the stored address (the one page-not-found); everything
    // around it (the request log above all) still sees the address asked for.
    c.req.raw = rendered;
    try {
      await next();
    } finally {
      c.req.raw = request;
    }
    if (unshared.has(c) || !(options.ready?.() ?? true) || !storable(c.res, rendered !== request)) return undefined;
    const fresh = c.res;
    const text = await fresh.text();
    if (Buffer.byteLength(text) > maxBytes) {
      replaceResponse(c, new Response(text, { status: fresh.status, headers: fresh.headers }));
      return undefined;
    }
    const entry = store(key, fresh, text, gen);
    const stored = respond(entry, request);
    stored.headers.set("X-Render-Cache", "miss");
    replaceResponse(c, stored);
    return entry;
  }

  return {
    invalidateOnWrites,
    serveStored,
    storeRendered,
    answerOnNode,
    /** This request's page is for its visitor only (it shows a failure message): never stored. */
    doNotStore: (c: Context) => {
      unshared.add(c);
    },
    /** Tables were written (null: any table may have been): a new generation unless no page shows them. */
    tablesChanged: (tables: readonly string[] | null) => {
      if (tables && tables.every((table) => TABLES_NO_PAGE_SHOWS.has(table))) return;
      generation += 1;
    },
    size: () => entries.size,
  };
}
