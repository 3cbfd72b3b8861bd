import { z } from "zod";
import { personName } from "~/platform/forms/schema-fields";
import { EmailSchema, UserOutputSchema } from "~/platform/auth/schema";
import { PasswordSchema } from "~/platform/auth/password-rules";
import { authWords } from "~/platform/auth/auth-words";
import { fieldWords } from "~/platform/forms/field-words";

const currentPassword = z.string({ error: authWords.msg("currentPasswordRequired") }).max(1024, authWords.msg("currentPasswordWrong"));

/**
 * My Profile's details (SPEC §5 'Profile update': name required, valid email). The current
 * password is needed only when the email changes; the server asks for it then.
 */
export const ProfileUpdateSchema = z.object({
  name: personName({ required: fieldWords.msg("nameRequired") }),
  email: EmailSchema,
  current_password: currentPassword.optional().transform((v) => v ?? ""),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>;

/** The answer to a saved profile: the account as it stands, and the new email waiting for its link, if one was asked for. */
export const ProfileSavedSchema = z.object({
  message: z.string(),
  data: UserOutputSchema,
  emailPending: z.string().optional().describe("The new email, until its link is opened (the account keeps its email until then)"),
});

/** A new password from My Profile: the registration rules and messages, after the current password. */
export const PasswordChangeSchema = z
  .object({
    current_password: currentPassword.min(1, authWords.msg("currentPasswordRequired")),
    password: PasswordSchema,
    password_confirmation: z.string({ error: authWords.msg("passwordConfirmRequired") }).min(1, authWords.msg("passwordConfirmRequired")),
  })
  .refine((v) => v.password_confirmation === "" || v.password === v.password_confirmation, {
    message: authWords.msg("passwordsDoNotMatch"),
    path: ["password_confirmation"],
  });
export type PasswordChangeInput = z.infer<typeof PasswordChangeSchema>;
