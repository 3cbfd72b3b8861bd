import { z } from "zod";
import { lineText, multilineText } from "~/platform/forms/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";
import { adminWords } from "~/components/admin/admin-words";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * A dining card (SPEC §3): name (`main` is the Dining page's introduction; `afroma restraunt`
 * and `orchid restraunt` keep SPEC's spelling because pages look them up), message, picture.
 * A missing message says "Message is required" (DECISIONS §4), not SPEC's "Username is required".
 */
export const RestaurantInputSchema = z.object({
  name: lineText({ required: fieldWords.msg("nameRequired"), max: 100 }),
  message: multilineText({ required: adminWords.msg("messageRequired"), max: 2000 }),
});

export const RestaurantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  message: z.string(),
  image: z.string().nullable(),
  picture: PictureSchema.nullable(),
});
export type PublicRestaurant = z.infer<typeof RestaurantSchema>;
