import { Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * What operators scrape at /metrics (docs/decisions/049-metrics-and-traces.md). One registry per
 * process, module-level like the logger (032): the counts belong to the process, and they must
 * reach code that has no services (the rate limiter, the database driver).
 *
 * Counts taken on the hottest paths (stored pages and /livez at ~20k req/s, render-cache hits)
 * are plain numbers in `hotCounts`, copied into their counters only when Prometheus scrapes:
 * an increment per request, no label objects, no hashing.
 */
export const metricsRegistry = new Registry();

/** Label values of the status class, by the status's first digit. */
export const STATUS_CLASSES = ["1xx", "1xx", "2xx", "3xx", "4xx", "5xx"] as const;

export function statusClass(status: number): string {
  return STATUS_CLASSES[Math.min(5, Math.max(1, Math.floor(status / 100)))]!;
}

/** Methods kept as labels; any other becomes "other", so a made-up method adds no series. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function methodLabel(method: string): string {
  return KNOWN_METHODS.has(method) ? method : "other";
}

/** What is answered before the app (server/delivery/answer-at-once.ts), as the `route` label. */
export const AT_ONCE_ROUTES = ["/livez", "stored-page", "stored-list"] as const;
export type AtOnceRoute = (typeof AT_ONCE_ROUTES)[number];
const AT_ONCE_METHODS = ["GET", "HEAD"] as const;

/** Counted by plain increments on the hot paths; read at scrape time. */
export const hotCounts = {
  /** Requests answered before the app, by route × method × status digit (1–5): see `countAnsweredAtOnce`. */
  atOnce: new Array<number>(AT_ONCE_ROUTES.length * AT_ONCE_METHODS.length * 6).fill(0),
  renderCacheHits: 0,
  renderCacheMisses: 0,
  renderCacheEvictionsFull: 0,
  renderCacheEvictionsStale: 0,
};

/** One request answered before the app: an index computed from numbers, one increment. */
export function countAnsweredAtOnce(route: 0 | 1 | 2, head: boolean, status: number): void {
  const digit = Math.min(5, Math.max(1, (status / 100) | 0));
  hotCounts.atOnce[(route * 2 + (head ? 1 : 0)) * 6 + digit]! += 1;
}

export const httpRequests = new Counter({
  name: "hotel_http_requests_total",
  help: "HTTP requests answered, by route pattern (never the raw path), method and status class; includes stored pages, stored lists and /livez answered before the app",
  labelNames: ["route", "method", "status_class"] as const,
  registers: [metricsRegistry],
  collect() {
    // Requests answered before the app are added here; the counter's own values are the app's.
    // The series keep their own totals: added as deltas since the last scrape.
    for (let r = 0; r < AT_ONCE_ROUTES.length; r++) {
      for (let m = 0; m < AT_ONCE_METHODS.length; m++) {
        for (let d = 1; d <= 5; d++) {
          const i = (r * 2 + m) * 6 + d;
          const total = hotCounts.atOnce[i]!;
          const delta = total - (atOnceReported[i] ?? 0);
          if (delta === 0) continue;
          atOnceReported[i] = total;
          this.inc({ route: AT_ONCE_ROUTES[r]!, method: AT_ONCE_METHODS[m]!, status_class: STATUS_CLASSES[d]! }, delta);
        }
      }
    }
  },
});
const atOnceReported: number[] = [];

export const httpRequestDuration = new Histogram({
  name: "hotel_http_request_duration_seconds",
  help: "Time to answer a request that reached the app (stored pages, stored lists and /livez answered before it are counted in hotel_http_requests_total only)",
  labelNames: ["route", "method", "status_class"] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** A counter whose value is a plain number kept elsewhere, set when scraped. */
function counterOf(name: string, help: string, read: () => number): Counter {
  return new Counter({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      this.reset();
      this.inc(read());
    },
  });
}

counterOf("hotel_render_cache_hits_total", "Anonymous page requests answered from the render cache", () => hotCounts.renderCacheHits);
counterOf("hotel_render_cache_misses_total", "Anonymous page requests the render cache did not hold (rendered afresh)", () => hotCounts.renderCacheMisses);
new Counter({
  name: "hotel_render_cache_evictions_total",
  help: "Stored pages dropped: full (room for a newer page) or stale (a write, the date, the five-minute limit or the page's own Expires)",
  labelNames: ["reason"] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    this.inc({ reason: "full" }, hotCounts.renderCacheEvictionsFull);
    this.inc({ reason: "stale" }, hotCounts.renderCacheEvictionsStale);
  },
});

export const rendersInFlight = new Gauge({
  name: "hotel_renders_in_flight",
  help: "Pages being rendered afresh right now (at most RENDER_LIMIT)",
  registers: [metricsRegistry],
});

export const rendersRefused = new Counter({
  name: "hotel_renders_refused_total",
  help: "Page requests refused with Retry-After: 503 when RENDER_LIMIT renders were already under way, 429 when their address already held its share (RENDER_LIMIT_PER_ADDRESS)",
  labelNames: ["status"] as const,
  registers: [metricsRegistry],
});

export const rateLimitRefusals = new Counter({
  name: "hotel_rate_limit_refusals_total",
  help: "Attempts refused by a rate limit (answered 429), by the limit's name",
  labelNames: ["limit"] as const,
  registers: [metricsRegistry],
});

export const databaseErrors = new Counter({
  name: "hotel_database_errors_total",
  help: "Database statements or connection attempts that failed, by engine and error code (SQLSTATE on PostgreSQL, SQLITE_* on SQLite)",
  labelNames: ["engine", "code"] as const,
  registers: [metricsRegistry],
});

/** The error's code when it is one of the database's own (bounded), otherwise "other". */
export function databaseErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[A-Z0-9_]{2,40}$/.test(code) ? code : "other";
}

/** How busy the database connections are, read at scrape time (set by the server at start). */
export interface ConnectionUse {
  total: number;
  idle: number;
  waiting: number;
}
let connectionUse: (() => ConnectionUse) | null = null;

export function reportConnectionUse(read: (() => ConnectionUse) | null): void {
  connectionUse = read;
}

new Gauge({
  name: "hotel_db_connections",
  help: "Database connections: total and idle in the pool, and requests waiting for one (SQLite: its one connection)",
  labelNames: ["state"] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    if (!connectionUse) return;
    const use = connectionUse();
    this.set({ state: "total" }, use.total);
    this.set({ state: "idle" }, use.idle);
    this.set({ state: "waiting" }, use.waiting);
  },
});

/** The outbox's queue, read from its table when scraped (set by the server at start). */
export interface OutboxQueue {
  pending: number;
  /** Seconds the oldest pending email has waited, 0 when none waits. */
  oldestPendingSeconds: number;
}
let outboxQueue: (() => Promise<OutboxQueue>) | null = null;

export function reportOutboxQueue(read: (() => Promise<OutboxQueue>) | null): void {
  outboxQueue = read;
}

/**
 * One read of the outbox per scrape for both of its gauges (a registry collects its metrics
 * side by side): a read made within the last second is shared.
 */
let lastRead: { at: number; queue: Promise<OutboxQueue | null> } | null = null;
function readOutboxQueue(): Promise<OutboxQueue | null> {
  if (!outboxQueue) return Promise.resolve(null);
  const now = Date.now();
  // A scrape while the database is away still answers, without these two.
  if (!lastRead || now - lastRead.at > 1000) lastRead = { at: now, queue: outboxQueue().catch(() => null) };
  return lastRead.queue;
}

new Gauge({
  name: "hotel_email_outbox_pending",
  help: "Emails waiting to be sent (without SMTP_URL they wait for good, shown at /outbox)",
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    const queue = await readOutboxQueue();
    if (queue) this.set(queue.pending);
  },
});
new Gauge({
  name: "hotel_email_outbox_oldest_pending_seconds",
  help: "Age of the oldest email still waiting to be sent (0 when none waits)",
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    const queue = await readOutboxQueue();
    if (queue) this.set(queue.oldestPendingSeconds);
  },
});
