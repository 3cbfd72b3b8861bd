import { z } from "zod";
import { lineText, multilineText, wholeNumber } from "~/platform/forms/schema-fields";
import { reviewsStaffWords } from "~/features/reviews/reviews-staff-words";

/** The longest quote: about a comment card's worth, what a home page can show whole. */
export const MAX_REVIEW_QUOTE = 400;
export const MAX_REVIEW_GUEST_NAME = 100;
export const MAX_REVIEW_STAY = 120;

/** A form sends every field; a blank optional one means "not given". */
const blankAsAbsent = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/**
 * A guest review as staff send it: the guest's words and name are required; their stay or
 * occasion ("Stayed in the Presidential Suite, March 2026") and whole stars from 1 to 5 are not.
 */
export const ReviewInputSchema = z.object({
  quote: multilineText({ required: reviewsStaffWords.msg("quoteRequired"), max: MAX_REVIEW_QUOTE, tooLong: reviewsStaffWords.msg("quoteTooLong", { max: MAX_REVIEW_QUOTE }) }),
  guestName: lineText({ required: reviewsStaffWords.msg("guestNameRequired"), max: MAX_REVIEW_GUEST_NAME, tooLong: reviewsStaffWords.msg("guestNameTooLong", { max: MAX_REVIEW_GUEST_NAME }) }),
  stay: blankAsAbsent(lineText({ required: "", max: MAX_REVIEW_STAY, tooLong: reviewsStaffWords.msg("stayTooLong", { max: MAX_REVIEW_STAY }) })),
  rating: wholeNumber({ message: reviewsStaffWords.msg("ratingInvalid"), min: 1, max: 5 }).nullable(),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;

/** What clients see; `stay` and `rating` are null when staff gave none. */
export const ReviewSchema = z.object({
  id: z.number().int(),
  quote: z.string(),
  guestName: z.string(),
  stay: z.string().nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
  /** When the review was added (ISO-8601 UTC): the home page shows the newest. */
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof ReviewSchema>;
