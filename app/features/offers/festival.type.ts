import { defineContentType } from "~/platform/records/content-type";
import { FESTIVAL_SCREEN } from "~/features/offers/components/offer-fields";
import { offerRecord } from "~/features/offers/offer-record";
import { FestiveInputSchema, OfferSchema } from "~/features/offers/schema";

/** Festive offers (Christmas, New Year, Easter, ...), for `/festive`, the back-office and `/api/festivals`. */
export const FESTIVAL_TYPE = defineContentType({
  key: "festival",
  noun: "festive offer",
  plural: "festive offers",
  table: "festivals",
  ...offerRecord,
  input: FestiveInputSchema,
  output: OfferSchema,
  translatable: ["name", "message"],
  auditLabel: "Festive offers",
  api: { path: "/festivals", tag: "Festive offers" },
  screen: { path: "/Festival", title: "Manage Festive", menu: { group: "Offers", label: "Festive offers", order: 20 }, view: FESTIVAL_SCREEN },
  pages: [{ path: "/festive", module: "routes/public/festive.tsx" }],
  example: { name: "Diwali", fee: "70000", message: "A festival of lights dinner." },
});

export default FESTIVAL_TYPE;
