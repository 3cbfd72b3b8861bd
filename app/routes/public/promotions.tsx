import type { Route } from "./+types/promotions";
import { PageHero } from "~/components/public/page-hero";
import { OfferGrid } from "~/features/offers/components/offer-grid";
import { promotions } from "~/features/offers/offers.server";
import { loadSection } from "~/lib/load-section.server";
import { messages } from "~/lib/messages";
import { pageMeta } from "~/components/page-meta";
import { languageOfPath } from "~/platform/i18n/language";
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

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "Promotions",
    description: "Seasonal stays and weekend price-breakers at our five-star hotel in Lilongwe; VIP Club members save a further 5%.",
    path: "/promotions",
    image: loaderData?.offers.find((o) => o.picture)?.picture?.src ?? null,
  });

export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Packages" title="Promotions" lead="Seasonal stays, weekend price-breakers and holiday breaks, booked direct with the hotel." />
      <section className="section" aria-labelledby="promotions-title">
        <div className="wrap">
          <h2 id="promotions-title" className="visually-hidden">
            Current promotions
          </h2>
          {loaderData.failed ? (
            <p className="empty">{messages.fetchFailed}</p>
          ) : loaderData.offers.length === 0 ? (
            <p className="empty">{messages.comingSoon}</p>
          ) : (
            <OfferGrid offers={loaderData.offers} label="Promotions" />
          )}
        </div>
      </section>
    </>
  );
}
