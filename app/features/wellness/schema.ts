import { z } from "zod";
import { lineText, multilineText } from "~/platform/forms/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";
import { adminWords } from "~/components/admin/admin-words";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * A health & wellness card (SPEC §3 "hws"): name (`main` introduces the page, `GYM` is the
 * gym shown publicly, `Aerobics`), message, picture.
 */
export const WellnessInputSchema = z.object({
  name: lineText({ required: fieldWords.msg("nameRequired"), max: 100 }),
  message: multilineText({ required: adminWords.msg("messageRequired"), max: 2000 }),
});

export const WellnessSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  message: z.string(),
  image: z.string().nullable(),
  picture: PictureSchema.nullable(),
});
export type PublicWellnessEntry = z.infer<typeof WellnessSchema>;
