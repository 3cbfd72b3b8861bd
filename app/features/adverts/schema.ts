import { z } from "zod";
import { calendarDate, lineText, multilineText, wholeNumber } from "~/platform/forms/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";
import { advertsStaffWords } from "~/features/adverts/adverts-words";

/** A form sends every field; a blank optional one means "not given", so the column's default (SPEC §3) applies. */
const blankAsAbsent = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** The stop date, compared as text with the hotel's date. */
const stopDate = calendarDate({ required: advertsStaffWords.msg("periodRequired"), invalid: advertsStaffWords.msg("periodInvalid") });

const optionalFields = {
  description: blankAsAbsent(multilineText({ max: 500 })),
  tag: blankAsAbsent(lineText({ required: advertsStaffWords.msg("tagRequired"), max: 50 })),
  rates: wholeNumber({ message: advertsStaffWords.msg("ratesInvalid"), min: 0, max: 1_000_000 }),
};

/**
 * A new advert (SPEC §7 POST: title, user_id, description, period, tag, rates, media). Only
 * the stop date is required; a missing title, description, tag or rates takes SPEC §3's
 * default. `user_id` is not an input: the server records who is logged in.
 */
/** The advert's picture field: SPEC §7 calls it `media` on the wire and in forms. */
export const ADVERT_FILE_FIELD = "media";

export const AdvertInputSchema = z.object({
  title: blankAsAbsent(lineText({ required: advertsStaffWords.msg("titleRequired"), max: 100 })),
  period: stopDate,
  ...optionalFields,
});
export type AdvertInput = z.output<typeof AdvertInputSchema>;

/** An advert edit (SPEC §5: title and period required; SPEC §7 PUT: id, title, period, media). Fields not sent stay as they are. */
export const AdvertUpdateSchema = z.object({
  title: lineText({ required: advertsStaffWords.msg("titleRequired"), max: 100 }),
  period: stopDate,
  ...optionalFields,
});

/** What clients see (SPEC §3); `media` is the picture's address, as the old popup read it. */
export const AdvertSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  user_id: z.number().int().nullable(),
  description: z.string(),
  period: z.string().nullable(),
  tag: z.string(),
  rates: z.number().int(),
  media: z.string().nullable(),
  picture: PictureSchema.nullable(),
});
export type PublicAdvert = z.infer<typeof AdvertSchema>;
