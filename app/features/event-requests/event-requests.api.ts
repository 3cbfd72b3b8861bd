import type { Hono } from "hono";
import { z } from "zod";
import { AppError } from "~/lib/errors";
import { isStaff } from "~/platform/auth/roles";
import { deleteEventRequest, listEventRequests, receiveEventRequest, updateEventRequest } from "~/features/event-requests/event-requests.server";
import { languageOfRequest } from "~/platform/i18n/language";
import {
  EventRequestCreatedSchema,
  EventRequestInputSchema,
  EventRequestSchema,
  EventRequestUpdateSchema,
} from "~/features/event-requests/schema";
import { parseStatusFilter } from "~/features/event-requests/staff-labels";
import { clientAddress } from "~/platform/http/client-address";
import { fileFormAllowance } from "~/platform/records/upload-allowance";
import { describeFileKind } from "~/platform/records/content-type";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields, readBody, readIdParam } from "~/platform/http/request-input";
import { eventRequestsStaffWords } from "~/features/event-requests/event-requests-staff-words";
import { recordsWords } from "~/platform/records/records-words";

/**
 * SPEC §7 `POST /bookEvent`: anyone may ask for a quotation (throttled per address with the
 * public forms' limit, attachment up to 5,000,000 bytes); reading, moving on and deleting
 * requests is for staff (DECISIONS §7).
 */
export default function mountEventRequestsApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Event requests";

  defineRoute(app, registry, {
    method: "post", path: "/bookEvent", tag, access: "public",
    summary: "Ask for an event quotation (optional `eventFile` attachment; `idempotencyKey` field or `Idempotency-Key` header makes retries safe)",
    body: { schema: EventRequestInputSchema, encodings: ["json", "multipart"], files: [{ name: "eventFile", required: false, description: describeFileKind("event-attachment") }], upload: fileFormAllowance("event-attachment", "eventFile") },
    responses: { 201: { description: "Stored (or already stored under this idempotency key)", schema: EventRequestCreatedSchema } },
  }, async (c) => {
    // Staff typing in a request taken by phone are not a spam risk.
    const address = isStaff(c.var.viewer) ? null : clientAddress(c);
    const result = await receiveEventRequest(c.var.services, await readBody(c), { address, idempotencyKey: c.req.header("idempotency-key") ?? null, language: languageOfRequest(c.req.raw) });
    return c.json(result, 201);
  });

  defineRoute(app, registry, {
    method: "get", path: "/bookEvent", tag, access: "staff", summary: "Event requests, newest first (`?status=new|contacted|quoted|confirmed|declined`)",
    responses: { 200: { description: "Requests", schema: z.object({ data: z.array(EventRequestSchema) }) } },
  }, async (c) => {
    const status = parseStatusFilter(c.req.query("status"));
    if (status === null) throw new AppError("validation", eventRequestsStaffWords.msg("eventStatusInvalid"), { errors: { status: [eventRequestsStaffWords.msg("eventStatusInvalid")] } });
    return c.json({ data: await listEventRequests(c.var.services.db, { status }) });
  });

  defineRoute(app, registry, {
    method: "put", path: "/bookEvent/:id", tag, access: "staff", summary: "Change a request's status and/or notes",
    body: { schema: EventRequestUpdateSchema, encodings: ["json"] },
    responses: { 200: { description: "Updated", schema: z.object({ message: z.string(), data: EventRequestSchema }) } },
  }, async (c) => {
    const id = readIdParam(c);
    const change = parseFields(EventRequestUpdateSchema, await readBody(c));
    if (!c.var.viewer) throw new Error("staff route without a viewer");
    const data = await updateEventRequest(c.var.services.db, id, change, c.var.viewer);
    return c.json({ message: eventRequestsStaffWords.msg("eventRequestUpdated"), data });
  });

  defineRoute(app, registry, {
    method: "delete", path: "/bookEvent/:id", tag, access: "staff", summary: "Delete a request and its attachment",
    responses: { 200: { description: "Deleted", schema: z.object({ message: z.string() }) } },
  }, async (c) => {
    if (!c.var.viewer) throw new Error("staff route without a viewer");
    await deleteEventRequest(c.var.services, readIdParam(c), c.var.viewer);
    return c.json({ message: recordsWords.msg("deleted") });
  });
}
