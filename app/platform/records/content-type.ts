import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import type { z } from "zod";
import type { Database } from "~/platform/db/db-schema";
import type { ImageTable } from "~/platform/media/image-records.server";
import type { Picture } from "~/platform/media/picture";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, MIN_IMAGE_SIDE } from "~/platform/media/image-limits";
import { FILE_RULES, type FileKind } from "~/platform/files/file-rules";
import type { StoredFile } from "~/platform/files/stored-file";
import { fileFormAllowance, IMAGE_FORM, type UploadAllowance } from "~/platform/records/upload-allowance";

/*
 * One content type, declared once (docs/decisions/030-content-type-declarations.md). A type's
 * declaration is the file `app/features/<x>/<x>.type.ts(x)`; the route table, the API, the
 * page upload limits, the back-office menu, the activity log's labels, the sitemap and the
 * OpenAPI document are all derived from it. Isomorphic: no server code, so routes.ts, the
 * back-office screens and the server read the same object.
 */

/** Tables whose rows own one file through `file_id` (videos, documents, tenders). */
export type FileTable = {
  [K in keyof Database]: "file_id" extends keyof Database[K] ? ("updated_at" extends keyof Database[K] ? K : never) : never;
}[keyof Database];
/**
 * Tables of records that own neither a picture nor a file (vacancies, seasonal rates: text,
 * numbers and dates only), with the id and timestamps every record has.
 */
export type PlainTable = {
  [K in keyof Database]: "image_id" extends keyof Database[K]
    ? never
    : "file_id" extends keyof Database[K]
      ? never
      : "id" extends keyof Database[K]
        ? "updated_at" extends keyof Database[K]
          ? K
          : never
        : never;
}[keyof Database];
export type RecordTable = ImageTable | FileTable | PlainTable;
/** The record's own fields: everything but its id, picture or file, and timestamps. */
export type OwnFields<T extends RecordTable> = Omit<Insertable<Database[T]>, "id" | "image_id" | "file_id" | "created_at" | "updated_at">;
export type Column<T extends RecordTable> = Exclude<keyof Selectable<Database[T]> & string, "id" | "image_id" | "file_id" | "created_at" | "updated_at">;

/** A stored row's columns as read, plus its id, timestamps, picture and file (null when it has none). */
export type StoredRecord<T extends RecordTable, C extends Column<T>> = Pick<Selectable<Database[T]>, C> & {
  id: number;
  /** When the record was added and last changed (ISO-8601 UTC). */
  created_at: string;
  updated_at: string;
  picture: Picture | null;
  file: StoredFile | null;
};

/**
 * A record that owns one file instead of a picture: the form/multipart field that carries it,
 * its kind (which decides the accepted formats and the size limit, file-rules.ts) and whether
 * a new record must have one. Its download name is made from the record's `name`.
 */
export interface FileOption<F extends string = string> {
  field: F;
  kind: FileKind;
  required: boolean;
}

/**
 * What the server lends a type's `write` and `read`: the site's rule for HTML written by staff
 * (DECISIONS §6), which needs a server-side sanitiser the declaration cannot import.
 */
export interface RecordTools {
  staffHtml: {
    /** The HTML reduced to the allow-list. */
    sanitize: (html: string) => string;
    /** Its words without markup, spaces collapsed. */
    text: (html: string) => string;
    /** The first words, at most `max` characters, cut at a word. */
    excerpt: (html: string, max?: number) => string;
  };
}

/** One option of a select whose options live in the database: the value sent, the label shown. */
export interface RecordChoice {
  value: string;
  label: string;
}

/** The back-office menu's groups, in the order they are shown. */
export const MENU_GROUPS = ["Hotel", "Offers", "Pages and media", "Guests", "Administration"] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** A public page of the type (a list, a detail page), as React Router's route table takes it. */
export interface ContentPage {
  /** As SPEC §2 spells it: `/Boardteam`, `/career/:id`. */
  path: string;
  /** The route module, relative to `app/`. */
  module: string;
  /** Listed in /sitemap.xml (default true; pages with a parameter list themselves). */
  sitemap?: boolean;
}

export interface ContentType<T extends RecordTable, C extends Column<T>, Input, Output, View = unknown> {
  /** Short key in form intents and ids: `bar`, `board-member` (`create-bar`, `update-bar`, `delete-bar`). */
  key: string;
  /** For people: "bar" in "Delete the bar “Bush Bar”?". */
  noun: string;
  /** "bars", for the API's summaries. */
  plural: string;
  table: T;
  /** Columns read for the output (the picture or file comes with them). */
  columns: readonly C[];
  input: z.ZodType<Input, unknown>;
  /** What an update must carry, when it differs from a create (an advert's title). Defaults to `input`. */
  updateInput?: z.ZodType<Input, unknown>;
  output: z.ZodType<Output>;
  /**
   * The text fields staff may also give in Chichewa (DECISIONS §10), by the name the form, the
   * API and the output share: `["name", "message"]`. The form shows each beside its English
   * version (`name_ny`), the API takes and answers them, pages read them in their language
   * (docs/decisions/043-translated-record-fields.md). Absent: the type has none.
   */
  translatable?: readonly (keyof Input & keyof Output & string)[];
  write: (input: Input, tools: RecordTools) => OwnFields<T>;
  read: (row: StoredRecord<T, C>, tools: RecordTools) => Output;
  /** Whether a new record must come with a picture; "none" for types that own a file instead, or nothing at all. */
  picture: "required" | "optional" | "none";
  /** The form/multipart field that carries the picture (SPEC §7 names it `media` for adverts). Default `image`. */
  fileField?: string;
  /** The file a record owns (videos, documents, tenders); only with `picture: "none"`. It downloads under the record's `name`, or its `title`. */
  file?: FileOption;
  /** For types with neither picture nor file whose text outgrows the 16 KB default body (vacancies). */
  textBody?: UploadAllowance;
  /** A column set to the id of the staff member who creates the record (never taken from the input). */
  createdBy?: C;
  /** Display order: a column, then the id. */
  orderBy?: C;
  /**
   * Records visitors may see; staff see every one (DECISIONS §1), so they can correct what
   * has expired. Compared with the hotel's date (Africa/Blantyre) as `YYYY-MM-DD` text.
   */
  publicWhen?: { column: C; onOrAfterToday: true; orNull?: boolean };
  /** Checks against other tables before a create or an update is written (the room type exists); throws a field error. */
  checkInput?: (input: Input, db: Kysely<Database>) => Promise<void>;
  /**
   * Writes what the record's other tables must match, inside the create's or update's own
   * transaction after the row (a room type's rooms, decision 058); throws to undo the write.
   */
  afterWrite?: (trx: Transaction<Database>, id: number, input: Input) => Promise<void>;
  /** Fills what a new record's input left out and only the database knows (the next display order). */
  beforeCreate?: (input: Input, db: Kysely<Database>) => Promise<Input>;
  /**
   * The files of other records deleted with this one by their foreign key (a tender's
   * addenda): read inside the delete's transaction, their rows and bytes go with it.
   */
  dependentFiles?: (trx: Kysely<Database>, id: number) => Promise<readonly (number | null)[]>;
  /** A field whose value must be unique (a unique index); a duplicate answers 422 on that field. */
  unique?: { field: keyof Input & string; message: (input: Input) => string };
  /**
   * Who may do what: everyone reads (visitors see what `publicWhen` lets through), staff write
   * unless the type says administrators only; `read: "staff"` keeps a back-office-only type
   * (closures and their notes) off the public API. Enforced by the API routes and the screen.
   */
  access?: { write: "staff" | "admin"; read?: "public" | "staff" };
  /** What the activity log calls these records: "Partner logos". */
  auditLabel: string;
  /** SPEC §7's five routes under /api (`/partners`); absent when the type mounts routes of its own (rooms). */
  api?: { path: string; tag: string };
  /** The back-office screen: its address, its place in the menu and, for the shared record screen, its view. */
  screen?: {
    path: string;
    /** The browser tab's title: "Partner logos" (then " · Back-office"). */
    title: string;
    menu: { group: MenuGroup; label: string; order: number };
    /** Choices a field offers that live in the database (the room types), read by the screen's loader. */
    choices?: (db: Kysely<Database>) => Promise<Readonly<Record<string, readonly RecordChoice[]>>>;
    /** A screen of its own (relative to `app/`); without it the shared record screen shows `view`. */
    module?: string;
    view?: View;
  };
  /** The public pages that show these records. */
  pages?: readonly ContentPage[];
  /** A valid record's fields, as a form or JSON body sends them: the API reference's example, and the tests'. */
  example: Readonly<Record<string, string | number>>;
}

/**
 * Any declared type, for the lists that walk them all (routes, API, menu). The record's own
 * types vary per type and functions take them contravariantly, so only `any` fits them all.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContentType = ContentType<any, any, any, any, any>;

/** Declares a content type: the identity, so TypeScript infers the table, columns and record types. */
export function defineContentType<T extends RecordTable, C extends Column<T>, Input, Output, View = unknown>(
  type: ContentType<T, C, Input, Output, View>,
): ContentType<T, C, Input, Output, View> {
  return type;
}

/** What a record's form or multipart body carries besides its fields: a picture, a file, or nothing. */
export type UploadRule =
  | { type: "image"; field: string; required: boolean }
  | { type: "file"; field: string; kind: FileKind; required: boolean }
  | null;

export function uploadRuleOf(type: Pick<AnyContentType, "picture" | "fileField" | "file">): UploadRule {
  if (type.file) return { type: "file", field: type.file.field, kind: type.file.kind, required: type.file.required };
  if (type.picture === "none") return null;
  return { type: "image", field: type.fileField ?? "image", required: type.picture === "required" };
}

/** The largest body a write of this type may send (the screen's form and the API alike); undefined: the small default. */
export function uploadAllowanceOf(type: Pick<AnyContentType, "picture" | "fileField" | "file" | "textBody">): UploadAllowance | undefined {
  const rule = uploadRuleOf(type);
  if (!rule) return type.textBody;
  return rule.type === "file" ? fileFormAllowance(rule.kind, rule.field) : { ...IMAGE_FORM, field: rule.field };
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;

/** For people and the API reference, from the rule itself: "PDF, at most 10MB". */
export function describeUpload(rule: Exclude<UploadRule, null>): string {
  if (rule.type === "image") {
    const formats = ACCEPTED_IMAGE_TYPES.split(",").map((mime) => mime.replace("image/", "").toUpperCase().replace("WEBP", "WebP"));
    return `${listOf(formats)}, at most ${megabytes(MAX_IMAGE_BYTES)}, at least ${MIN_IMAGE_SIDE}×${MIN_IMAGE_SIDE} px`;
  }
  return describeFileKind(rule.kind);
}

/** "PDF, at most 10MB"; "MP4 or WEBM, at most 10MB". */
export function describeFileKind(kind: FileKind): string {
  const fileRule = FILE_RULES[kind];
  const formats = [...new Set(fileRule.formats.map((format) => format.ext.toUpperCase()))];
  if (fileRule.extra?.includes("text")) formats.push("TXT");
  if (fileRule.extra?.includes("ole")) formats.push("DOC", "XLS", "PPT");
  // A limit of "5,000,000 bytes and one more is refused" reads as 5 MB.
  const limit = fileRule.maxBytes % (1024 * 1024) === 0 ? megabytes(fileRule.maxBytes) : `${((fileRule.maxBytes - 1) / 1_000_000).toFixed(0)} MB`;
  return `${listOf(formats)}, at most ${limit}`;
}

function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}
