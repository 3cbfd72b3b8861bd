// @ts-check
// OpenTelemetry traces, started by the launcher (server.js) only when OTEL_EXPORTER_OTLP_ENDPOINT
// is set, before the server's modules load (docs/decisions/049-metrics-and-traces.md). Plain
// JavaScript beside the launcher: it must run before the server bundle, which it cannot be part of.
import { createRequire } from "node:module";
import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { AwsInstrumentation } from "@opentelemetry/instrumentation-aws-sdk";
import { HttpInstrumentation } from "@opentelemetry/instrumentation-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";

/** app/platform/runtime/traced.server.ts reads the hooks under this key. */
const TRACING_HOOKS_KEY = Symbol.for("lilongwe-hotel.tracing-hooks");

/** Requests not worth a trace: health checks and scrapes, every few seconds from machines. */
const UNTRACED_PATHS = new Set(["/livez", "/readyz", "/metrics"]);

/**
 * Starts the tracer: spans of incoming and outgoing HTTP (pages, the API, S3 over HTTPS), of
 * PostgreSQL statements (instrumentation-pg), of S3 calls (instrumentation-aws-sdk), and the
 * site's own for SMTP sends and SQLite statements (app/platform/runtime/traced.server.ts), sent in batches
 * over OTLP/HTTP (JSON) to `OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces`. The SDK reads the other
 * standard OTEL_* variables itself (headers, sampler, batch delay).
 */
export function startTracing() {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": process.env.OTEL_SERVICE_NAME || "lilongwe-hotel-site" }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED_PATHS.has((req.url ?? "").split("?")[0] ?? "") }),
      // The statement's text with its placeholders; the values (emails, hashes) are never added.
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      new AwsInstrumentation({ suppressInternalInstrumentation: true }),
    ],
  });
  // The instrumentations patch modules as they are first required. The server bundle imports
  // these as ES modules, which take the CommonJS modules already loaded, patched, from the cache.
  const require = createRequire(import.meta.url);
  require("node:http");
  require("node:https");
  require("pg");

  const tracer = trace.getTracer("lilongwe-hotel-site");
  /** @type {import("~/platform/runtime/traced.server").TracingHooks} */
  const hooks = {
    span: (name, attributes, work) =>
      tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
        try {
          return await work();
        } catch (error) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      }),
    nameRequest: (method, route) => {
      const span = trace.getActiveSpan();
      if (!span) return;
      span.setAttribute("http.route", route);
      span.updateName(`${method} ${route}`);
    },
    flush: () => provider.forceFlush(),
  };
  Object.assign(globalThis, { [TRACING_HOOKS_KEY]: hooks });
}
