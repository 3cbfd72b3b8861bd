import { z } from "zod";

/** Output schema of a Picture (see picture.ts), for API responses and the OpenAPI document. */
export const PictureSchema = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sources: z.array(z.object({ type: z.enum(["image/avif", "image/webp", "image/jpeg"]), srcSet: z.string() })),
});
