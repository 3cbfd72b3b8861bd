import { z } from "zod";
import { messages } from "~/lib/messages";
import { lineText, webAddress } from "~/lib/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";

/** A partner in the home page's logo slider: the name (the logo's alt text), an optional link, the logo. */
export const PartnerInputSchema = z.object({
  name: lineText({ required: messages.nameRequired, max: 100 }),
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
