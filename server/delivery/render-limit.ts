import { availableParallelism } from "node:os";
import type { Context, MiddlewareHandler } from "hono";
import { rendersInFlight, rendersRefused } from "~/platform/runtime/metrics.server";
import { clientAddress } from "~/platform/http/client-address";
import { httpStaffWords } from "~/platform/http/http-staff-words";

/** RENDER_LIMIT's default: twice the CPU cores (a render waits on the database too), at least 4. */
export function defaultRenderLimit(): number {
  return Math.max(4, 2 * availableParallelism());
}

/**
 * RENDER_LIMIT_PER_ADDRESS's default: a quarter of the renders at once, at least one, so one
 * address flooding the site with pages that must be rendered leaves three quarters to everyone
 * else (docs/decisions/051-fair-renders.md).
 */
export function defaultRenderLimitPerAddress(limit: number): number {
  return Math.max(1, Math.ceil(limit / 4));
}

/** Seconds a refused visitor is asked to wait: renders take tens of milliseconds, so a place is soon free. */
export const RETRY_AFTER_SECONDS = 1;

const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy</title></head><body><p>${httpStaffWords.msg("siteBusy")}</p></body></html>`;

/** Requests of one address over its share that may wait for one of its renders to end; the rest are refused at once. */
export const WAITING_PER_ADDRESS = 4;

/** How long such a request waits at most (ms): a render takes tens of milliseconds, hundreds under load. */
const LONGEST_WAIT_MS = 2_000;

/** One address's renders under way and the requests waiting for one of them to end. */
interface AddressTurns {
  active: number;
  waiting: (() => void)[];
}

/**
 * At most `limit` pages rendered at once (docs/decisions/039-request-path.md). Node runs one
 * render at a time anyway; fifty at once only made each wait for all the others, and the
 * requests behind them (stored pages, /livez) waited too, before any handler saw them: seconds
 * at 50 connections asking for fresh renders. Beyond the limit a GET or HEAD is answered at
 * once with 503 and Retry-After, so what is served stays quick and nothing waits long; stored
 * pages and /livez are answered before this (answer-at-once.ts), media and the API beside it.
 * Form posts are never refused here: they carry what a visitor typed.
 *
 * Within the limit, one address (app/platform/http/client-address.ts, TRUST_PROXY-aware) holds at most
 * `perAddress` renders (docs/decisions/051-fair-renders.md), so an address flooding the site
 * with pages that must be rendered leaves the rest to everyone else. A few more of its requests
 * wait for one of its own renders to end and take its place (a member and a guest behind one
 * hotel Wi-Fi, a page and its data request); anything beyond, or waiting longer than
 * `longestWaitMs`, is answered 429 with Retry-After. With every place taken, any request is
 * answered 503 at once, as before.
 */
export function limitRenders(
  limit: number,
  options: { perAddress?: number | undefined; addressOf?: (c: Context) => string; longestWaitMs?: number } = {},
): MiddlewareHandler {
  const perAddress = options.perAddress ?? defaultRenderLimitPerAddress(limit);
  const addressOf = options.addressOf ?? clientAddress;
  const longestWaitMs = options.longestWaitMs ?? LONGEST_WAIT_MS;
  let rendering = 0;
  /** By address, while it has renders under way. */
  const byAddress = new Map<string, AddressTurns>();
  const busy = (c: Context, status: 503 | 429) => {
    rendersRefused.inc({ status: String(status) });
    return c.html(BUSY_PAGE, status, { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
  };

  /** Waits for one of the address's renders to hand its place over: true, or false after `longestWaitMs`. */
  const turnOf = (turns: AddressTurns) =>
    new Promise<boolean>((resolve) => {
      const waiter = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        turns.waiting.splice(turns.waiting.indexOf(waiter), 1);
        resolve(false);
      }, longestWaitMs);
      turns.waiting.push(waiter);
    });

  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    if (rendering >= limit) return busy(c, 503);
    const address = addressOf(c);
    let turns = byAddress.get(address);
    if (!turns || turns.active < perAddress) {
      rendering += 1;
      if (!turns) byAddress.set(address, (turns = { active: 0, waiting: [] }));
      turns.active += 1;
    } else {
      if (turns.waiting.length >= WAITING_PER_ADDRESS || !(await turnOf(turns))) return busy(c, 429);
      // The place of a render that ended was handed over: the counts stay as they were.
    }
    rendersInFlight.inc();
    try {
      // Each render starts on a turn of the event loop of its own, so requests already waiting
      // on their sockets are read between renders rather than after all of them.
      await new Promise((resolve) => setImmediate(resolve));
      await next();
    } finally {
      rendersInFlight.dec();
      const waiter = turns.waiting.shift();
      if (waiter) waiter();
      else {
        rendering -= 1;
        turns.active -= 1;
        if (turns.active === 0) byAddress.delete(address);
      }
    }
  };
}
