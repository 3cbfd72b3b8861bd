import { z } from "zod";
import { lineText } from "~/platform/forms/schema-fields";
import { FileOutputFields } from "~/platform/files/stored-file";
import { fieldWords } from "~/platform/forms/field-words";

/** A video of the virtual tour (SPEC §3 "Video": id, name, video): MP4 or WebM under 10MB. */
export const VideoInputSchema = z.object({
  name: lineText({ required: fieldWords.msg("nameRequired"), max: 120 }),
});

/** `video` is SPEC §7's field: the address of the file, as `url`. */
export const VideoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  video: z.string().nullable(),
  ...FileOutputFields,
});
export type PublicVideo = z.infer<typeof VideoSchema>;
