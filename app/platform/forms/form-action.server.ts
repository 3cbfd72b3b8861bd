import { data } from "react-router";
import type { z } from "zod";
import { AppError, type FieldErrors, isAppError } from "~/lib/errors";
import { fieldErrorsOf } from "~/lib/field-errors";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { fieldWords } from "~/platform/forms/field-words";

export type ActionResult<T = undefined> =
  | { ok: true; message: string; value?: T; intent?: string }
  | { ok: false; message: string; errors?: FieldErrors; intent?: string; sent?: Record<string, string> };

/**
 * Runs a page action's work and turns expected failures into the same status and field
 * messages the API would give, so forms can show them beside their fields. Unexpected
 * errors still go to the error boundary.
 */
export async function runFormAction<T>(
  intent: string | undefined,
  work: () => Promise<{ message: string; value?: T }>,
  /**
   * The fields to hand back with a refusal (`sent`), for a form's defaultValues: a page posted
   * without JavaScript is drawn anew, and would otherwise lose what staff typed.
   */
  options: { sent?: Record<string, string> } = {},
) {
  try {
    const done = await work();
    return data<ActionResult<T>>({ ok: true, intent, ...done });
  } catch (error) {
    if (isAppError(error)) {
      return data<ActionResult<T>>(
        { ok: false, intent, message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...(options.sent ? { sent: options.sent } : {}) },
        { status: error.status },
      );
    }
    throw error;
  }
}

/**
 * Validates form fields with the shared schema, throwing the 422 AppError that runFormAction
 * reports (and the API answers): the first problem as the message, every field's messages in `errors`.
 * A schema made in the asker's language passes its own `fallback`, for a refusal without a message.
 */
export function parseForm<S extends z.ZodType>(schema: S, fields: Record<string, unknown>, fallback = "Please check the form"): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  throw new AppError("validation", result.error.issues[0]?.message ?? fallback, { errors: fieldErrorsOf(result.error) });
}

/** Plain text fields of a submitted form (files are read separately). */
export function textFields(form: FormData, options: { lists?: readonly string[] } = {}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string") continue;
    // A list (a group of ticked boxes) keeps every value, one per line; any other field its last.
    fields[key] = options.lists?.includes(key) && key in fields ? `${fields[key]}\n${value}` : value;
  }
  return fields;
}

/** A record id from the form's hidden `id` field; anything but a positive whole number finds nothing. */
export function readRecordId(fields: Record<string, string>): number {
  const id = parseRecordId(fields.id);
  if (id === null) throw new AppError("not_found", fieldWords.msg("notFound"));
  return id;
}
