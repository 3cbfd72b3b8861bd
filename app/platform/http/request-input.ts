import type { Context } from "hono";
import { AppError } from "~/lib/errors";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { fieldWords } from "~/platform/forms/field-words";
import { httpStaffWords } from "~/platform/http/http-staff-words";

type BodyFields = Record<string, unknown>;

/** The body-limit middleware's refusal, which must reach the client as 413, not as a parse failure. */
function isBodyLimitRefusal(error: unknown): boolean {
  return error instanceof Error && error.name === "BodyLimitError";
}

/**
 * Reads a JSON, multipart or url-encoded body into one flat record of fields. Anything
 * else is 415; a body that cannot be parsed is 400 (never a 500).
 */
export async function readBody(c: Context): Promise<BodyFields> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (type === "application/json") {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch (error) {
      if (isBodyLimitRefusal(error)) throw error;
      throw new AppError("bad_request", httpStaffWords.msg("unreadableBody"));
    }
    if (body && typeof body === "object" && !Array.isArray(body)) return body as BodyFields;
    throw new AppError("validation", "The request body must be a JSON object");
  }
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
    try {
      return (await c.req.parseBody()) as BodyFields;
    } catch (error) {
      if (isBodyLimitRefusal(error)) throw error;
      throw new AppError("bad_request", httpStaffWords.msg("unreadableBody"));
    }
  }
  if (!type && !c.req.raw.body) return {};
  throw new AppError("unsupported_media_type", httpStaffWords.msg("unsupportedBody"));
}

/** The API validates with the same helper as page forms: 422 with a message per field. */
export { parseForm as parseFields } from "~/platform/forms/form-action.server";

export { readImageField } from "~/platform/media/read-image-field.server";

/** The `:id` of a path; anything but 1..2³¹−1 in plain digits finds nothing. */
export function readIdParam(c: Context): number {
  const id = parseRecordId(c.req.param("id"));
  if (id === null) throw new AppError("not_found", fieldWords.msg("notFound"));
  return id;
}
