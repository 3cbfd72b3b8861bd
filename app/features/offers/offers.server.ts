import { createRecordStore } from "~/platform/records/record-store.server";
import { ACTIVITY_KIND, FESTIVAL_KIND, PROMOTION_KIND } from "~/features/offers/offer-kinds";
import { ActivityInputSchema, FestiveInputSchema, OfferSchema, PromotionInputSchema } from "~/features/offers/schema";
import type { StoredRecord } from "~/platform/records/record-store.server";

type OfferRow = StoredRecord<"promotions" | "festivals" | "activities", "name" | "message" | "fee">;

const write = (input: { name: string; message: string; fee: number }) => ({ name: input.name, message: input.message, fee: input.fee });
const read = (row: OfferRow) => ({ id: row.id, name: row.name, message: row.message, fee: row.fee, image: row.picture?.src ?? null, picture: row.picture });

/** Seasonal promotions (SPEC §5's six names), for the Promotions page, the back-office and `/api/promotions`. */
export const promotions = createRecordStore({
  ...PROMOTION_KIND,
  table: "promotions",
  columns: ["name", "message", "fee"],
  input: PromotionInputSchema,
  output: OfferSchema,
  picture: "optional",
  write,
  read,
});

/** Festive offers (Christmas, New Year, Easter, ...), for `/festive`, the back-office and `/api/festivals`. */
export const festivals = createRecordStore({
  ...FESTIVAL_KIND,
  table: "festivals",
  columns: ["name", "message", "fee"],
  input: FestiveInputSchema,
  output: OfferSchema,
  picture: "optional",
  write,
  read,
});

/** Leisure activities (go-carts, rollers, play centre), for the home page, the back-office and `/api/activities`. */
export const activities = createRecordStore({
  ...ACTIVITY_KIND,
  table: "activities",
  columns: ["name", "message", "fee"],
  input: ActivityInputSchema,
  output: OfferSchema,
  picture: "optional",
  write,
  read,
});
