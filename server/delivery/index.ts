/**
 * Delivery: what makes the public pages fast (docs/decisions/054-delivery.md, the map).
 *
 * A page request from an anonymous visitor passes through, in this order:
 * 1. answer-at-once.ts — in Node's request listener, before the Hono app: `/livez`, a stored
 *    page (no personal cookie, no query string the page reads) and a built public API list,
 *    sent from memory in one write. Everything else goes on to the app (server/app.ts).
 * 2. page-variant.ts — which copy of a page a request asks for (currency, light mode); both
 *    paths key the stored pages by it, so the two spellings must agree.
 * 3. render-cache.ts `serveStored` — the same lookup inside the app, after the language, the
 *    query string and made-up credentials are settled. A hit ends here, compressed already.
 * 4. built-files.ts — the build's scripts and styles (a page's next requests), from memory in
 *    the brotli or gzip copy the build wrote (precompress-assets.ts); ahead of Hono's
 *    `compress()`, which gzips whatever else is fresh.
 * 5. render-cache.ts `storeRendered` — a miss renders once (others asking for the same page
 *    wait for that render) and is stored in identity, gzip and brotli until a write.
 * 6. render-limit.ts — the render slots: at most RENDER_LIMIT renders at once (503 beyond),
 *    a share of them per address (429 beyond), then React Router renders the page.
 *
 * The build's side is in build.ts (script-chunks.ts, lean-preload.ts, precompress-assets.ts),
 * imported by vite.config.ts: this entry pulls in the app through `~/`, which the config
 * cannot resolve.
 */
export { type AnswerAtOnce, answerAtOnce } from "./answer-at-once";
export { serveBuiltFiles } from "./built-files";
export { createRenderCache, TABLES_NO_PAGE_SHOWS } from "./render-cache";
export { defaultRenderLimit, limitRenders } from "./render-limit";
