import type { z } from "zod";
import { AppError, type FieldErrors, isAppError } from "~/lib/errors";
import { parseForm, textFields } from "~/lib/form-action.server";
import { messages } from "~/lib/messages";
import type { PreparedImage } from "~/features/media/prepare-image.server";
import { readImageField } from "~/features/media/read-image-field.server";

/**
 * The fields and the picture of one submission, with every problem reported at once: a bad
 * name and a too-small image both show under their fields after a single submit.
 */
export async function readRecordForm<S extends z.ZodType>(
  schema: S,
  form: FormData,
  options: { imageRequired: boolean; /** The picture's field name (default `image`). */ fileField?: string | undefined },
): Promise<{ input: z.output<S>; image: PreparedImage | undefined }> {
  const errors: FieldErrors = {};
  let input: z.output<S> | undefined;
  let image: PreparedImage | undefined;
  const fileField = options.fileField ?? "image";
  try {
    input = parseForm(schema, textFields(form));
  } catch (error) {
    if (!isAppError(error) || !error.errors) throw error;
    Object.assign(errors, error.errors);
  }
  try {
    image = await readImageField(Object.fromEntries(form), fileField);
  } catch (error) {
    if (!isAppError(error)) throw error;
    // A refused image alone keeps its own status (413 for too large); with other problems, 422.
    if (Object.keys(errors).length === 0) throw error;
    errors[fileField] = error.errors?.[fileField] ?? [error.message];
  }
  if (options.imageRequired && !image && !errors[fileField]) errors[fileField] = [messages.imageRequired];
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined || input === undefined) {
    throw new AppError("validation", first ?? messages.submitFailed, { errors });
  }
  return { input, image };
}
