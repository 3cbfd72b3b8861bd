import { z } from "zod";
import { emailAddress, multilineText, personName, phoneNumberText } from "~/platform/forms/schema-fields";
import { adminWords } from "~/components/admin/admin-words";
import { contactsWords } from "~/features/contacts/contacts-words";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * The Contact Us form (SPEC §3, §5): all four fields required, email format checked, no
 * control characters. Field names keep SPEC's spelling (`phonenumber`).
 */
export const ContactInputSchema = z.object({
  name: personName({ required: fieldWords.msg("contactNameRequired") }),
  email: emailAddress({ required: fieldWords.msg("emailRequired"), invalid: fieldWords.msg("emailInvalid") }),
  phonenumber: phoneNumberText({ required: fieldWords.msg("phoneRequired"), invalid: fieldWords.msg("phoneInvalid") }),
  message: multilineText({ required: adminWords.msg("messageRequired"), max: 2000, tooLong: contactsWords.msg("contactMessageTooLong") }),
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
