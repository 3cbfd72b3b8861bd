import { createRecordStore } from "~/platform/records/record-store.server";
import { BarInputSchema, BarSchema } from "~/features/bars/schema";
import { BAR_KIND } from "~/features/bars/bar-kind";

/** The bars of SPEC §2 (Bush Bar, Afroma Terrace, Wild Orchid), for the Bars page, the back-office and `/api/bar`. */
export const bars = createRecordStore({
  ...BAR_KIND,
  table: "bars",
  columns: ["name", "message"],
  input: BarInputSchema,
  output: BarSchema,
  picture: "required",
  write: (input) => ({ name: input.name, message: input.message }),
  read: (row) => ({ id: row.id, name: row.name, message: row.message, image: row.picture?.src ?? null, picture: row.picture }),
});
