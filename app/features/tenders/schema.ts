import { z } from "zod";
import { messages } from "~/lib/messages";
import { calendarDate, lineText } from "~/lib/schema-fields";
import { FileOutputFields } from "~/platform/files/stored-file";

const closingDate = calendarDate({ required: messages.closingDateRequired, invalid: messages.closingDateInvalid });

/** A tender notice (SPEC §3 "tender": id, name, document) with its closing date: a PDF. */
export const TenderInputSchema = z.object({
  name: lineText({ required: messages.nameRequired, max: 120 }),
  closingDate,
});

export const TenderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  closingDate: z.string(),
  document: z.string().nullable(),
  ...FileOutputFields,
});
export type PublicTender = z.infer<typeof TenderSchema>;
