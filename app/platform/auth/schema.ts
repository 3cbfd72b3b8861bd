import { z } from "zod";
import { messages } from "~/lib/messages";
import { staffMessages } from "~/lib/staff-messages";
import { personName } from "~/lib/schema-fields";
import { PasswordSchema } from "~/lib/password-rules";

export const EmailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .pipe(z.email(messages.emailInvalid));

/**
 * Self-registration. `usertype` is accepted for compatibility with the old client and then
 * ignored: a self-registered account is always a member (usertype 0).
 */
export const RegisterSchema = z
  .object({
    name: personName({ required: messages.nameRequired }),
    email: EmailSchema,
    password: PasswordSchema,
    password_confirmation: z.string({ error: messages.passwordsDoNotMatch }),
    usertype: z.unknown().optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: messages.passwordsDoNotMatch,
    path: ["password_confirmation"],
  });
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** Forgotten password: the email to send a reset link to (DECISIONS §3). */
export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordSchema>;

/** A new password through a reset link: SPEC §5's messages and the registration password rules. */
export const ResetPasswordSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    password_confirmation: z.string({ error: messages.passwordConfirmRequired }).min(1, messages.passwordConfirmRequired),
    token: z.string({ error: messages.passwordResetLinkInvalid }).min(1, messages.passwordResetLinkInvalid).max(200, messages.passwordResetLinkInvalid),
  })
  .refine((v) => v.password_confirmation === "" || v.password === v.password_confirmation, {
    message: messages.passwordsDoNotMatch,
    path: ["password_confirmation"],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(1024),
  remember: z
    .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false")])
    .optional()
    .transform((v) => v === true || v === "on" || v === "true"),
});

export const RefreshSchema = z.object({
  refreshToken: z.string({ error: staffMessages.refreshInvalid }).min(1, staffMessages.refreshInvalid).max(200),
});

export const UserOutputSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["member", "admin", "editor", "none"]),
  usertype: z.number().int(),
});

/** A registration's answer: no id, because an email that already has an account gets this same answer. */
export const RegistrationOutputSchema = z.object({
  message: z.string(),
  data: UserOutputSchema.omit({ id: true }),
});

export const LoginOutputSchema = z.object({
  message: z.string(),
  data: z.object({
    token: z.string(),
    refreshToken: z.string(),
    expiresIn: z.number().int().describe("Seconds until the access token expires"),
    user: UserOutputSchema,
  }),
});
