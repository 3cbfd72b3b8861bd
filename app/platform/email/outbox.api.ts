import type { Hono } from "hono";
import { z } from "zod";
import { AppError } from "~/lib/errors";
import { listOutbox, readOutboxEmail } from "~/platform/email/outbox.server";
import { OutboxEmailSchema, OutboxEmailSummarySchema } from "~/platform/email/schema";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { readIdParam } from "~/platform/http/request-input";
import { fieldWords } from "~/platform/forms/field-words";

/** The email outbox (docs/decisions/018-email-outbox.md): staff read what the site sent or holds. */
export default function mountOutboxApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Email outbox";

  defineRoute(app, registry, {
    method: "get", path: "/outbox", tag, access: "staff", summary: "Emails the site sent or holds, newest first (without their text)",
    responses: { 200: { description: "Emails", schema: z.object({ data: z.array(OutboxEmailSummarySchema) }) } },
  }, async (c) => c.json({ data: z.array(OutboxEmailSummarySchema).parse(await listOutbox(c.var.services.db)) }));

  defineRoute(app, registry, {
    method: "get", path: "/outbox/:id", tag, access: "staff", summary: "One email with its text (a password reset email's text is for administrators only)",
    responses: { 200: { description: "The email", schema: z.object({ data: OutboxEmailSchema }) } },
  }, async (c) => {
    if (!c.var.viewer) throw new Error("staff route without a viewer");
    const email = await readOutboxEmail(c.var.services.db, readIdParam(c), c.var.viewer);
    if (!email) throw new AppError("not_found", fieldWords.msg("notFound"));
    return c.json({ data: OutboxEmailSchema.parse(email) });
  });
}
