import { z } from "zod";
import { messages } from "~/lib/messages";
import { lineText, multilineText } from "~/lib/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";

/** A bar card (SPEC §3): name (`main` is the page's introduction), message, picture. */
export const BarInputSchema = z.object({
  name: lineText({ required: messages.nameRequired, max: 100 }),
  message: multilineText({ required: messages.messageRequired, max: 2000 }),
});

export const BarSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  message: z.string(),
  image: z.string().nullable(),
  picture: PictureSchema.nullable(),
});
export type PublicBar = z.infer<typeof BarSchema>;
