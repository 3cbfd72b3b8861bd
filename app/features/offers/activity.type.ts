import { defineContentType } from "~/platform/records/content-type";
import { ACTIVITY_SCREEN } from "~/features/offers/components/offer-fields";
import { offerRecord } from "~/features/offers/offer-record";
import { ActivityInputSchema, OfferSchema } from "~/features/offers/schema";

/** Leisure activities (go-carts, rollers, play centre), for the home page, the Activities page, the back-office and `/api/activities`. */
export const ACTIVITY_TYPE = defineContentType({
  key: "activity",
  noun: "activity",
  plural: "activities",
  table: "activities",
  ...offerRecord,
  input: ActivityInputSchema,
  output: OfferSchema,
  translatable: ["name", "message"],
  auditLabel: "Activities",
  api: { path: "/activities", tag: "Activities" },
  screen: { path: "/Activities", title: "Manage Activities", menu: { group: "Offers", label: "Activities", order: 30 }, view: ACTIVITY_SCREEN },
  pages: [{ path: "/leisure-activities", module: "routes/public/services/activities.tsx" }],
  example: { name: "Rollers", fee: "7000", message: "Roller skating for all ages." },
});

export default ACTIVITY_TYPE;
