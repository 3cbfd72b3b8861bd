import type { MiddlewareHandler } from "hono";
import type { ServerBuild } from "react-router";
import { routeMatcher } from "./route-tree";
import type { PageHandle } from "~/lib/page-handle";
import { CURRENCY_PARAMETER } from "~/platform/currency/visitor-currency.server";
import { LANGUAGE_PARAMETER } from "./language-choice";

/**
 * Query parameters that advertising and social sites add to links (`?fbclid=…` on every
 * Facebook click, `utm_*` on campaign links shared on WhatsApp). No page reads them, but each
 * made its own address: a fresh render for every click, and a render-cache entry of its own
 * that pushed the real pages out (docs/decisions/014-render-cache.md). Dropped on every page.
 */
const TRACKING = new Set([
  "fbclid", "gclid", "gbraid", "wbraid", "dclid", "msclkid", "twclid", "ttclid", "igshid", "li_fat_id", "mc_cid", "mc_eid", "_ga", "_gl",
  "srsltid", "yclid", "_hsenc", "_hsmi", "mkt_tok",
]);

/**
 * Kept on every page: React Router's own (which routes a data request revalidates, the index
 * route's marker) and the site's (`currency`, read by the root loader on every page and part of
 * the stored page's variant, server/delivery/page-variant.ts).
 */
const FRAMEWORK = new Set(["_routes", "index", CURRENCY_PARAMETER]);

function isTrackingParameter(name: string): boolean {
  return TRACKING.has(name) || name.startsWith("utm_");
}

/** What `declaredParameters` gives: a path's declared parameters, or null when the query string is its own. */
export type DeclaredAt = (pathname: string) => ReadonlySet<string> | null;

/** Whether a page request's parameter is dropped before anything reads the address. */
function dropped(name: string, declared: ReadonlySet<string> | null): boolean {
  return isTrackingParameter(name) || (declared !== null && !declared.has(name) && !FRAMEWORK.has(name));
}

/**
 * For a page request answered at once (delivery/answer-at-once.ts): whether the app would drop every
 * parameter of this query string, so that the page it serves is the one stored for the bare
 * path. A query string that keeps anything (a page's own `?q=`, `?currency=`), or holds the
 * language switch's `?lang=`, which the app turns into a redirect before trimming, is the app's.
 * An empty one (`/?`) is the app's too: its address keeps the "?".
 */
export function dropsWholeQuery(declaredAt: DeclaredAt, pathname: string, query: string): boolean {
  const names = [...new URLSearchParams(query).keys()];
  if (names.length === 0 || names.includes(LANGUAGE_PARAMETER)) return false;
  const declared = declaredAt(pagePath(pathname));
  return names.every((name) => dropped(name, declared));
}

/** The page a React Router data request (`/careers.data`, `/_root.data`) is for. */
function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.slice(0, -".data".length);
}

/** Paths whose declared parameters `declaredParameters` keeps worked out. */
const KNOWN_PATHS = 1000;

/**
 * The parameters the pages at a path declare (`handle.query`, app/lib/page-handle.ts), all the
 * routes matched together; null when none of them declares any (the query string is theirs).
 */
export function declaredParameters(build: ServerBuild): DeclaredAt {
  const match = routeMatcher(build);
  // The matches are remembered by routeMatcher; what is kept here is the set made from them, so
  // a tracking link's page, answered on the path answered at once (delivery/answer-at-once.ts), costs a
  // lookup and no allocation. Bounded, since anyone can send any path: the oldest goes first.
  const known = new Map<string, ReadonlySet<string> | null>();
  return (pathname) => {
    const seen = known.get(pathname);
    if (seen !== undefined) return seen;
    const declared = declaredAt(pathname);
    if (known.size >= KNOWN_PATHS) known.delete(known.keys().next().value!);
    known.set(pathname, declared);
    return declared;
  };

  function declaredAt(pathname: string): ReadonlySet<string> | null {
    const matches = match(pathname) ?? [];
    // An address no page has (the not-found page) keeps its query string: nothing is stored
    // for it, and a misspelt page's redirect (spelling-redirects.ts) passes the query on.
    if (matches.at(-1)?.route.path === "*") return null;
    let declared: Set<string> | null = null;
    for (const match of matches) {
      const query = (build.routes[match.route.id ?? ""]?.module.handle as PageHandle | undefined)?.query;
      if (query) declared = new Set([...(declared ?? []), ...query]);
    }
    return declared;
  }
}

/**
 * Page requests (GET and HEAD outside /api) are handled as if their address held only the
 * parameters their page reads: tracking parameters always go, and under a route that declares
 * its parameters, every other one too. The same page, the same render-cache entry: made-up
 * query strings (`/?q=<random>`) neither render afresh nor fill the cache. The browser keeps
 * its address; the page's forms post to the page itself.
 */
export function pageQueryParameters(declaredAt: () => Promise<DeclaredAt>): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if ((raw.method !== "GET" && raw.method !== "HEAD") || !raw.url.includes("?") || c.req.path.startsWith("/api/")) return next();
    const url = new URL(raw.url);
    const declared = (await declaredAt())(pagePath(url.pathname));
    const names = [...new Set(url.searchParams.keys())].filter((name) => dropped(name, declared));
    if (names.length === 0) return next();
    for (const name of names) url.searchParams.delete(name);
    c.req.raw = new Request(url, { method: raw.method, headers: raw.headers, signal: raw.signal });
    return next();
  };
}
