import { createRecordStore } from "~/platform/records/record-store.server";
import { WellnessInputSchema, WellnessSchema } from "~/features/wellness/schema";
import { WELLNESS_KIND } from "~/features/wellness/wellness-kind";

/** Health & wellness (spa introduction, gym, aerobics), for the pages, the back-office (/SPA) and `/api/hws`. */
export const wellness = createRecordStore({
  ...WELLNESS_KIND,
  table: "wellness_entries",
  columns: ["name", "message"],
  input: WellnessInputSchema,
  output: WellnessSchema,
  picture: "required",
  write: (input) => ({ name: input.name, message: input.message }),
  read: (row) => ({ id: row.id, name: row.name, message: row.message, image: row.picture?.src ?? null, picture: row.picture }),
});
