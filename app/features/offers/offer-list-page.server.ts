import type { AppLoadContext } from "react-router";
import { loadSection } from "~/platform/runtime/load-section.server";
import { languageOfPath } from "~/platform/i18n/language";
import { textIn } from "~/platform/records/translations";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { FESTIVAL_TYPE } from "~/features/offers/festival.type";
import { PROMOTION_TYPE } from "~/features/offers/promotion.type";

/** Each offer page's records, and what the log calls them when they cannot be read. */
const LISTS = {
  festive: { store: recordStoreOf(FESTIVAL_TYPE), section: "festive offers" },
  promotions: { store: recordStoreOf(PROMOTION_TYPE), section: "promotions" },
} as const;

/**
 * An offer page's loader (SPEC §2 `/festive`, `/promotions`): the current offers, names and
 * messages in the page's language (a Chichewa page under /ny/), English where staff gave none.
 */
export async function loadOfferListPage(kind: keyof typeof LISTS, request: Request, context: AppLoadContext) {
  const language = languageOfPath(new URL(request.url).pathname);
  const { store, section } = LISTS[kind];
  const list = await loadSection(context, section, () => store.list(context.db, null, language));
  return {
    failed: list.failed,
    offers: list.items.map((offer) => ({ id: offer.id, name: textIn(offer, "name", language) ?? offer.name, message: textIn(offer, "message", language), fee: offer.fee, picture: offer.picture })),
  };
}

export type OfferListPageData = Awaited<ReturnType<typeof loadOfferListPage>>;
