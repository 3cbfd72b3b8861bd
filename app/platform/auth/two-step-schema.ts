import { z } from "zod";
import { LoginSchema } from "~/platform/auth/schema";
import { authWords } from "~/platform/auth/auth-words";

const code = z.string({ error: authWords.msg("twoStepCodeRequired") }).max(100, authWords.msg("twoStepCodeWrong"));

/** `POST /api/login`: the login fields, plus the second step for accounts that use it. */
export const ApiLoginSchema = LoginSchema.extend({
  totp: code.optional().describe("The 6-digit code from the authenticator app (accounts with two-step sign-in)"),
  recoveryCode: code.optional().describe("One of the account's recovery codes, instead of totp (each works once)"),
});

/** What `POST /api/login` answers when the account needs its second step, or the one sent was wrong. */
export const SecondStepNeededSchema = z.object({
  message: z.string(),
  totpRequired: z.literal(true).describe("Send the code from the authenticator app as totp, or a recovery code as recoveryCode"),
});

/** The forms of My Profile's two-step section. */
export const TwoStepCodeSchema = z.object({ code: code.transform((v) => v.trim()) });
export const TwoStepDisableSchema = z.object({
  current_password: z.string({ error: authWords.msg("currentPasswordRequired") }).max(1024, authWords.msg("currentPasswordWrong")),
  code: code.transform((v) => v.trim()),
});
