import { z } from "zod";
import { messages } from "~/lib/messages";
import { lineText } from "~/lib/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";

/** A board member (SPEC §3 "bteam"): a name and a portrait. */
export const BoardMemberInputSchema = z.object({
  name: lineText({ required: messages.nameRequired, max: 100 }),
});

export const BoardMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  picture: PictureSchema.nullable(),
});
export type PublicBoardMember = z.infer<typeof BoardMemberSchema>;
