import type { Hono } from "hono";
import { z } from "zod";
import { readSearchQuery } from "~/platform/db/text-search.server";
import { isStaff } from "~/platform/auth/roles";
import { deleteContactMessage, listContactMessages, setContactHandled } from "~/features/contacts/contact-messages.server";
import { ContactHandledSchema, ContactInputSchema, ContactMessageSchema } from "~/features/contacts/schema";
import { sendContactMessage } from "~/features/contacts/send-contact-message.server";
import { clientAddress } from "~/platform/http/client-address";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields, readBody, readIdParam } from "~/platform/http/request-input";
import { contactsWords } from "~/features/contacts/contacts-words";
import { contactsStaffWords } from "~/features/contacts/contacts-staff-words";
import { recordsWords } from "~/platform/records/records-words";

/**
 * SPEC §7 contacts: anyone may send a message; reading, handling and deleting them is for
 * staff (personal data, DECISIONS §1).
 */
export default function mountContactsApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Contact messages";

  defineRoute(app, registry, {
    method: "post", path: "/contacts", tag, access: "public", summary: "Send a message to the hotel (5 per 10 minutes per address)",
    body: { schema: ContactInputSchema, encodings: ["json", "multipart"] },
    responses: { 201: { description: "Stored", schema: z.object({ message: z.string() }) } },
  }, async (c) => {
    // Staff entering a message taken by phone are not a spam risk. The Contact Us page shares this limit.
    const address = isStaff(c.var.viewer) ? null : clientAddress(c);
    await sendContactMessage(c.var.services, await readBody(c), address);
    return c.json({ message: contactsWords.msg("contactSubmitted") }, 201);
  });

  defineRoute(app, registry, {
    method: "get", path: "/contacts", tag, access: "staff", summary: "Contact messages, newest first (`?q=` searches name, email, phone and message)",
    responses: { 200: { description: "Messages", schema: z.object({ data: z.array(ContactMessageSchema) }) } },
  }, async (c) => c.json({ data: await listContactMessages(c.var.services.db, { query: readSearchQuery(c.req.query("q")) }) }));

  defineRoute(app, registry, {
    method: "put", path: "/contacts/:id", tag, access: "staff", summary: "Mark a message handled (`handled: true`) or open again",
    body: { schema: ContactHandledSchema, encodings: ["json"] },
    responses: { 200: { description: "Updated", schema: z.object({ message: z.string(), data: ContactMessageSchema }) } },
  }, async (c) => {
    const id = readIdParam(c);
    const { handled } = parseFields(ContactHandledSchema, await readBody(c));
    const viewer = c.var.viewer;
    if (!viewer) throw new Error("staff route without a viewer");
    const data = await setContactHandled(c.var.services.db, id, handled, viewer);
    return c.json({ message: handled ? contactsStaffWords.msg("contactHandled") : contactsStaffWords.msg("contactReopened"), data });
  });

  defineRoute(app, registry, {
    method: "delete", path: "/contacts/:id", tag, access: "staff", summary: "Delete a message",
    responses: { 200: { description: "Deleted", schema: z.object({ message: z.string() }) } },
  }, async (c) => {
    if (!c.var.viewer) throw new Error("staff route without a viewer");
    await deleteContactMessage(c.var.services.db, readIdParam(c), c.var.viewer);
    return c.json({ message: recordsWords.msg("deleted") });
  });
}
