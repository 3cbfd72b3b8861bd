import { z } from "zod";
import { lineText, multilineText, requiredWholeNumber } from "~/platform/forms/schema-fields";
import { PictureSchema } from "~/platform/media/picture-schema";
import { OTHER_CHOICE } from "~/platform/records/record-type";
import { PROMOTION_NAMES } from "~/features/offers/offer-names";
import { adminWords } from "~/components/admin/admin-words";
import { offersStaffWords } from "~/features/offers/offers-words";
import { fieldStaffWords } from "~/platform/forms/fields-staff-words";

/** A rate in whole kwacha (GUIDE §4: money is integer kwacha). */
const rate = requiredWholeNumber({ required: offersStaffWords.msg("feeRequired"), message: fieldStaffWords.msg("feeInvalid"), min: 0, max: 100_000_000 });
const message = multilineText({ required: adminWords.msg("messageRequired"), max: 2000 });

/** A promotion (SPEC §5): a name from SPEC's list, a rate and a message; the picture is optional. */
export const PromotionInputSchema = z.object({
  name: z.enum(PROMOTION_NAMES, { error: offersStaffWords.msg("promotionNameRequired") }),
  fee: rate,
  message,
});

/**
 * The fields of a festive offer or an activity as the form and the API send them: `name`
 * is a choice from the list, or "Other" with the typed name in `otherName`; an API client
 * may also send any name directly.
 */
const offerFields = (nameRequired: string) => z.object({
  name: lineText({ required: nameRequired, max: 100 }),
  // A blank "Other" field (sent by every form, used only when "Other" is chosen) is no value.
  otherName: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    lineText({ required: offersStaffWords.msg("otherNameRequired"), max: 100 }).optional(),
  ),
  fee: rate,
  message,
});
/** The picker names what is missing: "Festive is required", "Activity is required" (not "Username"). */
export const FestiveFieldsSchema = offerFields(offersStaffWords.msg("festiveNameRequired"));
export const ActivityFieldsSchema = offerFields(offersStaffWords.msg("activityNameRequired"));

/** Festive offers and activities: "Other" becomes the typed name, so what is stored is the real name. */
const withOtherName = (fieldsSchema: typeof FestiveFieldsSchema) =>
  fieldsSchema
    .superRefine((value, ctx) => {
      if (value.name === OTHER_CHOICE && !value.otherName) ctx.addIssue({ code: "custom", path: ["otherName"], message: offersStaffWords.msg("otherNameRequired") });
    })
    .transform(({ otherName, ...fields }) => (fields.name === OTHER_CHOICE && otherName ? { ...fields, name: otherName } : fields));
export const FestiveInputSchema = withOtherName(FestiveFieldsSchema);
export const ActivityInputSchema = withOtherName(ActivityFieldsSchema);

/** What clients see of a promotion, festive offer or activity (SPEC §3: Rate is `fee`). */
export const OfferSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  message: z.string(),
  fee: z.number().int(),
  image: z.string().nullable(),
  picture: PictureSchema.nullable(),
});
export type PublicOffer = z.infer<typeof OfferSchema>;
