import { z } from "zod";
import { messages } from "~/lib/messages";
import { lineText, multilineText } from "~/lib/schema-fields";

/** Digits, spaces, +, - and brackets, with at least a few digits (SPEC §5 leaves the format open). */
const PHONE = /^[+()\-\s\d]*$/;

/**
 * The Contact Us form (SPEC §3, §5): all four fields required, email format checked, no
 * control characters. Field names keep SPEC's spelling (`phonenumber`).
 */
export const ContactInputSchema = z.object({
  name: lineText({ required: messages.contactNameRequired, max: 100 }),
  email: z
    .string({ error: messages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, messages.emailRequired)
    .max(254, messages.emailInvalid)
    .pipe(z.email(messages.emailInvalid)),
  phonenumber: lineText({ required: messages.phoneRequired, max: 30, tooLong: messages.phoneInvalid })
    // A blank number already has its "required" message; only a given one is checked for its form.
    .refine((v) => v === "" || (PHONE.test(v) && (v.match(/\d/g)?.length ?? 0) >= 5), messages.phoneInvalid),
  message: multilineText({ required: messages.messageRequired, max: 2000, tooLong: messages.contactMessageTooLong }),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

/** A contact message as staff see it. */
export const ContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phonenumber: z.string(),
  message: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  /** Name of the staff member who marked it handled, when known. */
  handled_by: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** Staff mark a message handled or open it again. */
export const ContactHandledSchema = z.object({ handled: z.boolean({ error: "handled must be true or false" }) });
