import type { RateLimiter } from "~/platform/limits/rate-limiter.server";
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { parseForm } from "~/platform/forms/form-action.server";
import { createContactMessage } from "~/features/contacts/contact-messages.server";
import { ContactInputSchema } from "~/features/contacts/schema";

/**
 * A visitor's message from the Contact Us page or `POST /api/contacts`: one throttle for
 * both (so neither path is a way around the other). The turn is taken before the work, so
 * messages sent at once are held to the limit, and given back when the message is refused,
 * so a visitor correcting a typo is not locked out.
 * `address` is null for staff entering a message taken by phone (no spam risk).
 * Throws 429 (with Retry-After) when over the limit and 422 with field messages when invalid.
 */
export async function sendContactMessage(
  services: { db: Kysely<Database>; rateLimits: { contact: RateLimiter } },
  fields: Record<string, unknown>,
  address: string | null,
): Promise<{ id: number }> {
  const store = () => createContactMessage(services.db, parseForm(ContactInputSchema, fields));
  return address ? services.rateLimits.contact.spend(address, store) : store();
}
