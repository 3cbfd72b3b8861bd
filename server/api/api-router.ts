import { apiLanguage } from "./api-language";
import { Hono } from "hono";
import { AppError, isAppError } from "~/lib/errors";
import { databaseUnavailableError, isDatabaseUnavailable } from "~/platform/db/database-unavailable";
import { log, loggedPath } from "~/platform/runtime/log.server";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { clientClosed, CLIENT_CLOSED_STATUS } from "../request-log";
import { type ApiEnv, type ApiMount, type ApiRegistry } from "~/platform/http/api-route";
import { buildOpenApiDocument, renderApiDocsPage } from "./openapi";
import { mountRecordApi } from "./record-api";
import { CONTENT_TYPES } from "~/content-types";
import { fieldWords } from "~/platform/forms/field-words";
import { httpStaffWords } from "~/platform/http/http-staff-words";

/**
 * The API files of the features and of the platform (sign-in, settings, the outbox), in path
 * order. No two declare the same method and path (a test holds it), so the order only sets
 * the reference's order.
 */
const FEATURE_APIS: readonly ApiMount[] = Object.entries(
  import.meta.glob<ApiMount>(["../../app/features/*/*.api.ts", "../../app/platform/*/*.api.ts"], { eager: true, import: "default" }),
)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([, mount]) => mount);

/** Turns any failure into DECISIONS §1's JSON shape; an unexpected one is logged with its stack. */
function apiErrorResponse(error: unknown, request?: { method: string; path: string }): Response {
  if (isAppError(error)) {
    return Response.json(error.toJSON(), { status: error.status, headers: error.headers });
  }
  // A thrown Response (e.g. from a guard shared with pages) passes through unchanged.
  if (error instanceof Response) return error;
  // The database restarting or out of reach: the caller may try again (db.server.ts reports the outage once).
  if (isDatabaseUnavailable(error)) return apiErrorResponse(databaseUnavailableError());
  log.error("API request failed", { ...request, error });
  return Response.json({ message: "Something went wrong on our side. Please try again." }, { status: 500 });
}

/** A Hono path such as `/rooms/:id` as a regular expression over the request path. */
function pathPattern(path: string): RegExp {
  const source = path
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}/?$`);
}

/** The JSON API, mounted at /api. Every route is declared with its schemas (see api-route.ts). */
export function createApiRouter(): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  const registry: ApiRegistry = [];
  api.use("*", apiLanguage());

  // SPEC §7's five routes of every declared content type (app/features/*/*.type.ts).
  for (const type of CONTENT_TYPES) mountRecordApi(api, registry, type);
  // Every feature's own routes: its `*.api.ts` file (docs/decisions/053-feature-folders.md).
  for (const mount of FEATURE_APIS) mount(api, registry);
  const declared = new Set<string>();
  for (const { method, path } of registry) {
    const route = `${method.toUpperCase()} ${path}`;
    // Two features answering one address would hide one of them behind the mount order.
    if (declared.has(route)) throw new Error(`Two API routes declare ${route}`);
    declared.add(route);
  }

  // Built per request: the title comes from the settings and the server address from the
  // request, and nothing one caller sent may shape what the next one reads.
  const getDocument = async (c: { var: ApiEnv["Variables"]; req: { raw: Request } }) =>
    buildOpenApiDocument(registry, {
      title: (await getSiteSettings(c.var.services.db)).hotelName,
      // Relative when the request's Host cannot be believed (no PUBLIC_URL, not localhost).
      serverUrl: trustedOrigin(c.req.raw, c.var.services.env) ?? "/",
    });
  api.get("/openapi.json", async (c) => c.json(await getDocument(c)));
  api.get("/docs", async (c) => {
    // The reference page is one static document with its own inline stylesheet and no script.
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'");
    return c.html(renderApiDocsPage(await getDocument(c)));
  });

  // Anything else under /api answers in JSON: 405 with Allow for a known path, else 404.
  const known = registry.map((route) => ({ method: route.method.toUpperCase(), pattern: pathPattern(route.path) }));
  api.all("*", (c) => {
    const path = new URL(c.req.url).pathname.replace(/^\/api/, "") || "/";
    const allowed = [...new Set(known.filter((route) => route.pattern.test(path)).map((route) => route.method))];
    if (allowed.length === 0) return apiErrorResponse(new AppError("not_found", fieldWords.msg("notFound")));
    if (allowed.includes("GET")) allowed.push("HEAD");
    return apiErrorResponse(new AppError("method_not_allowed", httpStaffWords.msg("methodNotAllowed"), { headers: { Allow: allowed.join(", ") } }));
  });
  api.onError((error, c) => {
    // Reading the rest of a body the client stopped sending fails: that is the client leaving
    // (the request log's 499), not a fault to log, and nobody is there to read an answer.
    if (clientClosed(c)) return new Response(null, { status: CLIENT_CLOSED_STATUS });
    return apiErrorResponse(error, { method: c.req.method, path: loggedPath(c.req.url) });
  });
  return api;
}
