import type { TextIn } from "~/platform/records/translations";
import { langOf, Translated } from "~/components/public/translated";
import { useT } from "~/platform/i18n/use-t";
import { reviewsWords } from "~/features/reviews/reviews-words";

/** A review as a page shows it: its words and stay in the page's language (English marked so). */
export interface GuestReviewCard {
  id: number;
  quote: TextIn;
  guestName: string;
  stay: TextIn | null;
  rating: number | null;
}

/** "★★★★☆": filled stars for the rating, hollow ones for the rest of five. */
const starsOf = (rating: number) => "★".repeat(rating) + "☆".repeat(5 - rating);

/**
 * One guest's words, signed with their name and stay. The stars are drawn as text for the eye
 * and read out as "Rated 4 out of 5", never as five "black star" characters.
 */
export function GuestReviewQuote({ review }: { review: GuestReviewCard }) {
  const t = useT(reviewsWords);
  return (
    <figure className="review">
      {review.rating !== null && (
        <p className="review-stars">
          <span aria-hidden="true">{starsOf(review.rating)}</span>
          <span className="visually-hidden">{t("rated", { rating: review.rating })}</span>
        </p>
      )}
      <blockquote className="review-quote" lang={langOf(review.quote)}>
        <p>{review.quote.text}</p>
      </blockquote>
      <figcaption className="review-by">
        <span className="review-name">{review.guestName}</span>
        {review.stay && (
          <span className="review-stay">
            <Translated value={review.stay} />
          </span>
        )}
      </figcaption>
    </figure>
  );
}
