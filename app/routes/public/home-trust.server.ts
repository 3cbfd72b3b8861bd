import type { AppLoadContext } from "react-router";
import type { Language } from "~/platform/i18n/language";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { textIn } from "~/platform/records/translations";
import { loadSection } from "~/platform/runtime/load-section.server";
import { AWARD_TYPE } from "~/features/awards/award.type";
import { REVIEW_TYPE } from "~/features/reviews/review.type";
import type { TrustData } from "./home-trust";

/** Two voices read well beside each other; more becomes a wall of quotes nobody reads. */
const REVIEWS_SHOWN = 2;
/** The latest few awards: recognition that is recent, in one row. */
const AWARDS_SHOWN = 4;

/**
 * The home page's trust section: the newest guest reviews and the latest awards, in the page's
 * language. Each is read on its own (loadSection): one that fails is simply left out, and the
 * stay times and social links from the settings still show.
 */
export async function loadTrust(context: AppLoadContext, language: Language): Promise<TrustData> {
  const [reviews, awards] = await Promise.all([
    loadSection(context, "home guest reviews", () => recordStoreOf(REVIEW_TYPE).list(context.db, null, language)),
    loadSection(context, "home awards", () => recordStoreOf(AWARD_TYPE).list(context.db, null, language)),
  ]);
  return {
    reviews: reviews.items
      .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .slice(0, REVIEWS_SHOWN)
      .map((review) => ({
        id: review.id,
        quote: textIn(review, "quote", language) ?? { text: review.quote },
        guestName: review.guestName,
        stay: textIn(review, "stay", language),
        rating: review.rating,
      })),
    awards: awards.items
      .toSorted((a, b) => b.year - a.year || b.id - a.id)
      .slice(0, AWARDS_SHOWN)
      .map((award) => ({ id: award.id, name: textIn(award, "name", language) ?? { text: award.name }, year: award.year })),
  };
}
