import { availableParallelism } from "node:os";
import type { MiddlewareHandler } from "hono";
import { rendersInFlight, rendersRefused } from "~/lib/metrics.server";
import { staffMessages } from "~/lib/staff-messages";

/** RENDER_LIMIT's default: twice the CPU cores (a render waits on the database too), at least 4. */
export function defaultRenderLimit(): number {
  return Math.max(4, 2 * availableParallelism());
}

/** Seconds a refused visitor is asked to wait: renders take tens of milliseconds, so a place is soon free. */
export const RETRY_AFTER_SECONDS = 1;

const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy</title></head><body><p>${staffMessages.siteBusy}</p></body></html>`;

/**
 * At most `limit` pages rendered at once (docs/decisions/039-request-path.md). Node runs one
 * render at a time anyway; fifty at once only made each wait for all the others, and the
 * requests behind them (stored pages, /livez) waited too, before any handler saw them: seconds
 * at 50 connections asking for fresh renders. Beyond the limit a GET or HEAD is answered at
 * once with 503 and Retry-After, so what is served stays quick and nothing waits long; stored
 * pages and /livez are answered before this (answer-at-once.ts), media and the API beside it.
 * Form posts are never refused here: they carry what a visitor typed.
 */
export function limitRenders(limit: number): MiddlewareHandler {
  let rendering = 0;
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    if (rendering >= limit) {
      rendersRefused.inc();
      return c.html(BUSY_PAGE, 503, { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
    }
    rendering += 1;
    rendersInFlight.inc();
    try {
      // Each render starts on a turn of the event loop of its own, so requests already waiting
      // on their sockets are read between renders rather than after all of them.
      await new Promise((resolve) => setImmediate(resolve));
      await next();
    } finally {
      rendering -= 1;
      rendersInFlight.dec();
    }
  };
}
