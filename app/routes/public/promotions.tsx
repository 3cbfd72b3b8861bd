import type { Route } from "./+types/promotions";
import { OfferListPage, offerListMeta } from "~/features/offers/components/offer-list-page";
import { loadOfferListPage } from "~/features/offers/offer-list-page.server";

/** Seasonal promotions (SPEC §2 `/promotions`): an image grid of the promotion records. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadOfferListPage("promotions", request, context);

export const meta: Route.MetaFunction = (args) => offerListMeta("promotions", args);

export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  return <OfferListPage kind="promotions" data={loaderData} />;
}
