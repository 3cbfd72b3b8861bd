import { z } from "zod";
import { messages } from "~/lib/messages";
import { lineText } from "~/lib/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";

/** A picture of the gallery (SPEC §3 "Gallery item"): a name (its caption and alt text) and the image. */
export const GalleryItemInputSchema = z.object({
  name: lineText({ required: messages.nameRequired, max: 120 }),
});

export const GalleryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  picture: PictureSchema.nullable(),
});
export type PublicGalleryItem = z.infer<typeof GalleryItemSchema>;
