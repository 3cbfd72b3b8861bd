import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningS3Server, startS3Server } from "../support/s3-server";
import { SMTP_PASSWORD, startSmtpInbox } from "../support/smtp-inbox";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/start-server";

/**
 * Traces when asked for (docs/decisions/049-metrics-and-traces.md): with
 * OTEL_EXPORTER_OTLP_ENDPOINT set, the spans of a request and of its database statements reach
 * an OTLP/HTTP collector. The collector here is a stand-in that keeps what is posted to
 * /v1/traces in OTLP's JSON encoding (the exporter's default).
 */
interface ReceivedSpan {
  name: string;
  kind: number;
  traceId: string;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}

/** OTLP's SpanKind: SERVER = 2, CLIENT = 3. */
const SERVER = 2;
const CLIENT = 3;

async function startCollector(): Promise<{ url: string; spans: ReceivedSpan[]; paths: string[]; stop: () => Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      paths.push(`${req.method} ${req.url} ${req.headers["content-type"]}`);
      let body = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip") body = gunzipSync(body);
      if (req.url === "/v1/traces") {
        const payload = JSON.parse(body.toString("utf8")) as {
          resourceSpans?: { scopeSpans?: { spans?: { name: string; kind: number; traceId: string; attributes?: { key: string; value: OtlpValue }[] }[] }[] }[];
        };
        for (const resource of payload.resourceSpans ?? []) {
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              const attributes: Record<string, unknown> = {};
              for (const { key, value } of span.attributes ?? []) attributes[key] = value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue;
              spans.push({ name: span.name, kind: span.kind, traceId: span.traceId, attributes });
            }
          }
        }
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, paths, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.each(["sqlite", "postgres"] as const)("traces on %s", (engine) => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let server: RunningServer;

  beforeAll(async () => {
    collector = await startCollector();
    server = await startServer({
      engine,
      env: { SEED_DEMO: "false", OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: "200", OTEL_SERVICE_NAME: "hotel-under-test" },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await collector?.stop();
  });

  it("sends a request's span, named by its route, and its database statements in the same trace", async () => {
    const res = await fetch(`${server.url}/api/rooms/7303`);
    expect(res.status).toBe(404);
    await expect
      .poll(() => collector.spans.find((s) => s.kind === SERVER && s.name === "GET /api/rooms/:id"), { timeout: 15_000, interval: 200 })
      .toBeDefined();
    const request = collector.spans.find((s) => s.kind === SERVER && s.name === "GET /api/rooms/:id")!;
    expect(request.attributes["http.route"]).toBe("/api/rooms/:id");
    const statements = () => collector.spans.filter((s) => s.traceId === request.traceId && s.kind === CLIENT && s.attributes["db.system.name"] !== undefined);
    await expect.poll(() => statements().length, { timeout: 15_000, interval: 200 }).toBeGreaterThan(0);
    expect(statements().map((s) => s.attributes["db.system.name"])).toContain(engine === "postgres" ? "postgresql" : "sqlite");
    expect(statements().some((s) => String(s.attributes["db.query.text"]).includes("rooms"))).toBe(true);
    // The statement's text, with placeholders: never the values asked for.
    expect(JSON.stringify(statements())).not.toContain("7303");
    expect(collector.paths.every((p) => p.startsWith("POST /v1/traces application/json"))).toBe(true);
  });

  it("leaves health checks out", async () => {
    await (await fetch(`${server.url}/livez`)).text();
    await (await fetch(`${server.url}/readyz`)).text();
    // A request sent after them: once its span is in, theirs would be too.
    await (await fetch(`${server.url}/api/rooms/7304`)).text();
    await expect.poll(() => collector.spans.filter((s) => s.name === "GET /api/rooms/:id").length, { timeout: 15_000, interval: 200 }).toBeGreaterThan(1);
    expect(collector.spans.filter((s) => s.kind === SERVER && /livez|readyz/.test(`${s.name} ${String(s.attributes["url.path"] ?? s.attributes["http.target"] ?? "")}`))).toEqual([]);
  });
});

describe("traces of outgoing calls", () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let s3: RunningS3Server;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let server: RunningServer;

  beforeAll(async () => {
    collector = await startCollector();
    s3 = await startS3Server();
    inbox = await startSmtpInbox();
    server = await startServer({
      engine: "sqlite",
      env: { ...s3.env, SMTP_URL: inbox.url, SEED_DEMO: "false", OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_BSP_SCHEDULE_DELAY: "200" },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([s3?.stop(), inbox?.close(), collector?.stop()]);
  });

  it("sends a span for each SMTP send and each S3 call, without the relay's login", async () => {
    const res = await fetch(`${server.url}/api/forget-password`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: TEST_ADMIN.email }) });
    expect(res.status).toBe(200);
    await expect.poll(() => inbox.to(TEST_ADMIN.email).length, { timeout: 15_000, interval: 200 }).toBe(1);
    await expect.poll(() => collector.spans.find((s) => s.name === "smtp send"), { timeout: 15_000, interval: 200 }).toBeDefined();
    const smtp = collector.spans.find((s) => s.name === "smtp send")!;
    expect(smtp).toMatchObject({ kind: CLIENT, attributes: { "server.address": "127.0.0.1" } });
    // The bucket is checked at start-up (and by every /readyz): the AWS SDK's spans.
    await expect.poll(() => collector.spans.filter((s) => s.attributes["rpc.system"] === "aws-api" && s.attributes["rpc.service"] === "S3").length, { timeout: 15_000, interval: 200 }).toBeGreaterThan(0);
    expect(JSON.stringify(collector.spans)).not.toContain(SMTP_PASSWORD);
    expect(JSON.stringify(collector.spans)).not.toContain(TEST_ADMIN.email);
  });
});
