import type { Hono } from "hono";
import { z } from "zod";
import { isStaff } from "~/platform/auth/roles";
import { languageOfRequest } from "~/platform/i18n/language";
import { clientAddress } from "~/platform/http/client-address";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields, readBody, readIdParam } from "~/platform/http/request-input";
import { callbackWords } from "./callback-words";
import { listCallbacks, requestCallback, setCallbackDone } from "./callbacks.server";
import { CallbackDoneSchema, CallbackRequestSchema } from "./schema";

/**
 * "Call me back": anyone may ask (the Contact Us limit counts it); staff list the requests and
 * mark them done. The guest's answers and email are in the request's language (`?lang=ny` or
 * `Accept-Language`), written so from the feature's catalogue.
 */
export default function mountCallbacksApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Call-back requests";

  defineRoute(app, registry, {
    method: "post", path: "/callbacks", tag, access: "public", languages: true,
    summary: "Ask the hotel to call you back at a time on Lilongwe's clock (`callAt`: `YYYY-MM-DDTHH:MM`); counted with contact messages",
    body: {
      schema: z.object({ name: z.string(), phone: z.string(), email: z.string(), callAt: z.string() }),
      encodings: ["json", "multipart"],
      example: { name: "Chikondi Banda", phone: "+265 991 234 567", email: "chikondi@example.com", callAt: "2026-12-02T14:30" },
    },
    responses: { 201: { description: "Stored; the guest is emailed in their language", schema: z.object({ message: z.string(), id: z.number().int() }) } },
  }, async (c) => {
    const language = languageOfRequest(c.req.raw);
    // Staff entering a request taken at the desk are not a spam risk.
    const address = isStaff(c.var.viewer) ? null : clientAddress(c);
    const { id } = await requestCallback(c.var.services, await readBody(c), language, address);
    return c.json({ message: callbackWords.t(language, "sent"), id }, 201);
  });

  defineRoute(app, registry, {
    method: "get", path: "/callbacks", tag, access: "staff", summary: "Call-back requests: those to call first, soonest first, then those done",
    responses: { 200: { description: "Requests", schema: z.object({ data: z.array(CallbackRequestSchema) }) } },
  }, async (c) => c.json({ data: await listCallbacks(c.var.services.db) }));

  defineRoute(app, registry, {
    method: "put", path: "/callbacks/:id", tag, access: "staff", summary: "Mark a request called (`done: true`) or not yet",
    body: { schema: CallbackDoneSchema, encodings: ["json"] },
    responses: { 200: { description: "Updated", schema: z.object({ message: z.string(), data: CallbackRequestSchema }) } },
  }, async (c) => {
    const id = readIdParam(c);
    const { done } = parseFields(CallbackDoneSchema, await readBody(c));
    if (!c.var.viewer) throw new Error("staff route without a viewer");
    const data = await setCallbackDone(c.var.services.db, id, done, c.var.viewer);
    return c.json({ message: done ? "Marked as called" : "Marked as not called yet", data });
  });
}
