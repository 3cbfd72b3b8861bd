import type { Hono } from "hono";
import { z } from "zod";
import { NewsletterEntrySchema, NewsletterSignupSchema } from "~/features/newsletter/schema";
import { listNewsletterSubscribers, removeNewsletterSubscriber, subscribeToNewsletter } from "~/features/newsletter/subscribe.server";
import { clientAddress } from "~/platform/http/client-address";
import { readSearchQuery } from "~/platform/db/text-search.server";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { languageOfRequest } from "~/platform/i18n/language";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields, readBody, readIdParam } from "~/platform/http/request-input";
import { siteChrome } from "~/components/site-chrome-catalog";
import { newsletterStaffWords } from "~/features/newsletter/newsletter-staff-words";

/** SPEC §7 newsletter: anyone may sign up; the list is personal data, for staff only. */
export default function mountNewsletterApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Newsletter";

  defineRoute(app, registry, {
    method: "post", path: "/newsletter", tag, access: "public", summary: "Sign up for the newsletter: a confirmation email is sent; repeat sign-ups are successes",
    body: { schema: NewsletterSignupSchema, encodings: ["json", "multipart"] },
    responses: { 201: { description: "Subscribed", schema: z.object({ message: z.string() }) } },
  }, async (c) => {
    await c.var.services.rateLimits.publicForms.hit(clientAddress(c));
    const input = parseFields(NewsletterSignupSchema, await readBody(c));
    await subscribeToNewsletter(c.var.services.db, input.newsletter, trustedOrigin(c.req.raw, c.var.services.env), languageOfRequest(c.req.raw));
    return c.json({ message: siteChrome.msg("newsletterSubscribed") }, 201);
  });

  defineRoute(app, registry, {
    method: "get", path: "/newsletter", tag, access: "staff", summary: "The newsletter list, newest first (`?q=` searches the addresses)",
    responses: { 200: { description: "Every subscriber", schema: z.object({ data: z.array(NewsletterEntrySchema) }) } },
  }, async (c) => {
    return c.json({ data: await listNewsletterSubscribers(c.var.services.db, { query: readSearchQuery(c.req.query("q")) }) });
  });

  defineRoute(app, registry, {
    method: "delete", path: "/newsletter/:id", tag, access: "staff", summary: "Remove an address from the list",
    responses: { 200: { description: "Removed", schema: z.object({ message: z.string() }) } },
  }, async (c) => {
    if (!c.var.viewer) throw new Error("staff route without a viewer");
    await removeNewsletterSubscriber(c.var.services.db, readIdParam(c), c.var.viewer);
    return c.json({ message: newsletterStaffWords.msg("subscriberRemoved") });
  });
}
