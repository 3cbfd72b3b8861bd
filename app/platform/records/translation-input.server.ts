import { z } from "zod";
import { AppError, type FieldErrors, isAppError } from "~/lib/errors";
import { parseForm } from "~/platform/forms/form-action.server";
import { lineText } from "~/platform/forms/schema-fields";
import { formFieldsOf, formLimitsOf } from "~/platform/records/form-limits.server";
import type { FormLimits } from "~/platform/records/record-type";
import { type GivenTranslations, translationField } from "~/platform/records/translations";
import { fieldWords } from "~/platform/forms/field-words";
import { recordsWords } from "~/platform/records/records-words";

/*
 * The Chichewa versions a record's form or API body carries (`name_ny`, `message_ny`), checked by
 * a schema made from the type's own: each version is optional and keeps its English field's
 * length limit and messages, so the form's HTML constraints, the page action and the API agree
 * (docs/decisions/043-translated-record-fields.md).
 */

/** What of a declaration the versions' schema is made from. */
export interface TranslatableDefinition {
  input: z.ZodType;
  translatable?: readonly string[] | undefined;
}

/**
 * A field staff choose from a list (a hall, a promotion's name) has no length of its own: its
 * Chichewa version is typed, one line of at most this many characters.
 */
export const CHOSEN_TEXT_MAX = 100;

/** Blank or null removes a version; a field left out keeps the stored one. */
const blankIsNull = (value: unknown) => (value === null || (typeof value === "string" && value.trim() === "") ? null : value);

/** The English field's text schema, or null when the field is a choice (an enum) rather than typed text. */
function textSchemaOf(field: z.ZodType): z.ZodType | null {
  let core: z.ZodType = field;
  for (;;) {
    if (core instanceof z.ZodOptional || core instanceof z.ZodNullable || core instanceof z.ZodDefault) core = core.unwrap() as z.ZodType;
    // A blank-means-absent field (an advert's description) is a preprocess step before its text.
    else if (core instanceof z.ZodPipe) core = (core.in instanceof z.ZodTransform ? core.out : core.in) as z.ZodType;
    else break;
  }
  return core instanceof z.ZodString ? core : null;
}

const schemas = new WeakMap<object, z.ZodObject>();

/** The schema of a type's Chichewa versions: `{ name_ny?: string | null, ... }`; empty for a type with none. */
export function translationInputOf(definition: TranslatableDefinition): z.ZodObject {
  let schema = schemas.get(definition);
  if (schema) return schema;
  const shape = formFieldsOf(definition.input).shape as Record<string, z.ZodType>;
  const fields: Record<string, z.ZodType> = {};
  for (const field of definition.translatable ?? []) {
    const english = shape[field];
    if (!english) throw new Error(`A translatable field must be a field of the input: "${field}"`);
    const text = textSchemaOf(english) ?? lineText({ required: "", max: CHOSEN_TEXT_MAX, tooLong: fieldWords.msg("textTooLong", { max: CHOSEN_TEXT_MAX }) });
    fields[translationField(field)] = z.preprocess(blankIsNull, text.nullable().optional());
  }
  schema = z.object(fields);
  schemas.set(definition, schema);
  return schema;
}

/** The versions' HTML constraints (`name_ny`: not required, the English field's maxlength), for the form. */
export function translationLimitsOf(definition: TranslatableDefinition): FormLimits {
  return formLimitsOf(translationInputOf(definition));
}

/** The input's limits with its versions' beside them: what a record form's loader sends. */
export function recordFormLimitsOf(definition: TranslatableDefinition, schema: z.ZodType = definition.input): FormLimits {
  return { ...formLimitsOf(formFieldsOf(schema)), ...translationLimitsOf(definition) };
}

/**
 * The versions a form or body carries, by field (`{ name: "Chipinda cha Mfumu", message: null }`);
 * problems are added to `errors` under the version's own field (`name_ny`), so they show with
 * the English fields' problems after one submit.
 */
export function readTranslations(definition: TranslatableDefinition, fields: Record<string, unknown>, errors: FieldErrors): GivenTranslations {
  if (!definition.translatable?.length) return {};
  try {
    const parsed = parseForm(translationInputOf(definition), fields) as Record<string, string | null | undefined>;
    const given: Record<string, string | null> = {};
    for (const field of definition.translatable) {
      const value = parsed[translationField(field)];
      if (value !== undefined) given[field] = value;
    }
    return given;
  } catch (error) {
    if (!isAppError(error) || !error.errors) throw error;
    Object.assign(errors, error.errors);
    return {};
  }
}

/** The input and the versions of one body, every problem reported at once (422 with a message per field). */
export function parseWithTranslations<S extends z.ZodType>(
  definition: TranslatableDefinition,
  schema: S,
  fields: Record<string, unknown>,
): { input: z.output<S>; translations: GivenTranslations } {
  const errors: FieldErrors = {};
  let input: z.output<S> | undefined;
  try {
    input = parseForm(schema, fields);
  } catch (error) {
    if (!isAppError(error) || !error.errors) throw error;
    Object.assign(errors, error.errors);
  }
  const translations = readTranslations(definition, fields, errors);
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined || input === undefined) throw new AppError("validation", first ?? recordsWords.msg("submitFailed"), { errors });
  return { input, translations };
}

/** For the API reference: each version as a client sends it. */
export function translationDocShape(definition: TranslatableDefinition): Record<string, z.ZodType> {
  const limits = translationLimitsOf(definition);
  const shape: Record<string, z.ZodType> = {};
  for (const field of definition.translatable ?? []) {
    const name = translationField(field);
    const max = limits[name]?.maxLength;
    shape[name] = (max === undefined ? z.string() : z.string().max(max))
      .nullable()
      .optional()
      .describe(`The Chichewa version of \`${field}\`. Empty or null removes it; left out, the stored one stays.`);
  }
  return shape;
}
