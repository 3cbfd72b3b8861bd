import { z } from "zod";
import { messages } from "~/lib/messages";
import { lineText } from "~/lib/schema-fields";
import { EmailSchema } from "~/platform/auth/schema";
import { PasswordSchema } from "~/lib/password-rules";

const currentPassword = z.string({ error: messages.currentPasswordRequired }).max(1024, messages.currentPasswordWrong);

/**
 * My Profile's details (SPEC §5 'Profile update': name required, valid email). The current
 * password is needed only when the email changes; the server asks for it then.
 */
export const ProfileUpdateSchema = z.object({
  name: lineText({ required: messages.nameRequired, max: 100 }),
  email: EmailSchema,
  current_password: currentPassword.optional().transform((v) => v ?? ""),
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>;

/** A new password from My Profile: the registration rules and messages, after the current password. */
export const PasswordChangeSchema = z
  .object({
    current_password: currentPassword.min(1, messages.currentPasswordRequired),
    password: PasswordSchema,
    password_confirmation: z.string({ error: messages.passwordConfirmRequired }).min(1, messages.passwordConfirmRequired),
  })
  .refine((v) => v.password_confirmation === "" || v.password === v.password_confirmation, {
    message: messages.passwordsDoNotMatch,
    path: ["password_confirmation"],
  });
export type PasswordChangeInput = z.infer<typeof PasswordChangeSchema>;
