import { z } from "zod";
import { messages } from "~/lib/messages";

/** SPEC §5 password rules (the floor); DECISIONS §3 adds up to 128 characters of any script. */
export const PasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(8, messages.passwordMin)
  .max(128, messages.passwordMax)
  .regex(/\p{Lu}/u, messages.passwordUpper)
  .regex(/\p{Ll}/u, messages.passwordLower)
  .regex(/\p{N}/u, messages.passwordNumber)
  .regex(/[^\p{L}\p{N}]/u, messages.passwordSpecial);

/** Staff and the first administrator need a longer password than members (DECISIONS §3). */
export const STAFF_PASSWORD_MIN = 12;
