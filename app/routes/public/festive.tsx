import type { Route } from "./+types/festive";
import { OfferListPage, offerListMeta } from "~/features/offers/components/offer-list-page";
import { loadOfferListPage } from "~/features/offers/offer-list-page.server";

/** Festive offers (SPEC §2 `/festive`): an image grid of the festive records. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadOfferListPage("festive", request, context);

export const meta: Route.MetaFunction = (args) => offerListMeta("festive", args);

export default function FestivePage({ loaderData }: Route.ComponentProps) {
  return <OfferListPage kind="festive" data={loaderData} />;
}
