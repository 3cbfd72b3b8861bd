import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError, isAppError } from "~/lib/errors";
import { messages } from "~/lib/messages";
import { getSiteSettings } from "~/features/settings/get-site-settings.server";
import { type ApiEnv, type ApiRegistry } from "./api-route";
import { mountAuthApi } from "./auth-api";
import { buildOpenApiDocument, renderApiDocsPage } from "./openapi";
import { mountNewsletterApi } from "./newsletter-api";
import { mountRoomsApi } from "./rooms-api";

/** Largest request body: one 10 MB image plus the multipart envelope and text fields. */
export const MAX_BODY_BYTES = 11 * 1024 * 1024;

/** Refuses bodies over MAX_BODY_BYTES before they are read into memory (pages and API alike). */
export const limitBodySize = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => apiErrorResponse(new AppError("too_large", messages.imageTooLarge, { errors: { image: [messages.imageTooLarge] } })),
});

/** Turns any failure into DECISIONS §1's JSON shape. */
export function apiErrorResponse(error: unknown): Response {
  if (isAppError(error)) {
    return Response.json(error.toJSON(), { status: error.status, headers: error.headers });
  }
  // A thrown Response (e.g. from a guard shared with pages) passes through unchanged.
  if (error instanceof Response) return error;
  console.error("API request failed", error);
  return Response.json({ message: "Something went wrong on our side. Please try again." }, { status: 500 });
}

/** The JSON API, mounted at /api. Every route is declared with its schemas (see api-route.ts). */
export function createApiRouter(): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  const registry: ApiRegistry = [];

  mountAuthApi(api, registry);
  mountRoomsApi(api, registry);
  mountNewsletterApi(api, registry);

  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const getDocument = async (c: { var: ApiEnv["Variables"]; req: { url: string } }) => {
    document ??= buildOpenApiDocument(registry, {
      title: (await getSiteSettings(c.var.services.db)).hotelName,
      serverUrl: c.var.services.env.PUBLIC_URL ?? new URL(c.req.url).origin,
    });
    return document;
  };
  api.get("/openapi.json", async (c) => c.json(await getDocument(c)));
  api.get("/docs", async (c) => c.html(renderApiDocsPage(await getDocument(c))));

  api.notFound(() => apiErrorResponse(new AppError("not_found", messages.notFound)));
  api.onError((error) => apiErrorResponse(error));
  return api;
}
