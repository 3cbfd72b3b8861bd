import { z } from "zod";
import { lineText, webAddress } from "~/platform/forms/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";
import { fieldWords } from "~/platform/forms/field-words";

/** A partner in the home page's logo slider: the name (the logo's alt text), an optional link, the logo. */
export const PartnerInputSchema = z.object({
  name: lineText({ required: fieldWords.msg("nameRequired"), max: 100 }),
  link: webAddress().optional().default(""),
});

export const PartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  image: z.string().nullable(),
  picture: PictureSchema.nullable(),
});
export type PublicPartner = z.infer<typeof PartnerSchema>;
