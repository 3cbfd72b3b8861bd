import { z } from "zod";
import { EmailSchema } from "~/platform/auth/schema";

/** The footer sign-up; the field keeps SPEC's name `newsletter`. */
export const NewsletterSignupSchema = z.object({ newsletter: EmailSchema });

/** `confirmed`: the reader followed the link in the confirmation email (only confirmed addresses get newsletters). */
export const NewsletterEntrySchema = z.object({ id: z.number().int(), newsletter: z.string(), created_at: z.string(), confirmed: z.boolean() });

/** Where the links in newsletter emails lead (pages with a button, so a mail scanner following links changes nothing). */
export const NEWSLETTER_CONFIRM_PATH = "/newsletter-confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/unsubscribe";
