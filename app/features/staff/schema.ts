import { z } from "zod";
import { lineText } from "~/platform/forms/schema-fields";
import { EmailSchema } from "~/platform/auth/schema";
import { PasswordSchema } from "~/platform/auth/password-rules";
import { staffAccountWords } from "~/features/staff/staff-words";
import { fieldWords } from "~/platform/forms/field-words";

/** The roles an administrator can give (DECISIONS §2); members are not staff. */
const STAFF_ROLES = ["editor", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const role = z.enum(STAFF_ROLES, { error: staffAccountWords.msg("staffRoleRequired") });

/**
 * A new staff account. The administrator chooses the first password (checked on the server
 * by the staff strength rule: 12+ characters, not guessable) and hands it over in person;
 * docs/decisions/012-audit-log.md says why.
 */
export const StaffCreateSchema = z.object({
  name: lineText({ required: fieldWords.msg("contactNameRequired"), max: 100 }),
  email: EmailSchema,
  role,
  password: PasswordSchema,
});
export type StaffCreateInput = z.infer<typeof StaffCreateSchema>;

/** Forms send "true"/"false"; JSON clients send booleans. Nothing else is a boolean. */
const flag = z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], { error: "active must be true or false" });

/** A change to an account: its role, whether it is active, or both. */
export const StaffChangeSchema = z
  .object({ role: role.optional(), active: flag.optional() })
  .refine((v) => v.role !== undefined || v.active !== undefined, { message: staffAccountWords.msg("staffNoChange"), path: ["role"] });
export type StaffChangeInput = z.infer<typeof StaffChangeSchema>;

/** A staff account as administrators see it: never a password hash or a session. */
export const StaffAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  lastSignInAt: z.string().nullable(),
  twoStep: z.boolean().describe("Signs in with an authenticator app (two-step sign-in is on)"),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;
