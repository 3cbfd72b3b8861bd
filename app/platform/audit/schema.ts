import { z } from "zod";
import { MAX_RECORD_ID } from "~/platform/forms/schema-fields";

const wholeId = (message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .refine((n) => n <= MAX_RECORD_ID, message);

/** `?page=&actor=&type=` of the activity log, from the screen's links and API clients alike. */
export const AuditQuerySchema = z.object({
  page: wholeId("page must be a whole number from 1").optional().transform((v) => v ?? 1),
  actor: wholeId("actor must be a staff account id").optional(),
  type: z.string().regex(/^[a-z_]{1,40}$/, "type must be a type name such as rooms").optional(),
});

const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.number().int().nullable(),
  subjectLabel: z.string(),
});
/** One line of the activity log: who changed which record, and when. */
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  data: z.array(AuditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
