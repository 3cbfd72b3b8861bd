import { PageHero } from "~/components/public/page-hero";
import { pageMeta } from "~/components/page-meta";
import { OfferGrid } from "~/features/offers/components/offer-grid";
import { type OffersKey, offersCatalog } from "~/features/offers/components/offers-catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import type { OfferListPageData } from "~/features/offers/offer-list-page.server";
import { recordsWords } from "~/platform/records/records-words";

/** SPEC §2's two offer pages, each an image grid of its own records, alike but for their words. */
export type OfferListKind = "festive" | "promotions";

const WORDING: Record<OfferListKind, { path: string; metaTitle: OffersKey; metaDescription: OffersKey; title: OffersKey; lead: OffersKey; heading: OffersKey; list: OffersKey }> = {
  festive: { path: "/festive", metaTitle: "festiveMetaTitle", metaDescription: "festiveMetaDescription", title: "festiveTitle", lead: "festiveLead", heading: "festiveList", list: "festiveList" },
  promotions: { path: "/promotions", metaTitle: "promotionsMetaTitle", metaDescription: "promotionsMetaDescription", title: "promotionsTitle", lead: "promotionsLead", heading: "promotionsHeading", list: "promotionsList" },
};

/** The page's title, description and picture for search engines and link previews. */
export function offerListMeta(kind: OfferListKind, { matches, loaderData, location }: { matches: readonly unknown[]; loaderData: OfferListPageData | undefined; location: { pathname: string } }) {
  const language = languageOfPath(location.pathname);
  const words = WORDING[kind];
  return pageMeta(matches, {
    title: offersCatalog.t(language, words.metaTitle),
    description: offersCatalog.t(language, words.metaDescription),
    path: words.path,
    image: loaderData?.offers.find((o) => o.picture)?.picture?.src ?? null,
  });
}

/** The page: a hero, then the offers, or why there are none ("coming soon", or the records could not be read). */
export function OfferListPage({ kind, data }: { kind: OfferListKind; data: OfferListPageData }) {
  const t = useT(offersCatalog);
  const language = useLanguage();
  const words = WORDING[kind];
  return (
    <>
      <PageHero eyebrow={t("packages")} title={t(words.title)} lead={t(words.lead)} />
      <section className="section" aria-labelledby={`${kind}-title`}>
        <div className="wrap">
          <h2 id={`${kind}-title`} className="visually-hidden">
            {t(words.heading)}
          </h2>
          {data.failed ? (
            <p className="empty">{recordsWords.t(language, "fetchFailed")}</p>
          ) : data.offers.length === 0 ? (
            <p className="empty">{recordsWords.t(language, "comingSoon")}</p>
          ) : (
            <OfferGrid offers={data.offers} label={t(words.list)} />
          )}
        </div>
      </section>
    </>
  );
}
