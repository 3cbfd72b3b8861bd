import { z } from "zod";
import { lineText } from "~/platform/forms/schema-fields";
import { FileOutputFields } from "~/platform/files/stored-file";
import { fieldWords } from "~/platform/forms/field-words";

/** A downloadable document (SPEC §3 "Document": id, name, document): a PDF. */
export const DocumentInputSchema = z.object({
  name: lineText({ required: fieldWords.msg("nameRequired"), max: 120 }),
});

/** `document` is SPEC §7's field: the address of the PDF, as `url`. */
export const DocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  document: z.string().nullable(),
  ...FileOutputFields,
});
export type PublicDocument = z.infer<typeof DocumentSchema>;
