import { defineContentType } from "~/platform/records/content-type";
import { PROMOTION_SCREEN } from "~/features/offers/components/offer-fields";
import { offerRecord } from "~/features/offers/offer-record";
import { OfferSchema, PromotionInputSchema } from "~/features/offers/schema";

/** Seasonal promotions (SPEC §5's six names), for the Promotions page, the back-office and `/api/promotions`. */
export const PROMOTION_TYPE = defineContentType({
  key: "promotion",
  noun: "promotion",
  plural: "promotions",
  table: "promotions",
  ...offerRecord,
  input: PromotionInputSchema,
  output: OfferSchema,
  translatable: ["name", "message"],
  auditLabel: "Promotions",
  api: { path: "/promotions", tag: "Promotions" },
  screen: { path: "/Promotion", title: "Manage Promotion", menu: { group: "Offers", label: "Promotions", order: 10 }, view: PROMOTION_SCREEN },
  pages: [{ path: "/promotions", module: "routes/public/promotions.tsx" }],
  example: { name: "Summer", fee: "99000", message: "Two nights by the pool with breakfast." },
});

export default PROMOTION_TYPE;
