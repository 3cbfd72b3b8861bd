import { z } from "zod";
import { EmailSchema } from "~/features/auth/schema";

/** The footer sign-up; the field keeps SPEC's name `newsletter`. */
export const NewsletterSignupSchema = z.object({ newsletter: EmailSchema });

export const NewsletterEntrySchema = z.object({ id: z.number().int(), newsletter: z.string(), created_at: z.string() });
