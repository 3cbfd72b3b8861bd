import type { MiddlewareHandler } from "hono";

/**
 * Query parameters that advertising and social sites add to links (`?fbclid=…` on every
 * Facebook click, `utm_*` on campaign links shared on WhatsApp). No page reads them, but each
 * made its own address: a fresh render for every click, and a render-cache entry of its own
 * that pushed the real pages out (docs/decisions/014-render-cache.md).
 */
const TRACKING = new Set(["fbclid", "gclid", "gbraid", "wbraid", "dclid", "msclkid", "twclid", "ttclid", "igshid", "li_fat_id", "mc_cid", "mc_eid", "_ga", "_gl"]);

function isTrackingParameter(name: string): boolean {
  return TRACKING.has(name) || name.startsWith("utm_");
}

/**
 * Page requests (GET and HEAD outside /api) are handled as if their address had no tracking
 * parameters: the same page, the same cache entry. The browser keeps its address as it was.
 */
export function dropTrackingParameters(): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if ((raw.method !== "GET" && raw.method !== "HEAD") || !raw.url.includes("?") || c.req.path.startsWith("/api/")) return next();
    const url = new URL(raw.url);
    const names = [...new Set(url.searchParams.keys())].filter(isTrackingParameter);
    if (names.length === 0) return next();
    for (const name of names) url.searchParams.delete(name);
    c.req.raw = new Request(url, { method: raw.method, headers: raw.headers, signal: raw.signal });
    return next();
  };
}
