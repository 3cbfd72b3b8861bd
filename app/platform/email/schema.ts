import { z } from "zod";

const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;

/** An outbox row as staff see it in the list (no bodies). */
export const OutboxEmailSummarySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to_address: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.string(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxEmailSummary = z.infer<typeof OutboxEmailSummarySchema>;

/** One email opened: its text (the HTML part is not shown in the back-office). */
export const OutboxEmailSchema = OutboxEmailSummarySchema.extend({
  reply_to: z.string().nullable(),
  text_body: z.string().describe("The email's text; withheld from editors for password reset and email change emails"),
});
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;

/** Password reset and email change emails carry a link that takes over the account: only administrators may read them. */
export const ADMIN_ONLY_EMAIL_KINDS: readonly string[] = ["password-reset", "email-change-confirm", "email-verify"];
