import { z } from "zod";
import type { FieldErrors } from "~/lib/errors";

/** Where messages about the input as a whole go (an issue with no field in its path). */
export const FORM_ERRORS_KEY = "_";

/**
 * A failed parse as `{ field: [messages] }`, the shape every form shows under its fields and
 * the API answers in `errors` (DECISIONS §1). Messages keep the schema's order; an issue with
 * no path (about the input as a whole) is listed under `FORM_ERRORS_KEY`. Isomorphic: the
 * browser's checks before sending and the server's 422 read the same issues the same way.
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const { formErrors, fieldErrors } = z.flattenError(error);
  const errors: FieldErrors = {};
  for (const [field, list] of Object.entries(fieldErrors as Partial<Record<string, string[]>>)) {
    if (list && list.length > 0) errors[field] = list;
  }
  if (formErrors.length > 0) errors[FORM_ERRORS_KEY] = formErrors;
  return errors;
}
