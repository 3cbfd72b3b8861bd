import type { Route } from "./+types/promotions";
import { PageHero } from "~/components/public/page-hero";
import { OfferGrid } from "~/features/offers/components/offer-grid";
import { promotions } from "~/features/offers/offers.server";
import { loadSection } from "~/lib/load-section.server";
import { pageMeta } from "~/components/page-meta";
import { offersCatalog } from "~/features/offers/components/offers-catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { useMessages } from "~/platform/i18n/use-messages";
import { useT } from "~/platform/i18n/use-t";
import { textIn } from "~/platform/records/translations";

/** Seasonal promotions (SPEC §2 `/promotions`): an image grid of the promotion records. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Names and messages in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  const list = await loadSection(context, "promotions", () => promotions.list(context.db, null, language));
  return {
    failed: list.failed,
    offers: list.items.map((offer) => ({ id: offer.id, name: textIn(offer, "name", language) ?? offer.name, message: textIn(offer, "message", language), fee: offer.fee, picture: offer.picture })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: offersCatalog.t(language, "promotionsMetaTitle"),
    description: offersCatalog.t(language, "promotionsMetaDescription"),
    path: "/promotions",
    image: loaderData?.offers.find((o) => o.picture)?.picture?.src ?? null,
  });
};

export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  const t = useT(offersCatalog);
  const messages = useMessages();
  return (
    <>
      <PageHero eyebrow={t("packages")} title={t("promotionsTitle")} lead={t("promotionsLead")} />
      <section className="section" aria-labelledby="promotions-title">
        <div className="wrap">
          <h2 id="promotions-title" className="visually-hidden">
            {t("promotionsHeading")}
          </h2>
          {loaderData.failed ? (
            <p className="empty">{messages.fetchFailed}</p>
          ) : loaderData.offers.length === 0 ? (
            <p className="empty">{messages.comingSoon}</p>
          ) : (
            <OfferGrid offers={loaderData.offers} label={t("promotionsList")} />
          )}
        </div>
      </section>
    </>
  );
}
