import { z } from "zod";
import { lineText, multilineText } from "~/platform/forms/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";
import { adminWords } from "~/components/admin/admin-words";
import { fieldWords } from "~/platform/forms/field-words";

/** A bar card (SPEC §3): name (`main` is the page's introduction), message, picture. */
export const BarInputSchema = z.object({
  name: lineText({ required: fieldWords.msg("nameRequired"), max: 100 }),
  message: multilineText({ required: adminWords.msg("messageRequired"), max: 2000 }),
});

export const BarSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  message: z.string(),
  image: z.string().nullable(),
  picture: PictureSchema.nullable(),
});
export type PublicBar = z.infer<typeof BarSchema>;
