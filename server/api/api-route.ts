import type { Context, Hono } from "hono";
import type { z } from "zod";
import type { AppServices } from "~/lib/app-context";

export type ApiEnv = { Variables: { services: AppServices } };
export type ApiContext = Context<ApiEnv>;

export type Access = "public" | "user" | "staff" | "admin";

/**
 * One API route: its HTTP binding and its description. Routes are declared through
 * `defineRoute`, so the OpenAPI document is generated from the very schemas that validate
 * requests and shape responses, and cannot drift from them.
 */
export interface ApiRouteSpec {
  method: "get" | "post" | "put" | "delete";
  /** Hono path below /api, e.g. `/rooms/:id`. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  body?: {
    schema: z.ZodType;
    /** How clients may send the body. Multipart bodies carry `files` as binary parts. */
    encodings: ("json" | "multipart")[];
    files?: { name: string; required: boolean }[];
  };
  responses: Partial<Record<200 | 201 | 204, { description: string; schema?: z.ZodType }>>;
}

export type ApiRegistry = ApiRouteSpec[];

export function defineRoute(
  app: Hono<ApiEnv>,
  registry: ApiRegistry,
  spec: ApiRouteSpec,
  handler: (c: ApiContext) => Promise<Response>,
): void {
  registry.push(spec);
  app.on(spec.method.toUpperCase(), spec.path, handler);
}
