import type { z } from "zod";
import { AppError, type FieldErrors, isAppError } from "~/lib/errors";
import { parseForm, textFields } from "~/platform/forms/form-action.server";
import type { PreparedImage } from "~/platform/media/prepare-image.server";
import { readImageField } from "~/platform/media/read-image-field.server";
import { FILE_RULES } from "~/platform/files/file-rules";
import type { UploadRule } from "~/platform/records/content-type";
import { type PreparedFile, readFileField } from "~/platform/files/prepare-file.server";
import { readTranslations, type TranslatableDefinition } from "~/platform/records/translation-input.server";
import type { GivenTranslations } from "~/platform/records/translations";
import { mediaStaffWords } from "~/platform/media/media-words";
import { recordsWords } from "~/platform/records/records-words";

/** The upload a form carries: a picture (checked by the image pipeline) or a file of a kind (video, PDF). */
export type UploadField = Exclude<UploadRule, null>;

/** Reads the form's upload field as its type says; undefined when none was chosen. */
export async function readUploadField(fields: Record<string, unknown>, upload: UploadField): Promise<PreparedImage | PreparedFile | undefined> {
  return upload.type === "image" ? readImageField(fields, upload.field) : readFileField(fields, upload.field, FILE_RULES[upload.kind]);
}

/**
 * The fields and the upload of one submission, with every problem reported at once: a bad
 * name and a too-small image (or a text file posing as a PDF) both show under their fields
 * after a single submit. `upload` is null for types that own no picture or file (vacancies):
 * whatever file a form carries is then ignored. With `translated` (the type's declaration),
 * the Chichewa versions of its translatable fields (`name_ny`) are read and checked too.
 */
export async function readRecordForm<S extends z.ZodType>(
  schema: S,
  form: FormData,
  upload: UploadField | null,
  translated?: TranslatableDefinition,
): Promise<{ input: z.output<S>; upload: PreparedImage | PreparedFile | undefined; translations: GivenTranslations }> {
  const errors: FieldErrors = {};
  let input: z.output<S> | undefined;
  let prepared: PreparedImage | PreparedFile | undefined;
  const fields = textFields(form);
  try {
    input = parseForm(schema, fields);
  } catch (error) {
    if (!isAppError(error) || !error.errors) throw error;
    Object.assign(errors, error.errors);
  }
  const translations = translated ? readTranslations(translated, fields, errors) : {};
  if (!upload) {
    const first = Object.values(errors)[0]?.[0];
    if (first !== undefined || input === undefined) throw new AppError("validation", first ?? recordsWords.msg("submitFailed"), { errors });
    return { input, upload: undefined, translations };
  }
  const { field } = upload;
  try {
    prepared = await readUploadField(Object.fromEntries(form), upload);
  } catch (error) {
    if (!isAppError(error)) throw error;
    // A refused file alone keeps its own status (413 for too large); with other problems, 422.
    if (Object.keys(errors).length === 0) throw error;
    errors[field] = error.errors?.[field] ?? [error.message];
  }
  if (upload.required && !prepared && !errors[field]) {
    errors[field] = [upload.type === "file" ? FILE_RULES[upload.kind].required : mediaStaffWords.msg("imageRequired")];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined || input === undefined) {
    throw new AppError("validation", first ?? recordsWords.msg("submitFailed"), { errors });
  }
  return { input, upload: prepared, translations };
}
