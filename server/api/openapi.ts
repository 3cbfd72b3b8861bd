import { z } from "zod";
import type { ApiRegistry, ApiRouteSpec } from "~/platform/http/api-route";

type JsonSchema = Record<string, unknown>;

const ErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional().describe("Messages per field"),
});

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

function requestBody(spec: ApiRouteSpec) {
  if (!spec.body) return undefined;
  const content: Record<string, { schema: JsonSchema; example?: unknown }> = {};
  const base = jsonSchema(spec.body.schema, "input");
  const example = spec.body.example ? { example: spec.body.example } : {};
  if (spec.body.encodings.includes("json")) content["application/json"] = { schema: base, ...example };
  if (spec.body.encodings.includes("multipart")) {
    const properties = { ...((base.properties as JsonSchema | undefined) ?? {}) };
    const required = [...((base.required as string[] | undefined) ?? [])];
    for (const file of spec.body.files ?? []) {
      properties[file.name] = { type: "string", format: "binary", description: file.description };
      if (file.required) required.push(file.name);
    }
    content["multipart/form-data"] = { schema: { ...base, properties, required }, ...example };
  }
  return { required: true, content };
}

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

function operation(spec: ApiRouteSpec) {
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(spec.responses)) {
    responses[status] = response.schema
      ? { description: response.description, content: { "application/json": { schema: jsonSchema(response.schema, "output") } } }
      : { description: response.description };
  }
  if (spec.body) responses["422"] = errorResponse("Validation failed: a message per field");
  if (spec.access !== "public") responses["401"] = errorResponse("Not logged in");
  if (spec.access === "staff" || spec.access === "admin" || spec.access === "member") responses["403"] = errorResponse(`Needs a ${spec.access} account`);
  if (spec.path.includes(":id")) responses["404"] = errorResponse("No such record");
  if (spec.body?.files?.length) responses["413"] = errorResponse("Upload too large");
  if (spec.path === "/login") responses["429"] = errorResponse("Too many failed attempts");
  if (spec.path === "/contacts" && spec.method === "post") responses["429"] = errorResponse("Too many messages from this address");
  const parameters: Record<string, unknown>[] = [...spec.path.matchAll(/:(\w+)/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "integer", minimum: 1 },
  }));
  if (spec.languages) {
    parameters.push(
      { name: "lang", in: "query", required: false, schema: { type: "string", enum: ["en", "ny"] }, description: "The language of the translated fields: `ny` (Chichewa) or `en`. Wins over Accept-Language." },
      { name: "Accept-Language", in: "header", required: false, schema: { type: "string" }, description: "`ny` (or `ny-MW`, `nya`) answers in Chichewa, falling back to English field by field." },
    );
  }
  return {
    tags: [spec.tag],
    summary: spec.summary,
    ...(spec.access === "public" ? {} : { security: [{ bearerAuth: [] }, { sessionCookie: [] }] }),
    ...(parameters.length ? { parameters } : {}),
    ...(spec.body ? { requestBody: requestBody(spec) } : {}),
    responses,
    "x-access": spec.access,
  };
}

export function buildOpenApiDocument(registry: ApiRegistry, info: { title: string; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of registry) {
    const path = "/api" + spec.path.replace(/:(\w+)/g, "{$1}");
    (paths[path] ??= {})[spec.method] = operation(spec);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${info.title} API`,
      version: "1.0.0",
      description:
        "JSON API of the hotel website. Lists answer `{ data: [...] }`; failures answer `{ message, errors? }` " +
        "with 401 (no login), 403 (wrong role), 404 (unknown id), 413 (too large), 422 (invalid fields) or 429 (too many requests).",
    },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas: { Error: jsonSchema(ErrorSchema, "output") },
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "Token from POST /api/login (15 minutes)" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "sid", description: "Browser session of the website (named __Host-sid when the site is served over https)" },
      },
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/** A plain, dependency-free reference page generated from the same document. */
export function renderApiDocsPage(doc: ReturnType<typeof buildOpenApiDocument>): string {
  const rows = Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => {
        const o = op as { summary: string; "x-access": string; requestBody?: { content: Record<string, { schema: JsonSchema }> }; responses: Record<string, { description: string }> };
        const bodies = o.requestBody
          ? Object.entries(o.requestBody.content)
              .map(([type, c]) => `<p><strong>${escapeHtml(type)}</strong></p><pre>${escapeHtml(JSON.stringify(c.schema, null, 2))}</pre>`)
              .join("")
          : "";
        const responses = Object.entries(o.responses)
          .map(([status, r]) => `<li><code>${status}</code> ${escapeHtml(r.description)}</li>`)
          .join("");
        return `<section><h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(o.summary)} — <em>${escapeHtml(o["x-access"])}</em></p>${bodies}<ul>${responses}</ul></section>`;
      }),
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)}</title><style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
h1{color:#12343b}section{border-top:1px solid #ddd;padding:.5rem 0}h2{font-size:1.05rem}
pre{background:#f4efe6;padding:.75rem;overflow:auto;font-size:.85rem}.m{display:inline-block;min-width:4.5rem;font-weight:700}
.get{color:#12343b}.post{color:#2e6b2e}.put{color:#8a5a00}.delete{color:#a4553a}
</style></head><body><h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p>${rows}</body></html>`;
}
