import type { Hono } from "hono";
import { z } from "zod";
import { messages } from "~/lib/messages";
import { isStaff } from "~/platform/auth/roles";
import { cachedList, cachedListResponse } from "~/platform/records/list-cache.server";
import { type AnyContentType, describeUpload, type UploadRule, uploadAllowanceOf, uploadRuleOf } from "~/platform/records/content-type";
import { readUploadField } from "~/platform/records/read-record-form.server";
import { type RecordStore, recordStoreOf } from "~/platform/records/record-store.server";
import { type ApiEnv, type ApiRegistry, defineRoute } from "./api-route";
import { parseFields, readBody, readIdParam } from "./request-input";

const MessageSchema = z.object({ message: z.string() });

/**
 * SPEC §7's five routes of a content type, from its declaration: list and read for everyone
 * (visitors see what they may, staff everything), create, update and delete for staff (or
 * administrators, when the type says so). Creates take multipart with the picture or file;
 * updates take JSON or multipart with an optional new one, as the old clients send them.
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
  const one = z.object({ data: output });
  const saved = z.object({ message: z.string(), data: output });

  defineRoute(app, registry, {
    method: "get", path, tag, access: reader, summary: `List ${noun.many}`,
    responses: { 200: { description: `Every ${noun.one} the caller may see`, schema: z.object({ data: z.array(output) }) } },
  }, async (c) => {
    const { db } = c.var.services;
    // Staff see everything, fresh; visitors get the shared list, kept until its tables change.
    if (isStaff(c.var.viewer)) return c.json({ data: await store.list(db, c.var.viewer) });
    const list = await cachedList(db, { key: path, ...store.listSource, openToAll: reader === "public" }, () => store.list(db, null));
    return cachedListResponse(list, c.req.header("Accept-Encoding"));
  });

  defineRoute(app, registry, {
    method: "get", path: `${path}/:id`, tag, access: reader, summary: `One ${noun.one}`,
    responses: { 200: { description: `The ${noun.one}`, schema: one } },
  }, async (c) => c.json({ data: await store.getById(c.var.services.db, readIdParam(c), c.var.viewer) }));

  defineRoute(app, registry, {
    method: "post", path, tag, access: writer, summary: `Add a ${noun.one}`,
    body: writeBody(input, true),
    responses: { 201: { description: "Created", schema: saved } },
  }, async (c) => {
    const fields = await readBody(c);
    const values = parseFields(input, fields);
    const record = await store.create(c.var.services, values, await readUpload(fields), c.var.viewer);
    return c.json({ message: messages.saved, data: record }, 201);
  });

  defineRoute(app, registry, {
    method: "put", path: `${path}/:id`, tag, access: writer, summary: upload ? `Update a ${noun.one} (a new ${uploadNoun} is optional)` : `Update a ${noun.one}`,
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
    method: "delete", path: `${path}/:id`, tag, access: writer, summary: upload ? `Delete a ${noun.one} and its files` : `Delete a ${noun.one}`,
    responses: { 200: { description: "Deleted", schema: MessageSchema } },
  }, async (c) => {
    await store.remove(c.var.services, readIdParam(c), c.var.viewer);
    return c.json({ message: messages.deleted });
  });
}
