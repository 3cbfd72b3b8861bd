import { SectionHead } from "~/components/public/section-head";
import { langOf } from "~/components/public/translated";
import { useSiteData } from "~/components/use-site-data";
import type { TextIn } from "~/platform/records/translations";
import { Link } from "~/platform/i18n/localised-links";
import { useT } from "~/platform/i18n/use-t";
import type { SiteSettings } from "~/platform/settings/site-settings";
import { hourText } from "~/features/reservations/stay-terms";
import { type GuestReviewCard, GuestReviewQuote } from "~/features/reviews/components/guest-review-quote";
import { reviewsWords } from "~/features/reviews/reviews-words";
import { homeWords } from "./home-catalog";

export interface TrustAward {
  id: number;
  name: TextIn;
  year: number;
}

/** What the loader reads for the section (home-trust.server.ts); the times and links come with the settings. */
export interface TrustData {
  reviews: GuestReviewCard[];
  awards: TrustAward[];
}

/** The hotel's pages elsewhere, by the name each site goes by (the same in both languages), only those staff gave. */
function socialLinksOf(settings: SiteSettings): { name: string; url: string }[] {
  return [
    { name: "Facebook", url: settings.facebookUrl },
    { name: "Instagram", url: settings.instagramUrl },
    { name: "X", url: settings.xUrl },
    { name: "LinkedIn", url: settings.linkedinUrl },
    { name: "Tripadvisor", url: settings.tripadvisorUrl },
  ].filter((link) => link.url !== "");
}

/**
 * Why a guest can book with confidence, in one section: the newest guests' own words, the
 * latest awards, the check-in and check-out times, and where the hotel answers in public.
 * Server-rendered and without state: nothing here needs a script to be read or used.
 */
export function TrustSection({ reviews, awards }: TrustData) {
  const { settings } = useSiteData();
  const t = useT(homeWords);
  const reviewsT = useT(reviewsWords);
  const social = socialLinksOf(settings);
  return (
    <section className="section section-tint trust" aria-labelledby="trust-title">
      <div className="wrap">
        <SectionHead eyebrow={t("trust")} id="trust-title" title={t("trustTitle")}>
          {t("trustLead")}
        </SectionHead>
        {reviews.length > 0 && (
          <ul className="trust-reviews" role="list" aria-label={reviewsT("reviewsLabel")}>
            {reviews.map((review) => (
              <li key={review.id}>
                <GuestReviewQuote review={review} />
              </li>
            ))}
          </ul>
        )}
        <div className="trust-facts">
          {awards.length > 0 && (
            <div className="trust-fact trust-fact-awards">
              <h3 className="trust-heading">{t("trust.awards")}</h3>
              <ul className="trust-awards" role="list">
                {awards.map((award) => (
                  <li key={award.id} className="trust-award">
                    {/* A gold mark, not the certificate's picture: at this size its words cannot be read, and the first HTML stays one round trip (the Awards page shows them). */}
                    <span className="trust-award-mark" aria-hidden="true" />
                    <span className="trust-award-text">
                      <span className="trust-award-name" lang={langOf(award.name)}>
                        {award.name.text}
                      </span>
                      <span className="trust-award-year">{award.year}</span>
                    </span>
                  </li>
                ))}
              </ul>
              <p className="trust-more">
                <Link to="/Awards" className="link-arrow">
                  {t("trust.allAwards")}
                </Link>
              </p>
            </div>
          )}
          <div className="trust-fact">
            <h3 className="trust-heading">{t("trust.stay")}</h3>
            <dl className="trust-times">
              <div>
                <dt>{t("trust.checkIn")}</dt>
                <dd>{hourText(settings.checkInHour)}</dd>
              </div>
              <div>
                <dt>{t("trust.checkOut")}</dt>
                <dd>{hourText(settings.checkOutHour)}</dd>
              </div>
            </dl>
          </div>
          {social.length > 0 && (
            <div className="trust-fact">
              <h3 className="trust-heading">{t("trust.follow")}</h3>
              <ul className="trust-social" role="list">
                {social.map((link) => (
                  <li key={link.name}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.name}
                      <span className="visually-hidden"> {t("trust.newTab")}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
