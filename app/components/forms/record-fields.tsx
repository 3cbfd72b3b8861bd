import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { Field } from "~/components/forms/field";
import { ImageField } from "~/components/forms/image-field";
import { type CurrentFile, FileField } from "~/components/forms/file-field";
import { checkFileAgainst, FILE_RULES, type FileKind } from "~/platform/files/file-rules";
import { ACCEPTED_IMAGE_TYPES, checkImageFile } from "~/platform/media/image-limits";
import type { RecordChoice } from "~/platform/records/content-type";
import { type FieldLimits, type FormLimits, OTHER_CHOICE } from "~/platform/records/record-type";
import { translationField } from "~/platform/records/translations";

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

/**
 * What the record screen tells a form's fields of Chichewa versions (DECISIONS §10): the fields
 * its type translates, and the record's current versions (none in an Add form).
 */
export interface ChichewaVersions {
  fields: readonly string[];
  texts: Readonly<Record<string, string | null>>;
}

export const ChichewaVersionsContext = createContext<ChichewaVersions>({ fields: [], texts: {} });

/** The Chichewa version's hint, naming the field it translates (read with the field by screen readers). */
const chichewaHint = (label: string) => `${label} on the Chichewa pages; left empty, the English one shows.`;

/** What a field's Chichewa control is given: its own name (`name_ny`), label, current text and hint. */
export interface ChichewaControl {
  name: string;
  label: string;
  defaultValue: string;
  hint: string;
}

/**
 * A field and, when its type translates it, its Chichewa version beside it: two columns on a
 * wide screen, one above the other on a phone (record-screen.css). The version is labelled
 * "Chichewa" and described by a hint naming the field, so the English field keeps its label.
 */
export function WithChichewa({ name, label, children, chichewa }: { name: string; label: string; children: ReactNode; chichewa: (control: ChichewaControl) => ReactNode }) {
  const versions = useContext(ChichewaVersionsContext);
  if (!versions.fields.includes(name)) return <>{children}</>;
  return (
    <div className="bilingual-field form-field-wide">
      {children}
      {chichewa({ name: translationField(name), label: "Chichewa", defaultValue: versions.texts[name] ?? "", hint: chichewaHint(label) })}
    </div>
  );
}

/** A Chichewa version typed on one line (a name; also for a name chosen from a list in English). */
export function ChichewaLine({ control, limits, errorsFor }: { control: ChichewaControl; limits: FormLimits; errorsFor: ErrorsFor }) {
  return (
    <Field label={control.label} limits={limitOf(limits, control.name)} errors={errorsFor(control.name)} hint={control.hint} className="chichewa-version">
      {(props) => <input {...props} name={control.name} type="text" lang="ny" autoComplete="off" defaultValue={control.defaultValue} />}
    </Field>
  );
}

/** A Chichewa version of several lines (a message, a description). */
export function ChichewaLines({ control, limits, errorsFor, rows }: { control: ChichewaControl; limits: FormLimits; errorsFor: ErrorsFor; rows: number }) {
  return (
    <Field label={control.label} limits={limitOf(limits, control.name)} errors={errorsFor(control.name)} hint={control.hint} className="chichewa-version">
      {(props) => <textarea {...props} name={control.name} lang="ny" rows={rows} defaultValue={control.defaultValue} />}
    </Field>
  );
}

/** One line of text; required and maxlength come from the schema's limits (through Field). */
export function TextInput({
  name, label, limits, errorsFor, defaultValue, hint, type = "text",
}: {
  name: string; label: string; limits: FormLimits; errorsFor: ErrorsFor; defaultValue?: string | null | undefined; hint?: string; type?: "text" | "date" | "time" | "url" | "tel" | "email";
}) {
  const limit = limitOf(limits, name);
  return (
    <WithChichewa name={name} label={label} chichewa={(control) => <ChichewaLine control={control} limits={limits} errorsFor={errorsFor} />}>
      <Field label={label} limits={limit} errors={errorsFor(name)} hint={hint}>
        {(control) => (
          <input
            {...control}
            name={name}
            type={type}
            pattern={limit.required && type === "text" ? NOT_BLANK : undefined}
            autoComplete="off"
            defaultValue={defaultValue ?? ""}
          />
        )}
      </Field>
    </WithChichewa>
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
    <WithChichewa name={name} label={label} chichewa={(control) => <ChichewaLines control={control} limits={limits} errorsFor={errorsFor} rows={rows} />}>
      <Field label={label} limits={limit} errors={errorsFor(name)} className="form-field-wide">
        {(control) => (
          <textarea {...control} name={name} rows={rows} defaultValue={defaultValue ?? ""} />
        )}
      </Field>
    </WithChichewa>
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
    <Field label={label} limits={limit} errors={errorsFor(name)} hint={hint}>
      {(control) => (
        <input {...control} name={name} type="number" inputMode="numeric" step={1} defaultValue={defaultValue ?? ""} />
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
    <WithChichewa name={name} label={label} chichewa={(control) => <ChichewaLine control={control} limits={limits} errorsFor={errorsFor} />}>
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
    </WithChichewa>
  );
}

/** The choices the screen's loader read from the database (the declaration's `screen.choices`), by field. */
export const RecordChoicesContext = createContext<Readonly<Record<string, readonly RecordChoice[]>>>({});

/** The choices of one field, as the screen's loader read them. */
export function useRecordChoices(name: string): readonly RecordChoice[] {
  return useContext(RecordChoicesContext)[name] ?? [];
}

/** A choice among records the database holds (a room type), sent as its id. */
export function RecordChoiceSelect({
  name, label, placeholder, limits, errorsFor, defaultValue,
}: {
  name: string; label: string; placeholder: string; limits: FormLimits; errorsFor: ErrorsFor; defaultValue?: string | number | null | undefined;
}) {
  const limit = limitOf(limits, name);
  const choices = useRecordChoices(name);
  return (
    <Field label={label} optional={!limit.required} errors={errorsFor(name)}>
      {(control) => (
        <select {...control} name={name} required={limit.required} defaultValue={defaultValue == null ? "" : String(defaultValue)}>
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * A name chosen from a list, or typed after choosing "Other" (DECISIONS §4). The typed name
 * travels as `otherName`; the schema puts it in `name`. Without JavaScript the text field
 * is always there (labelled for "Other"); with it, it appears only when "Other" is chosen.
 * A stored name not in the list opens as "Other" with that name typed in.
 */
export function ChoiceOrOther({
  name, label, placeholder, options, limits, errorsFor, defaultValue, otherLabel,
}: {
  name: string; label: string; placeholder: string; options: readonly string[]; limits: FormLimits; errorsFor: ErrorsFor; defaultValue?: string | null | undefined; otherLabel: string;
}) {
  const limit = limitOf(limits, name);
  const stored = defaultValue ?? "";
  const initialChoice = stored === "" || options.includes(stored) ? stored : OTHER_CHOICE;
  const [choice, setChoice] = useState(initialChoice);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const otherShown = !hydrated || choice === OTHER_CHOICE;
  const otherName = `other${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  // Translated, the "Other" field takes the row under the list, the Chichewa name beside the list.
  return (
    <WithChichewa name={name} label={label} chichewa={(control) => <ChichewaLine control={control} limits={limits} errorsFor={errorsFor} />}>
      <Field label={label} optional={!limit.required} errors={errorsFor(name)}>
        {(control) => (
          <select {...control} name={name} required={limit.required} value={choice} onChange={(event) => setChoice(event.currentTarget.value)}>
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
            <option value={OTHER_CHOICE}>{OTHER_CHOICE}</option>
          </select>
        )}
      </Field>
      {otherShown ? (
        <Field label={otherLabel} optional={hydrated ? false : true} errors={errorsFor(otherName)} hint={hydrated ? undefined : `Used when “${OTHER_CHOICE}” is chosen.`}>
          {(control) => (
            <input
              {...control}
              name={otherName}
              type="text"
              required={hydrated}
              pattern={hydrated ? NOT_BLANK : undefined}
              maxLength={limit.maxLength}
              autoComplete="off"
              defaultValue={initialChoice === OTHER_CHOICE ? stored : ""}
            />
          )}
        </Field>
      ) : null}
    </WithChichewa>
  );
}

/** The record's picture: required on Add when the type needs one, optional on edit. */
export function PictureInput({
  errorsFor, onImageCheck, imageRequired, currentSrc, editing, name = "image",
}: {
  errorsFor: ErrorsFor; onImageCheck: (message: string | null) => void; imageRequired: boolean; currentSrc?: string | undefined; editing: boolean;
  /** The file field's name (an advert's is `media`). */
  name?: string;
}) {
  return (
    <ImageField
      name={name}
      label={editing ? "New image" : "Image"}
      required={imageRequired}
      accept={ACCEPTED_IMAGE_TYPES}
      check={checkImageFile}
      onCheck={onImageCheck}
      errors={errorsFor(name)}
      currentSrc={currentSrc}
      hint={editing ? "Leave empty to keep the current picture." : "JPEG, PNG, WebP, AVIF or GIF, up to 10MB."}
    />
  );
}

/** The record's video or PDF: required on Add, optional on edit (the current one stays). */
export function UploadInput({
  name, kind, errorsFor, onFileCheck, required, current, editing,
}: {
  name: string; kind: FileKind; errorsFor: ErrorsFor; onFileCheck: (message: string | null) => void; required: boolean;
  current?: CurrentFile | null | undefined; editing: boolean;
}) {
  const rule = FILE_RULES[kind];
  const what = kind === "video" ? "video" : "PDF";
  return (
    <FileField
      name={name}
      label={editing ? `New ${what}` : kind === "video" ? "Video" : "PDF document"}
      required={required}
      accept={rule.accept}
      check={(file) => checkFileAgainst(rule, file)}
      onCheck={onFileCheck}
      errors={errorsFor(name)}
      current={current}
      preview={kind === "video" ? "video" : "document"}
      hint={editing ? `Leave empty to keep the current ${what}.` : kind === "video" ? "MP4 or WebM, less than 10MB." : "A PDF file, less than 10MB."}
    />
  );
}
