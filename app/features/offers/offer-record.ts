import type { StoredRecord } from "~/platform/records/content-type";

type OfferRow = StoredRecord<"promotions" | "festivals" | "activities", "name" | "message" | "fee">;

/** Promotions, festive offers and activities are stored and sent alike: a name, a message, a rate and an optional picture. */
export const offerRecord = {
  columns: ["name", "message", "fee"] as const,
  picture: "optional" as const,
  write: (input: { name: string; message: string; fee: number }) => ({ name: input.name, message: input.message, fee: input.fee }),
  read: (row: OfferRow) => ({ id: row.id, name: row.name, message: row.message, fee: row.fee, image: row.picture?.src ?? null, picture: row.picture }),
};
