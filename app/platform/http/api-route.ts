import type { Context, Hono, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { AppServices } from "~/platform/app-context";
import { requireAdmin, requireMember, requireStaff, requireUser } from "~/platform/auth/guards.server";
import { getViewer } from "~/platform/auth/get-viewer.server";
import type { Viewer } from "~/platform/auth/roles";
import { limitBody } from "./body-limits";
import { IMAGE_FORM, type UploadAllowance } from "~/platform/records/upload-allowance";

export type ApiEnv = { Variables: { services: AppServices; viewer: Viewer | null } };
export type ApiContext = Context<ApiEnv>;

type Access = "public" | "user" | "member" | "staff" | "admin";

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
  /** Who may call it. Enforced by `defineRoute` before the body is read. */
  access: Access;
  body?: {
    schema: z.ZodType;
    /** How clients may send the body. Multipart bodies carry `files` as binary parts. */
    encodings: ("json" | "multipart")[];
    /** `description` says what the file may be, from its rule (content-type.ts `describeUpload`). */
    files?: { name: string; required: boolean; description: string }[];
    /** A valid body, shown in the API reference. */
    example?: Readonly<Record<string, string | number>>;
    /** The largest body: for routes that take files (default: one image), or a text-only route that declares it. Others get 16 KB. */
    upload?: UploadAllowance;
  };
  /** Answers in the language asked for (`?lang=`, else `Accept-Language`): the reference lists both. */
  languages?: boolean;
  /** 401 only where a route answers more than the standard `{ message }` (POST /login's second step). */
  responses: Partial<Record<200 | 201 | 204 | 401, { description: string; schema?: z.ZodType }>>;
}

export type ApiRegistry = ApiRouteSpec[];

/**
 * A feature's API: the default export of its `*.api.ts` file, which mounts its routes on the
 * /api router and declares each in the registry (the reference and the 404/405 answers read it).
 */
export type ApiMount = (api: Hono<ApiEnv>, registry: ApiRegistry) => void;

const guards: Record<Exclude<Access, "public">, (request: Request, services: AppServices) => Promise<Viewer>> = {
  user: requireUser,
  member: requireMember,
  staff: requireStaff,
  admin: requireAdmin,
};

/**
 * Runs the route's declared access check and hands the viewer to the handler as
 * `c.var.viewer` (null for an anonymous caller of a public route). Declaring `access` is
 * therefore the access control itself, not a note beside it.
 */
function enforceAccess(access: Access): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const services = c.var.services;
    c.set("viewer", access === "public" ? await getViewer(c.req.raw, services) : await guards[access](c.req.raw, services));
    await next();
  };
}

/** The allowance a route's body gets: its upload allowance when it takes files, else the small default. */
function uploadAllowanceOf(spec: ApiRouteSpec): UploadAllowance | undefined {
  // A route without files may still declare a larger text body (the settings' legal texts).
  if (!spec.body?.files?.length) return spec.body?.upload;
  return spec.body.upload ?? { ...IMAGE_FORM, field: spec.body.files[0]?.name ?? IMAGE_FORM.field };
}

export function defineRoute(
  app: Hono<ApiEnv>,
  registry: ApiRegistry,
  spec: ApiRouteSpec,
  handler: (c: ApiContext) => Promise<Response>,
): void {
  registry.push(spec);
  // Access first, then the body limit: only a caller the route admits may send a large body.
  app.on(spec.method.toUpperCase(), spec.path, enforceAccess(spec.access), limitBody(uploadAllowanceOf(spec)), handler);
}
