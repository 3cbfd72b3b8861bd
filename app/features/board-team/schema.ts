import { z } from "zod";
import { lineText } from "~/platform/forms/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";
import { fieldWords } from "~/platform/forms/field-words";

/** A board member (SPEC §3 "bteam"): a name and a portrait. */
export const BoardMemberInputSchema = z.object({
  name: lineText({ required: fieldWords.msg("nameRequired"), max: 100 }),
});

export const BoardMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  picture: PictureSchema.nullable(),
});
export type PublicBoardMember = z.infer<typeof BoardMemberSchema>;
