import { z } from "zod";
import { messages } from "~/lib/messages";
import { lineText } from "~/lib/schema-fields";
import { FileOutputFields } from "~/features/files/stored-file";

/** A real calendar date as `YYYY-MM-DD` (compared as text with the hotel's date). */
const closingDate = z
  .string({ error: messages.closingDateRequired })
  .trim()
  .min(1, { message: messages.closingDateRequired, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: messages.closingDateInvalid, abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, messages.closingDateInvalid);

/** A tender notice (SPEC §3 "tender": id, name, document) with its closing date: a PDF. */
export const TenderInputSchema = z.object({
  name: lineText({ required: messages.nameRequired, max: 120 }),
  closingDate,
});
export type TenderInput = z.infer<typeof TenderInputSchema>;

export const TenderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  closingDate: z.string(),
  document: z.string().nullable(),
  ...FileOutputFields,
});
export type PublicTender = z.infer<typeof TenderSchema>;
