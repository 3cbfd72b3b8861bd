/**
 * A span around work that no maintained OpenTelemetry instrumentation sees (SMTP sends, SQLite
 * queries). Tracing is loaded only with OTEL_EXPORTER_OTLP_ENDPOINT (server/tracing.mjs, before
 * the server's modules), and it installs its span runner under this global key: the server
 * bundle and the tracing module are separate module graphs, and without tracing this costs one
 * property read per call and loads no OpenTelemetry package.
 */
export type SpanAttributes = Record<string, string | number | boolean>;
export type SpanRunner = <T>(name: string, attributes: SpanAttributes, work: () => Promise<T>) => Promise<T>;

export const SPAN_RUNNER_KEY = Symbol.for("lilongwe-hotel.span-runner");

type WithRunner = { [SPAN_RUNNER_KEY]?: SpanRunner };

/** Whether spans are being recorded (tracing was started for this process). */
export function tracingEnabled(): boolean {
  return (globalThis as WithRunner)[SPAN_RUNNER_KEY] !== undefined;
}

/** Runs `work` inside a span called `name` when tracing is on; otherwise simply runs it. */
export function traced<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>): Promise<T> {
  const run = (globalThis as WithRunner)[SPAN_RUNNER_KEY];
  return run ? run(name, attributes, work) : work();
}
