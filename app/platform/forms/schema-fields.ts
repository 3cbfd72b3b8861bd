import { z } from "zod";
import { MAX_PERSON_NAME } from "~/lib/person-name";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * Building blocks for input schemas, strict at the edge (GUIDE, "validate at the edge"):
 * text refuses control characters (a NUL byte is an error on PostgreSQL and never a
 * legitimate part of a name), numbers are numbers rather than whatever JavaScript would
 * coerce (`true`, `[]`, `null`, `"0x10"`), and record ids fit the database's integer key.
 */

/** Largest id of an integer primary key on PostgreSQL (and the bound we keep on SQLite too). */
export const MAX_RECORD_ID = 2 ** 31 - 1;

// eslint-disable-next-line no-control-regex -- control characters are what these refuse
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_NEWLINE = /[\u0000-\u001f\u007f]/;

export const controlCharactersMessage = fieldWords.msg("controlCharacters");

/**
 * One line of text (a name, a title): trimmed, required unless `optional` is used on the
 * result, at most `max` characters, no control characters (not even a newline).
 */
export function lineText(options: { required: string; max: number; tooLong?: string }) {
  return z
    .string({ error: options.required })
    .trim()
    .min(1, options.required)
    .max(options.max, options.tooLong ?? fieldWords.msg("textTooLong", { max: options.max }))
    .refine((v) => !CONTROL_OR_NEWLINE.test(v), controlCharactersMessage);
}

/**
 * Something a mail client or a page could turn into a link: a scheme (`https://`), `www.`, an
 * email address, or a domain-like word (`evil.example`, `evil.example/claim`). A dot straight
 * after a word and before two or more letters reads as a domain, so "St.John" is refused too
 * ("St. John" is fine): a name that looks like a link is worth one retype.
 */
const LINK_LIKE = /:\/\/|\bwww\.|@|[\p{L}\d-]\.[\p{L}]{2,}(?=$|[\s/?#:,;)]|\.)/iu;

/** Whether `text` holds something that could show as a link (LINK_LIKE). */
export function looksLikeLink(text: string): boolean {
  return LINK_LIKE.test(text);
}

/**
 * A person's name on a public form whose emails reach the address typed beside it: one line,
 * at most MAX_PERSON_NAME characters, and never a web or email address (decision 052).
 */
export function personName(options: { required: string }) {
  return lineText({ required: options.required, max: MAX_PERSON_NAME, tooLong: fieldWords.msg("nameTooLong", { max: MAX_PERSON_NAME }) }).refine(
    (v) => !looksLikeLink(v),
    fieldWords.msg("nameHasLink"),
  );
}

/** Several lines of text (a message, a description): newlines and tabs are fine, other control characters are not. */
export function multilineText(options: { required?: string; max: number; tooLong?: string }) {
  const base = z
    .string(options.required ? { error: options.required } : undefined)
    .trim()
    .max(options.max, options.tooLong ?? fieldWords.msg("textTooLong", { max: options.max }))
    .refine((v) => !CONTROL_CHARACTERS.test(v), controlCharactersMessage);
  return options.required ? base.min(1, options.required) : base;
}

/**
 * A whole number sent as a JSON number or as decimal digits in a form field. Blank or absent
 * gives `undefined` (so `.default()` applies); `true`, `[]`, `null`, `"1e3"` and `"0x10"` are
 * refused with `message` instead of being coerced.
 */
export function wholeNumber(options: { message: string; min: number; max: number }) {
  return z.preprocess(
    toWholeNumberInput,
    z
      .number({ error: options.message })
      .int(options.message)
      .min(options.min, options.message)
      .max(options.max, options.message)
      .optional(),
  );
}

/** Form digits or a JSON number as a number; blank or absent as `undefined`; anything else NaN (refused). */
function toWholeNumberInput(value: unknown): unknown {
  if (value === undefined || value === "") return undefined;
  if (typeof value === "number") return value;
  if (typeof value === "string" && /^\s*-?\d{1,15}\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/** Like `wholeNumber`, but a value must be given: blank or absent gives `required`. */
export function requiredWholeNumber(options: { required: string; message: string; min: number; max: number }) {
  return z.preprocess(
    // Spaces alone are a blank field here, so they read as "required", not as a bad number.
    (value) => toWholeNumberInput(typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? options.required : options.message) })
      .int(options.message)
      .min(options.min, options.message)
      .max(options.max, options.message),
  );
}

/**
 * A required amount of whole kwacha as staff copy it off a receipt: `1234500`, `1,234,500` or
 * `1 234 500` (a no-break or thin space too, as spreadsheets paste them). Separators are taken
 * only where they group digits in threes, one kind throughout, so `12,34`, `1,234.50` and
 * `1,234 500` stay refused with `message` rather than being read as some other number.
 */
export function requiredKwacha(options: { required: string; message: string; min: number; max: number }) {
  return z.preprocess(ungroupedDigits, requiredWholeNumber(options));
}

/** Horizontal spaces a keyboard, a phone or a pasted spreadsheet cell may put between digit groups. */
const GROUP_SPACES = /[\u00a0\u2009\u202f]/g;
const GROUPED_IN_THREES = /^\d{1,3}([, ])\d{3}(?:\1\d{3})*$/;

function ungroupedDigits(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.replace(GROUP_SPACES, " ").trim();
  return GROUPED_IN_THREES.test(trimmed) ? trimmed.replace(/[, ]/g, "") : value;
}

/**
 * A real calendar date as `YYYY-MM-DD` (closing and stop dates, compared as text with the
 * hotel's date): one message per problem, so a blank date is "required", not also "not a date".
 */
export function calendarDate(options: { required: string; invalid: string }) {
  return z
    .string({ error: options.required })
    .trim()
    .min(1, { message: options.required, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: options.invalid, abort: true })
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, options.invalid);
}

/** A record id from a path or form: decimal digits only, 1..2³¹−1; anything else is `null`. */
export function parseRecordId(raw: string | undefined | null): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_RECORD_ID ? id : null;
}

/** An email address: trimmed and lower-cased, `required` when blank, `invalid` when it is not one. */
export function emailAddress(options: { required: string; invalid: string }) {
  return z
    .string({ error: options.required })
    .trim()
    .toLowerCase()
    .min(1, options.required)
    .max(254, options.invalid)
    .pipe(z.email(options.invalid));
}

/** Digits, spaces, +, - and brackets, with at least a few digits (SPEC §5 leaves the format open). */
const PHONE = /^[+()\-\s\d]*$/;

/** A phone number as guests type it: `required` when blank, `invalid` when it is not digits, spaces, +, - and brackets. */
export function phoneNumberText(options: { required: string; invalid: string }) {
  return lineText({ required: options.required, max: 30, tooLong: options.invalid })
    // A blank number already has its "required" message; only a given one is checked for its form.
    .refine((v) => v === "" || (PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 5), options.invalid);
}

/**
 * A web address or nothing. Only http(s) (a `javascript:` or `data:` link must never reach
 * an href or a frame), no user:password part, no spaces or control characters (the URL
 * parser would silently drop a tab or newline, so what is stored would differ from what is
 * checked).
 */
export function webAddress() {
  return z
    .string({ error: fieldWords.msg("urlInvalid") })
    .trim()
    .max(500, fieldWords.msg("urlInvalid"))
    .refine((value) => {
      if (value === "") return true;
      if (/[\s\u0000-\u001f\u007f]/.test(value)) return false; // eslint-disable-line no-control-regex
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" && !url.username && !url.password;
      } catch {
        return false;
      }
    }, fieldWords.msg("urlInvalid"));
}
