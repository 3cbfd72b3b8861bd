import type { Context } from "hono";
import { AppError } from "~/lib/errors";
import { messages } from "~/lib/messages";

export type BodyFields = Record<string, unknown>;

/** Reads a JSON, multipart or url-encoded body into one flat record of fields. */
export async function readBody(c: Context): Promise<BodyFields> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/json")) {
    try {
      const body: unknown = await c.req.json();
      if (body && typeof body === "object" && !Array.isArray(body)) return body as BodyFields;
    } catch {
      // fall through to the 422 below
    }
    throw new AppError("validation", "The request body must be a JSON object");
  }
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    return (await c.req.parseBody()) as BodyFields;
  }
  return {};
}

/** The API validates with the same helper as page forms: 422 with a message per field. */
export { parseForm as parseFields } from "~/lib/form-action.server";

export { readImageField } from "~/features/media/read-image-field.server";

export function readIdParam(c: Context): number {
  const id = Number(c.req.param("id"));
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError("not_found", messages.notFound);
  return id;
}
