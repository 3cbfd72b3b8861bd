import { rememberedLanguage } from "../language-choice";
import { languageOfPath } from "~/platform/i18n/language";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Env } from "~/platform/runtime/env.server";
import { NON_PAGE_POLICY } from "~/lib/content-security-policy.server";
import { log, redactedPath } from "~/platform/runtime/log.server";
import { countAnsweredAtOnce } from "~/platform/runtime/metrics.server";
import { hasPersonalHeaders } from "~/platform/auth/personal-request.server";
import { acceptsGzip, type CachedList, listVary } from "~/platform/records/list-cache.server";
import { type Language, languageOfAcceptHeader } from "~/platform/i18n/language";
import { resolveClientAddress } from "~/platform/http/client-address";
import { ANONYMOUS_PAGE_CACHE_CONTROL } from "../security";
import { type DeclaredAt, dropsWholeQuery } from "../query-parameters";

/** Answers a request on Node's own objects and says so, or says false and leaves it to the Hono app. */
export type AnswerAtOnce = (req: IncomingMessage, res: ServerResponse) => boolean;

const SLASH = 47;

interface ListAnswers {
  plain: string[];
  gzip: string[] | null;
  notModified: string[];
  notModifiedGzip: string[];
}

/** Whether If-None-Match names this tag, compared as the ETag middleware (hono/etag) compares. */
function tagMatches(etag: string, ifNoneMatch: string | undefined): boolean {
  const expected = etag.replace(/^W\//, "");
  return ifNoneMatch?.match(/"[^"]*"/g)?.some((tag) => tag === expected) ?? false;
}

/**
 * The answers that need nothing of the request but its address (docs/decisions/039-request-path.md):
 * `/livez`, an anonymous visitor's stored page and the API's public lists once built. They are sent from Node's request and
 * response before the Hono app is reached, because turning each request into a Web Request,
 * its Headers and a Response and back cost most of such a request's time: a stored page is a
 * lookup and one write. A page's address whose query string the app would drop whole (tracking
 * parameters, parameters the page does not read) is answered here too. Everything else (a
 * parameter the page reads, a cookie that makes the page personal, anything not stored) goes
 * on to the app unchanged, which answers the same way.
 *
 * The headers are the app's: the security headers of `alwaysSent`, the stored page's own
 * (server/delivery/render-cache.ts); and the request is logged as the request log does.
 */
export function answerAtOnce(options: {
  env: Pick<Env, "PUBLIC_URL" | "TRUST_PROXY">;
  alwaysSent: readonly (readonly [string, string])[];
  renderCache: { answerOnNode: (req: IncomingMessage, res: ServerResponse, key: string) => boolean } | null;
  /**
   * The query parameters each page declares (query-parameters.ts), once the build is loaded;
   * undefined before, and every address with a query string goes to the app meanwhile.
   */
  declaredAt: () => DeclaredAt | undefined;
  /** A public list of the API already built and current, by its path under /api and the language asked for (list-cache.server.ts). */
  storedList: (key: string, language: Language) => CachedList | undefined;
}): AnswerAtOnce {
  const { env, renderCache } = options;
  // The address the app sees (server/public-origin.ts): the public origin, or this server's.
  const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null;
  const live = Buffer.from(JSON.stringify({ status: "ok" }));
  const liveHeaders = ["Content-Type", "application/json", "Content-Security-Policy", NON_PAGE_POLICY, ...options.alwaysSent.flat(), "Content-Length", String(live.length)];

  // A list's answers as the API sends them (record-api.ts, cachedListResponse, then the cache,
  // ETag and security headers), made once per built list.
  const listAnswers = new WeakMap<CachedList, ListAnswers>();
  const always = options.alwaysSent.flat();
  const answersFor = (list: CachedList): ListAnswers => {
    let answers = listAnswers.get(list);
    if (answers) return answers;
    const weak = `W/${list.etag}`;
    const vary = listVary(list, "Cookie, Authorization");
    const language = list.language ? ["Content-Language", list.language] : [];
    const ok = (etag: string, length: number) => [
      "Content-Type", "application/json", "Vary", vary, ...language, "ETag", etag, "Content-Length", String(length),
      "Cache-Control", ANONYMOUS_PAGE_CACHE_CONTROL, "Content-Security-Policy", NON_PAGE_POLICY, ...always,
    ];
    const notModified = (etag: string) => ["ETag", etag, "Vary", vary, "Cache-Control", ANONYMOUS_PAGE_CACHE_CONTROL, ...always];
    answers = {
      plain: ok(list.etag, list.json.byteLength),
      gzip: list.gzip ? [...ok(weak, list.gzip.byteLength), "Content-Encoding", "gzip"] : null,
      notModified: notModified(list.etag),
      notModifiedGzip: notModified(weak),
    };
    listAnswers.set(list, answers);
    return answers;
  };

  /**
   * An anonymous GET of a public list that is built and current, in the language its
   * Accept-Language asks for (the API reads it as record-api.ts does): its bytes, or a 304.
   */
  const answerList = (req: IncomingMessage, res: ServerResponse, key: string): boolean => {
    const language = languageOfAcceptHeader(req.headers["accept-language"]) ?? "en";
    const list = options.storedList(key, language);
    if (!list) return false;
    const answers = answersFor(list);
    const zipped = answers.gzip !== null && acceptsGzip(req.headers["accept-encoding"]);
    if (tagMatches(list.etag, req.headers["if-none-match"])) {
      res.writeHead(304, zipped ? answers.notModifiedGzip : answers.notModified);
      res.end();
    } else if (zipped) {
      res.writeHead(200, answers.gzip!);
      res.end(list.gzip);
    } else {
      res.writeHead(200, answers.plain);
      res.end(list.json);
    }
    return true;
  };

  const logged = (req: IncomingMessage, res: ServerResponse, path: string, started: number) => {
    if (!log.enabled("info")) return;
    log.info("request", {
      method: req.method,
      path: redactedPath(path),
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ip: resolveClientAddress(req.socket.remoteAddress ?? "unknown", String(req.headers["x-forwarded-for"] ?? "") || undefined, env.TRUST_PROXY),
    });
  };

  /**
   * The path a page request stands for once the app has dropped what its page does not read:
   * the bare path when every parameter goes (a Facebook click's `?fbclid=`, a campaign's
   * `utm_*`, anything the page does not declare), else null and the app answers. Such a click
   * is then served the stored page here, as the app would serve it (decision 039).
   */
  const pageAddress = (path: string, queryAt: number): string | null => {
    if (queryAt === -1) return path;
    const declaredAt = options.declaredAt();
    if (!declaredAt) return null;
    const pathname = path.slice(0, queryAt);
    return dropsWholeQuery(declaredAt, pathname, path.slice(queryAt + 1)) ? pathname : null;
  };

  return (req, res) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const url = req.url ?? "";
    if (url.charCodeAt(0) !== SLASH) return false;
    const queryAt = url.indexOf("?");
    const started = performance.now();
    let path = url;
    // The route label's index in metrics.server.ts's AT_ONCE_ROUTES: a number, no label objects.
    let route: 0 | 1 | 2 = 0;
    if (url === "/livez") {
      res.writeHead(200, liveHeaders);
      res.end(method === "HEAD" ? undefined : live);
    } else if (url.startsWith("/api/")) {
      // A query string is the API's to read; HEAD goes through the app, whose compression
      // headers for it are its own (head-like-get.ts).
      if (queryAt !== -1 || method !== "GET" || hasPersonalHeaders(req.headers)) return false;
      if (!answerList(req, res, url.slice(4))) return false;
      route = 2;
    } else {
      route = 1;
      if (!renderCache || hasPersonalHeaders(req.headers)) return false;
      const page = pageAddress(url, queryAt);
      if (page === null) return false;
      path = page;
      // A visitor who chose Chichewa is sent from an English page to its twin by the app (language-choice.ts).
      if (rememberedLanguage(req.headers.cookie) === "ny" && languageOfPath(path) === "en") return false;
      const host = req.headers.host;
      if (!origin && !host) return false;
      // An address the app would spell otherwise (a capital in the host, a dot segment) is
      // simply not found here, and the app answers it.
      if (!renderCache.answerOnNode(req, res, `${origin ?? `http://${host}`}${path}`)) return false;
    }
    countAnsweredAtOnce(route, method === "HEAD", res.statusCode);
    logged(req, res, path, started);
    return true;
  };
}
