import type { Hono } from "hono";
import { z } from "zod";
import { messages } from "~/lib/messages";
import { isStaff } from "~/platform/auth/roles";
import { cachedList, cachedListResponse } from "~/platform/records/list-cache.server";
import type { FileOption, RecordStore } from "~/platform/records/record-store.server";
import { readUploadField, type UploadField } from "~/platform/records/read-record-form.server";
import { type ApiEnv, type ApiRegistry, defineRoute } from "./api-route";
import { fileFormAllowance, IMAGE_FORM, type UploadAllowance } from "../body-limits";
import { parseFields, readBody, readIdParam } from "./request-input";

const MessageSchema = z.object({ message: z.string() });

/**
 * SPEC §7's five routes of a content type from one declaration: list and read for everyone
 * (visitors see what they may, staff everything), create, update and delete for staff.
 * Creates take multipart with the picture; updates take JSON or multipart with an optional
 * new picture, as the old clients send them.
 */
export function mountRecordApi<Input, Output>(
  app: Hono<ApiEnv>,
  registry: ApiRegistry,
  options: {
    /** Path below /api, as SPEC §7 spells it: `/bar`, `/restraunt`, `/hws`. */
    path: string;
    tag: string;
    /** "bar" / "bars", for the summaries. */
    noun: { one: string; many: string };
    store: RecordStore<Input, Output>;
    input: z.ZodType<Input, unknown>;
    /** What a PUT must carry when it differs from a POST (default: `input`). */
    updateInput?: z.ZodType<Input, unknown>;
    output: z.ZodType<Output>;
    picture: "required" | "optional" | "none";
    /** The multipart field that carries the picture (default `image`; adverts use `media`). */
    fileField?: string;
    /** The file a record owns instead of a picture (videos, documents, tenders). */
    file?: FileOption | undefined;
    /**
     * For types with neither picture nor file (vacancies): the largest body a staff member
     * may send, when their text can outgrow the 16 KB default.
     */
    textBody?: UploadAllowance;
  },
): void {
  const { path, tag, noun, store, input, output, file } = options;
  const updateInput = options.updateInput ?? input;
  const fileField = file?.field ?? options.fileField ?? "image";
  // Neither picture nor file (vacancies): JSON or a form of text fields, as SPEC §7 sends them.
  const textOnly = options.picture === "none" && !file;
  const upload: UploadField | null = textOnly
    ? null
    : file
      ? { type: "file", field: file.field, kind: file.kind, required: file.required }
      : { type: "image", field: fileField, required: options.picture === "required" };
  // Too large names what the route takes: 'Video must be less than 10MB' on a video route.
  const allowance: UploadAllowance | undefined = textOnly ? options.textBody : file ? fileFormAllowance(file.kind, file.field) : { ...IMAGE_FORM, field: fileField };
  const readUpload = (fields: Record<string, unknown>) => (upload ? readUploadField(fields, upload) : Promise.resolve(undefined));
  type Encodings = ("json" | "multipart")[];
  // A create carries its (maybe required) upload as multipart; an update may be JSON with an optional one.
  const writeBody = (schema: z.ZodType, creating: boolean) =>
    textOnly
      ? { schema, encodings: ["json", "multipart"] as Encodings, ...(allowance ? { upload: allowance } : {}) }
      : { schema, encodings: (creating ? ["multipart"] : ["json", "multipart"]) as Encodings, files: [{ name: fileField, required: creating && (upload?.required ?? false) }], upload: allowance };
  const one = z.object({ data: output });
  const saved = z.object({ message: z.string(), data: output });

  defineRoute(app, registry, {
    method: "get", path, tag, access: "public", summary: `List ${noun.many}`,
    responses: { 200: { description: `Every ${noun.one} the caller may see`, schema: z.object({ data: z.array(output) }) } },
  }, async (c) => {
    const { db } = c.var.services;
    // Staff see everything, fresh; visitors get the shared list, kept until its tables change.
    if (isStaff(c.var.viewer)) return c.json({ data: await store.list(db, c.var.viewer) });
    const list = await cachedList(db, { key: path, ...store.listSource }, () => store.list(db, null));
    return cachedListResponse(list, c.req.header("Accept-Encoding"));
  });

  defineRoute(app, registry, {
    method: "get", path: `${path}/:id`, tag, access: "public", summary: `One ${noun.one}`,
    responses: { 200: { description: `The ${noun.one}`, schema: one } },
  }, async (c) => c.json({ data: await store.getById(c.var.services.db, readIdParam(c), c.var.viewer) }));

  defineRoute(app, registry, {
    method: "post", path, tag, access: "staff", summary: `Add a ${noun.one}`,
    body: writeBody(input, true),
    responses: { 201: { description: "Created", schema: saved } },
  }, async (c) => {
    const fields = await readBody(c);
    const values = parseFields(input, fields);
    const record = await store.create(c.var.services, values, await readUpload(fields), c.var.viewer);
    return c.json({ message: messages.saved, data: record }, 201);
  });

  defineRoute(app, registry, {
    method: "put", path: `${path}/:id`, tag, access: "staff", summary: textOnly ? `Update a ${noun.one}` : `Update a ${noun.one} (a new ${file ? file.kind === "video" ? "video" : "PDF" : "image"} is optional)`,
    body: writeBody(updateInput, false),
    responses: { 200: { description: "Updated", schema: saved } },
  }, async (c) => {
    const id = readIdParam(c);
    const fields = await readBody(c);
    const values = parseFields(updateInput, fields);
    const record = await store.update(c.var.services, id, values, await readUpload(fields), c.var.viewer);
    return c.json({ message: messages.saved, data: record });
  });

  defineRoute(app, registry, {
    method: "delete", path: `${path}/:id`, tag, access: "staff", summary: textOnly ? `Delete a ${noun.one}` : `Delete a ${noun.one} and its files`,
    responses: { 200: { description: "Deleted", schema: MessageSchema } },
  }, async (c) => {
    await store.remove(c.var.services, readIdParam(c), c.var.viewer);
    return c.json({ message: messages.deleted });
  });
}
