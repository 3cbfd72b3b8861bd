import type { Hono } from "hono";
import { z } from "zod";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { describeUpload, uploadAllowanceOf, uploadRuleOf } from "~/platform/records/content-type";
import { readRecordForm } from "~/platform/records/read-record-form.server";
import { addendaOf } from "~/features/tenders/addenda.server";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { ADDENDUM_TYPE } from "~/features/tenders/addendum.type";
import { followTender } from "~/features/tenders/followers.server";
import { languageOfRequest } from "~/platform/i18n/language";
import { AddendumInputSchema, AddendumSchema, TenderFollowSchema } from "~/features/tenders/schema";
import { TENDER_TYPE } from "~/features/tenders/tender.type";
import { AppError } from "~/lib/errors";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { clientAddress } from "~/platform/http/client-address";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields, readBody, readIdParam } from "~/platform/http/request-input";
import { tendersCatalog } from "~/features/tenders/tenders-catalog";
import { tendersStaffWords } from "~/features/tenders/tenders-staff-words";
import { fieldWords } from "~/platform/forms/field-words";
import { recordsWords } from "~/platform/records/records-words";

const MessageSchema = z.object({ message: z.string() });
const TitleSchema = AddendumInputSchema.pick({ title: true });

/**
 * What a tender has beyond SPEC §7's five routes (record-api.ts mounts those from the
 * declaration): its addenda, and bidders following it by email (docs/decisions/040-tenders.md).
 */
export default function mountTendersApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Tenders";
  const upload = uploadRuleOf(ADDENDUM_TYPE);
  if (upload?.type !== "file") throw new Error("An addendum carries a PDF");

  defineRoute(app, registry, {
    method: "get", path: "/tender/:id/addenda", tag, access: "public", summary: "A tender's addenda, newest first",
    responses: { 200: { description: "Its addenda", schema: z.object({ data: z.array(AddendumSchema) }) } },
  }, async (c) => {
    const { db } = c.var.services;
    const tender = await recordStoreOf(TENDER_TYPE).getById(db, readIdParam(c), c.var.viewer);
    return c.json({ data: await addendaOf(db, tender.id) });
  });

  defineRoute(app, registry, {
    method: "post", path: "/tender/:id/addenda", tag, access: "staff", summary: "Post an addendum to a tender: its confirmed followers are emailed",
    body: {
      schema: TitleSchema,
      encodings: ["multipart"],
      example: { title: ADDENDUM_TYPE.example.title ?? "" },
      files: [{ name: upload.field, required: true, description: describeUpload(upload) }],
      upload: uploadAllowanceOf(ADDENDUM_TYPE),
    },
    responses: { 201: { description: "Posted", schema: z.object({ message: z.string(), data: AddendumSchema }) } },
  }, async (c) => {
    const tenderId = readIdParam(c);
    // As the back-office form is read: the title and the PDF judged together, every problem at once.
    const form = new FormData();
    for (const [name, value] of Object.entries(await readBody(c))) {
      if (typeof value === "string" || value instanceof Blob) form.set(name, value);
    }
    form.set("tenderId", String(tenderId));
    const { input, upload: file } = await readRecordForm(AddendumInputSchema, form, upload);
    const record = await recordStoreOf(ADDENDUM_TYPE).create(c.var.services, input, file, c.var.viewer);
    return c.json({ message: tendersStaffWords.msg("addendumPosted"), data: record }, 201);
  });

  defineRoute(app, registry, {
    method: "delete", path: "/tender/:id/addenda/:addendumId", tag, access: "staff", summary: "Delete an addendum and its PDF",
    responses: { 200: { description: "Deleted", schema: MessageSchema } },
  }, async (c) => {
    const tenderId = readIdParam(c);
    const addendumId = parseRecordId(c.req.param("addendumId"));
    const { db } = c.var.services;
    const addendum = addendumId === null ? null : await recordStoreOf(ADDENDUM_TYPE).getById(db, addendumId, c.var.viewer).catch(() => null);
    if (!addendum || addendum.tenderId !== tenderId) throw new AppError("not_found", fieldWords.msg("notFound"));
    await recordStoreOf(ADDENDUM_TYPE).remove(c.var.services, addendum.id, c.var.viewer);
    return c.json({ message: recordsWords.msg("deleted") });
  });

  defineRoute(app, registry, {
    method: "post", path: "/tender/:id/followers", tag, access: "public",
    summary: "Follow a tender by email: a confirmation email is sent; the answer is the same whether or not the address already follows",
    body: { schema: TenderFollowSchema, encodings: ["json", "multipart"], example: { email: "bids@example.com" } },
    responses: { 201: { description: "Asked for", schema: MessageSchema } },
  }, async (c) => {
    const { services } = c.var;
    await services.rateLimits.publicForms.hit(clientAddress(c));
    const tenderId = readIdParam(c);
    const input = parseFields(TenderFollowSchema, await readBody(c));
    await followTender(services.db, tenderId, input.email, { origin: trustedOrigin(c.req.raw, services.env), env: services.env, language: languageOfRequest(c.req.raw) });
    return c.json({ message: tendersCatalog.msg("tenderFollowRequested") }, 201);
  });
}
