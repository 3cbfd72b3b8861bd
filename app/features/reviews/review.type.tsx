import type { RecordScreenView } from "~/components/admin/record-screen";
import { type RecordFieldProps, TextArea, TextInput, WholeNumberInput } from "~/components/forms/record-fields";
import { defineContentType } from "~/platform/records/content-type";
import { MAX_REVIEW_STAY, type PublicReview, ReviewInputSchema, ReviewSchema } from "~/features/reviews/schema";
import { reviewsStaffWords } from "~/features/reviews/reviews-staff-words";

function ReviewFields({ errorsFor, limits, record }: RecordFieldProps<PublicReview>) {
  return (
    <>
      <TextArea name="quote" label="The guest's words" limits={limits} errorsFor={errorsFor} defaultValue={record?.quote} rows={4} />
      <TextInput name="guestName" label="Guest's name" limits={limits} errorsFor={errorsFor} defaultValue={record?.guestName} hint="As the guest agreed to be named, e.g. “Amara N., Nairobi”." />
      <TextInput name="stay" label="Stay or occasion" limits={limits} errorsFor={errorsFor} defaultValue={record?.stay} hint="e.g. “Stayed in the Presidential Suite, March 2026”." />
      <WholeNumberInput name="rating" label="Rating (stars, 1–5)" limits={limits} errorsFor={errorsFor} defaultValue={record?.rating} hint="Left empty, no stars show." />
    </>
  );
}

function ReviewDetails({ record }: { record: PublicReview }) {
  return (
    <>
      <p className="admin-card-text">{`“${record.quote}”`}</p>
      <p className="admin-card-meta">{[record.stay, record.rating === null ? null : `${record.rating} of 5 stars`].filter(Boolean).join(" · ")}</p>
    </>
  );
}

const NoMedia = () => null;

const REVIEWS_SCREEN: RecordScreenView<PublicReview> = {
  title: "Guest reviews",
  lead: "Guests' own words, as they agreed to share them. The home page shows the two newest, the last in this list.",
  addTab: "Add-Review",
  viewTab: "View",
  listTitle: "All guest reviews",
  addTitle: "Add a guest review",
  addButton: "Add review",
  titleOf: (review) => review.guestName,
  Media: NoMedia,
  emptyText: "No guest reviews yet: the home page shows none.",
  fieldMessages: {
    quote: reviewsStaffWords.msg("quoteRequired"),
    guestName: reviewsStaffWords.msg("guestNameRequired"),
    stay: reviewsStaffWords.msg("stayTooLong", { max: MAX_REVIEW_STAY }),
    rating: reviewsStaffWords.msg("ratingInvalid"),
  },
  Fields: ReviewFields,
  Details: ReviewDetails,
};

/**
 * Guest reviews staff copy from guests' letters, comment cards and emails (no third-party
 * widget: nothing of another site loads on the home page): the home page's trust section, the
 * back-office (/reviews) and `/api/reviews`.
 */
export const REVIEW_TYPE = defineContentType({
  key: "review",
  noun: "guest review",
  plural: "guest reviews",
  table: "guest_reviews",
  columns: ["quote", "guest_name", "stay", "rating"],
  input: ReviewInputSchema,
  output: ReviewSchema,
  translatable: ["quote", "stay"],
  picture: "none",
  write: (input) => ({ quote: input.quote, guest_name: input.guestName, stay: input.stay ?? null, rating: input.rating ?? null }),
  read: (row) => ({ id: row.id, quote: row.quote, guestName: row.guest_name, stay: row.stay, rating: row.rating, createdAt: row.created_at }),
  auditLabel: "Guest reviews",
  api: { path: "/reviews", tag: "Guest reviews" },
  screen: { path: "/reviews", title: "Guest reviews", menu: { group: "Pages and media", label: "Guest reviews", order: 95 }, view: REVIEWS_SCREEN },
  example: { quote: "The staff remembered our anniversary and made the evening unforgettable.", guestName: "Amara N., Nairobi", stay: "Stayed in the Presidential Suite, March 2026", rating: 5 },
});

export default REVIEW_TYPE;
