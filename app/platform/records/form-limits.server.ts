import { z } from "zod";
import type { FieldLimits, FormLimits } from "~/platform/records/record-type";

/**
 * The fields of an input schema as a form sends them: an input that refines and reshapes them
 * after parsing (festive offers' "Other" name) is read from its input side.
 */
export function formFieldsOf(schema: z.ZodType): z.ZodObject {
  let fields: z.ZodType = schema;
  while (fields instanceof z.ZodPipe) fields = fields.in as z.ZodType;
  if (!(fields instanceof z.ZodObject)) throw new Error("A content type's input must be an object of fields");
  return fields;
}

/** Peels defaults, optionals, pipes and preprocessing off a field schema, noting whether a value is required. */
function inner(schema: z.ZodType): { core: z.ZodType; required: boolean } {
  let core: z.ZodType = schema;
  let required = true;
  for (;;) {
    if (core instanceof z.ZodOptional || core instanceof z.ZodNullable) {
      required = false;
      core = core.unwrap() as z.ZodType;
    } else if (core instanceof z.ZodDefault) {
      required = false;
      core = core.unwrap() as z.ZodType;
    } else if (core instanceof z.ZodPipe) {
      // What the form sends meets the pipe's input first: `z.string().max(254).pipe(z.email())`
      // limits the typed text, `.transform()` keeps its input's limits. Only a preprocess step
      // (a function first) leaves the checks to the output (numbers from form digits).
      core = (core.in instanceof z.ZodTransform ? core.out : core.in) as z.ZodType;
    } else {
      return { core, required };
    }
  }
}

/**
 * The HTML constraints of every field of an object schema (required, maxlength, min, max),
 * so a form's attributes come from the very schema the action and the API validate with,
 * and the schema library never ships to a phone.
 */
export function formLimitsOf(schema: z.ZodObject): FormLimits {
  const limits: FormLimits = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const { core, required } = inner(field as z.ZodType);
    const entry: FieldLimits = { required };
    if (core instanceof z.ZodString) {
      entry.maxLength = core.maxLength ?? undefined;
      if ((core.minLength ?? 0) < 1) entry.required = false;
    }
    if (core instanceof z.ZodNumber) {
      entry.min = core.minValue ?? undefined;
      entry.max = core.maxValue ?? undefined;
    }
    limits[name] = entry;
  }
  return limits;
}
