import { z } from "zod";
import { personName } from "~/platform/forms/schema-fields";
import { PasswordSchema } from "~/platform/auth/password-rules";
import { authWords } from "~/platform/auth/auth-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";
import { fieldWords } from "~/platform/forms/field-words";

export const EmailSchema = z
  .string({ error: fieldWords.msg("emailRequired") })
  .trim()
  .toLowerCase()
  .min(1, fieldWords.msg("emailRequired"))
  .max(254, fieldWords.msg("emailInvalid"))
  .pipe(z.email(fieldWords.msg("emailInvalid")));

/**
 * Self-registration. `usertype` is accepted for compatibility with the old client and then
 * ignored: a self-registered account is always a member (usertype 0).
 */
export const RegisterSchema = z
  .object({
    name: personName({ required: fieldWords.msg("nameRequired") }),
    email: EmailSchema,
    password: PasswordSchema,
    password_confirmation: z.string({ error: authWords.msg("passwordsDoNotMatch") }),
    usertype: z.unknown().optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: authWords.msg("passwordsDoNotMatch"),
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
    password_confirmation: z.string({ error: authWords.msg("passwordConfirmRequired") }).min(1, authWords.msg("passwordConfirmRequired")),
    token: z.string({ error: authWords.msg("passwordResetLinkInvalid") }).min(1, authWords.msg("passwordResetLinkInvalid")).max(200, authWords.msg("passwordResetLinkInvalid")),
  })
  .refine((v) => v.password_confirmation === "" || v.password === v.password_confirmation, {
    message: authWords.msg("passwordsDoNotMatch"),
    path: ["password_confirmation"],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: authWords.msg("passwordRequired") }).min(1, authWords.msg("passwordRequired")).max(1024),
  remember: z
    .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false")])
    .optional()
    .transform((v) => v === true || v === "on" || v === "true"),
});

export const RefreshSchema = z.object({
  refreshToken: z.string({ error: authStaffWords.msg("refreshInvalid") }).min(1, authStaffWords.msg("refreshInvalid")).max(200),
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
