import type { Hono } from "hono";
import { z } from "zod";
import { isStaff } from "~/platform/auth/roles";
import { cachedList, cachedListResponse } from "~/platform/records/list-cache.server";
import { type Language, languageOfRequest } from "~/platform/i18n/language";
import { formFieldsOf } from "~/platform/records/form-limits.server";
import { parseWithTranslations, translationDocShape } from "~/platform/records/translation-input.server";
import { type InLanguage, withTranslationInPlace } from "~/platform/records/translations";
import { type AnyContentType, describeUpload, type UploadRule, uploadAllowanceOf, uploadRuleOf } from "~/platform/records/content-type";
import { readUploadField } from "~/platform/records/read-record-form.server";
import { type RecordStore, recordStoreOf } from "~/platform/records/record-store.server";
import { type ApiContext, type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { readBody, readIdParam } from "~/platform/http/request-input";
import { recordsWords } from "~/platform/records/records-words";

const MessageSchema = z.object({ message: z.string() });

/**
 * SPEC §7's five routes of a content type, from its declaration: list and read for everyone
 * (visitors see what they may, staff everything), create, update and delete for staff (or
 * administrators, when the type says so). Creates take multipart with the picture or file;
 * updates take JSON or multipart with an optional new one, as the old clients send them.
 *
 * A type with translatable fields answers in the language asked for (`?lang=ny`, else
 * `Accept-Language`): the Chichewa versions in place, `untranslated` naming the fields that
 * fell back to English; its writes take the versions as `name_ny`, `message_ny`
 * (docs/decisions/043-translated-record-fields.md).
 */
export function mountRecordApi(app: Hono<ApiEnv>, registry: ApiRegistry, type: AnyContentType): void {
  if (!type.api) return;
  const { path, tag } = type.api;
  const store: RecordStore<unknown, unknown> = recordStoreOf(type);
  const { input, output } = type;
  const updateInput: z.ZodType = type.updateInput ?? input;
  const noun = { one: type.noun, many: type.plural };
  const writer = type.access?.write ?? "staff";
  const reader = type.access?.read ?? "public";
  const upload: UploadRule = uploadRuleOf(type);
  const allowance = uploadAllowanceOf(type);
  const readUpload = (fields: Record<string, unknown>) => (upload ? readUploadField(fields, upload) : Promise.resolve(undefined));
  type Encodings = ("json" | "multipart")[];
  // A create carries its (maybe required) upload as multipart; an update may be JSON with an optional one.
  const writeBody = (schema: z.ZodType, creating: boolean) =>
    !upload
      ? { schema, encodings: ["json", "multipart"] as Encodings, example: type.example, ...(allowance ? { upload: allowance } : {}) }
      : {
          schema,
          example: type.example,
          encodings: (creating ? ["multipart"] : ["json", "multipart"]) as Encodings,
          files: [{ name: upload.field, required: creating && upload.required, description: describeUpload(upload) }],
          upload: allowance,
        };
  const uploadNoun = upload?.type === "file" ? (upload.kind === "video" ? "video" : "PDF") : "image";
  const { translated } = store;
  // The reference shows the versions beside the fields they translate, and what a reader in Chichewa gets.
  const documented = (schema: z.ZodType) => (translated ? formFieldsOf(schema).extend(translationDocShape(type)) : schema);
  const answered =
    translated && output instanceof z.ZodObject
      ? output.extend({ untranslated: z.array(z.string()).optional().describe("In Chichewa (`?lang=ny` or `Accept-Language: ny`): the fields shown in English, having no Chichewa version.") })
      : output;
  const one = z.object({ data: answered });
  const saved = z.object({ message: z.string(), data: answered });
  /** The language the caller reads in; English for a type without versions. */
  const languageOf = (c: ApiContext): Language => (translated ? languageOfRequest(c.req.raw) : "en");
  /** A translated type's answers differ by language: say so, and which one this is. */
  const languageHeaders = (c: ApiContext, language: Language) => {
    if (!translated) return;
    c.header("Vary", "Accept-Language", { append: true });
    c.header("Content-Language", language);
  };
  const inPlace = (record: unknown) => withTranslationInPlace(record as InLanguage<object>);

  defineRoute(app, registry, {
    method: "get", path, tag, access: reader, summary: `List ${noun.many}`,
    ...(translated ? { languages: true } : {}),
    responses: { 200: { description: `Every ${noun.one} the caller may see`, schema: z.object({ data: z.array(answered) }) } },
  }, async (c) => {
    const { db } = c.var.services;
    const language = languageOf(c);
    // Staff see everything, fresh; visitors get the shared list, kept until its tables change (one per language).
    if (isStaff(c.var.viewer)) {
      languageHeaders(c, language);
      return c.json({ data: (await store.list(db, c.var.viewer, language)).map(inPlace) });
    }
    const source = { key: path, ...store.listSource(language), openToAll: reader === "public", ...(translated ? { language } : {}) };
    const list = await cachedList(db, source, async () => (await store.list(db, null, language)).map(inPlace));
    return cachedListResponse(list, c.req.header("Accept-Encoding"));
  });

  defineRoute(app, registry, {
    method: "get", path: `${path}/:id`, tag, access: reader, summary: `One ${noun.one}`,
    ...(translated ? { languages: true } : {}),
    responses: { 200: { description: `The ${noun.one}`, schema: one } },
  }, async (c) => {
    const language = languageOf(c);
    languageHeaders(c, language);
    return c.json({ data: inPlace(await store.getById(c.var.services.db, readIdParam(c), c.var.viewer, language)) });
  });

  /** The saved record as the caller reads it (in Chichewa when asked). */
  const savedRecord = async (c: ApiContext, id: number) => {
    const language = languageOf(c);
    languageHeaders(c, language);
    return inPlace(await store.getById(c.var.services.db, id, c.var.viewer, language));
  };

  defineRoute(app, registry, {
    method: "post", path, tag, access: writer, summary: `Add a ${noun.one}`,
    ...(translated ? { languages: true } : {}),
    body: writeBody(documented(input), true),
    responses: { 201: { description: "Created", schema: saved } },
  }, async (c) => {
    const fields = await readBody(c);
    const { input: values, translations } = parseWithTranslations(type, input, fields);
    const record = (await store.create(c.var.services, values, await readUpload(fields), c.var.viewer, translations)) as { id: number };
    return c.json({ message: recordsWords.msg("saved"), data: translated ? await savedRecord(c, record.id) : record }, 201);
  });

  defineRoute(app, registry, {
    method: "put", path: `${path}/:id`, tag, access: writer, summary: upload ? `Update a ${noun.one} (a new ${uploadNoun} is optional)` : `Update a ${noun.one}`,
    ...(translated ? { languages: true } : {}),
    body: writeBody(documented(updateInput), false),
    responses: { 200: { description: "Updated", schema: saved } },
  }, async (c) => {
    const id = readIdParam(c);
    const fields = await readBody(c);
    const { input: values, translations } = parseWithTranslations(type, updateInput, fields);
    const record = await store.update(c.var.services, id, values, await readUpload(fields), c.var.viewer, translations);
    return c.json({ message: recordsWords.msg("saved"), data: translated ? await savedRecord(c, id) : record });
  });

  defineRoute(app, registry, {
    method: "delete", path: `${path}/:id`, tag, access: writer, summary: upload ? `Delete a ${noun.one} and its files` : `Delete a ${noun.one}`,
    responses: { 200: { description: "Deleted", schema: MessageSchema } },
  }, async (c) => {
    await store.remove(c.var.services, readIdParam(c), c.var.viewer);
    return c.json({ message: recordsWords.msg("deleted") });
  });
}
