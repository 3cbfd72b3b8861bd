import { z } from "zod";
import { authWords } from "~/platform/auth/auth-words";

/** SPEC §5 password rules (the floor); DECISIONS §3 adds up to 128 characters of any script. */
export const PasswordSchema = z
  .string({ error: authWords.msg("passwordRequired") })
  .min(1, authWords.msg("passwordRequired"))
  .min(8, authWords.msg("passwordMin"))
  .max(128, authWords.msg("passwordMax"))
  .regex(/\p{Lu}/u, authWords.msg("passwordUpper"))
  .regex(/\p{Ll}/u, authWords.msg("passwordLower"))
  .regex(/\p{N}/u, authWords.msg("passwordNumber"))
  .regex(/[^\p{L}\p{N}]/u, authWords.msg("passwordSpecial"));

/** Staff and the first administrator need a longer password than members (DECISIONS §3). */
export const STAFF_PASSWORD_MIN = 12;
