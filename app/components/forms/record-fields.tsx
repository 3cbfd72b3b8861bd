import { Field } from "~/components/forms/field";
import { ImageField } from "~/components/forms/image-field";
import { ACCEPTED_IMAGE_TYPES, checkImageFile } from "~/features/media/image-limits";
import type { FieldLimits, FormLimits } from "~/features/records/record-type";

/** Something other than blanks: the server trims before checking, so must the browser. */
const NOT_BLANK = ".*\\S.*";

export type ErrorsFor = (name: string) => string[];

/** What every content type's fields component receives from the record screen. */
export interface RecordFieldProps<T> {
  errorsFor: ErrorsFor;
  limits: FormLimits;
  /** The record being edited; absent in the Add form. */
  record?: T | undefined;
  onImageCheck: (message: string | null) => void;
  imageRequired: boolean;
}

const limitOf = (limits: FormLimits, name: string): FieldLimits => limits[name] ?? { required: false };

/** One line of text; required and maxlength come from the schema's limits. */
export function TextInput({
  name, label, limits, errorsFor, defaultValue, hint, type = "text",
}: {
  name: string; label: string; limits: FormLimits; errorsFor: ErrorsFor; defaultValue?: string | null | undefined; hint?: string; type?: "text" | "date" | "url" | "tel" | "email";
}) {
  const limit = limitOf(limits, name);
  return (
    <Field label={label} optional={!limit.required} errors={errorsFor(name)} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          required={limit.required}
          pattern={limit.required && type === "text" ? NOT_BLANK : undefined}
          maxLength={limit.maxLength}
          autoComplete="off"
          defaultValue={defaultValue ?? ""}
        />
      )}
    </Field>
  );
}

/** Several lines of text (a message, a description). */
export function TextArea({
  name, label, limits, errorsFor, defaultValue, rows = 4,
}: {
  name: string; label: string; limits: FormLimits; errorsFor: ErrorsFor; defaultValue?: string | null | undefined; rows?: number;
}) {
  const limit = limitOf(limits, name);
  return (
    <Field label={label} optional={!limit.required} errors={errorsFor(name)} className="form-field-wide">
      {(control) => (
        <textarea {...control} name={name} rows={rows} required={limit.required} maxLength={limit.maxLength} defaultValue={defaultValue ?? ""} />
      )}
    </Field>
  );
}

/** A whole number (a rate in kwacha, a capacity). */
export function WholeNumberInput({
  name, label, limits, errorsFor, defaultValue, hint,
}: {
  name: string; label: string; limits: FormLimits; errorsFor: ErrorsFor; defaultValue?: number | null | undefined; hint?: string;
}) {
  const limit = limitOf(limits, name);
  return (
    <Field label={label} optional={!limit.required} errors={errorsFor(name)} hint={hint}>
      {(control) => (
        <input {...control} name={name} type="number" inputMode="numeric" step={1} min={limit.min} max={limit.max} required={limit.required} defaultValue={defaultValue ?? ""} />
      )}
    </Field>
  );
}

/**
 * A choice from a list. A record whose stored value is not in the list (an older free-text
 * name) keeps it as the first option, so editing never silently changes it.
 */
export function ChoiceSelect({
  name, label, placeholder, options, limits, errorsFor, defaultValue,
}: {
  name: string; label: string; placeholder: string; options: readonly string[]; limits: FormLimits; errorsFor: ErrorsFor; defaultValue?: string | null | undefined;
}) {
  const limit = limitOf(limits, name);
  const choices = defaultValue && !options.includes(defaultValue) ? [defaultValue, ...options] : options;
  return (
    <Field label={label} optional={!limit.required} errors={errorsFor(name)}>
      {(control) => (
        <select {...control} name={name} required={limit.required} defaultValue={defaultValue ?? ""}>
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The record's picture: required on Add when the type needs one, optional on edit. */
export function PictureInput({
  errorsFor, onImageCheck, imageRequired, currentSrc, editing,
}: {
  errorsFor: ErrorsFor; onImageCheck: (message: string | null) => void; imageRequired: boolean; currentSrc?: string | undefined; editing: boolean;
}) {
  return (
    <ImageField
      label={editing ? "New image" : "Image"}
      required={imageRequired}
      accept={ACCEPTED_IMAGE_TYPES}
      check={checkImageFile}
      onCheck={onImageCheck}
      errors={errorsFor("image")}
      currentSrc={currentSrc}
      hint={editing ? "Leave empty to keep the current picture." : "JPEG, PNG, WebP, AVIF or GIF, up to 10MB."}
    />
  );
}
