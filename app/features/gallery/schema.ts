import { z } from "zod";
import { lineText } from "~/platform/forms/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";
import { HERO_PAGES } from "~/features/gallery/page-heroes";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * A picture of the gallery (SPEC §3 "Gallery item"): a name (its caption and alt text) and the
 * image, and optionally the page it heads ("" for none; absent on an update keeps it).
 */
export const GalleryItemInputSchema = z.object({
  name: lineText({ required: fieldWords.msg("nameRequired"), max: 120 }),
  heads_page: z.enum(["", ...HERO_PAGES], { error: "Choose a page from the list" }).optional(),
});

export const GalleryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  heads_page: z.string(),
  image: z.string().nullable(),
  picture: PictureSchema.nullable(),
});
export type PublicGalleryItem = z.infer<typeof GalleryItemSchema>;
