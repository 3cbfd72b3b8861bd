/**
 * Spans for what no maintained OpenTelemetry instrumentation sees (SMTP sends, SQLite
 * statements) and the route of each request's span. Tracing is loaded only with
 * OTEL_EXPORTER_OTLP_ENDPOINT (server/tracing.mjs, started by server.js before the server's
 * modules), and it installs its hooks under this global key: the server bundle and the tracing
 * module are separate module graphs, and without tracing each call here costs one property
 * read and no tracer, exporter or instrumentation is loaded.
 */
export type SpanAttributes = Record<string, string | number | boolean>;

export interface TracingHooks {
  /** Runs `work` inside a new client span called `name`, a child of the request's span. */
  span<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T>;
  /** Names the current request's span by its route pattern (`GET /api/rooms/:id`). */
  nameRequest(method: string, route: string): void;
  /** Sends the spans still waiting (at shutdown). */
  flush(): Promise<void>;
}

export const TRACING_HOOKS_KEY = Symbol.for("lilongwe-hotel.tracing-hooks");

const hooks = (): TracingHooks | undefined => (globalThis as { [TRACING_HOOKS_KEY]?: TracingHooks })[TRACING_HOOKS_KEY];

/** Whether spans are being recorded (tracing was started for this process). */
export function tracingEnabled(): boolean {
  return hooks() !== undefined;
}

/** Runs `work` inside a span called `name` when tracing is on; otherwise simply runs it. */
export function traced<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T> {
  const tracing = hooks();
  return tracing ? tracing.span(name, attributes, work) : work();
}

/** Gives the request's span its route pattern, when tracing is on. */
export function nameRequestSpan(method: string, route: string): void {
  hooks()?.nameRequest(method, route);
}

/** Sends the spans not yet sent; nothing to do without tracing. */
export async function flushTraces(): Promise<void> {
  await hooks()?.flush();
}
