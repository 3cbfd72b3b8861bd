import { createRecordStore } from "~/platform/records/record-store.server";
import { PartnerInputSchema, PartnerSchema } from "~/features/partners/schema";
import { PARTNER_KIND } from "~/features/partners/partner-kind";

/** Partners' logos, for the home page's logo slider, the back-office (/partners) and `/api/partners`. */
export const partners = createRecordStore({
  ...PARTNER_KIND,
  table: "partner_logos",
  columns: ["name", "link"],
  input: PartnerInputSchema,
  output: PartnerSchema,
  picture: "required",
  write: (input) => ({ name: input.name, link: input.link }),
  read: (row) => ({ id: row.id, name: row.name, link: row.link, image: row.picture?.src ?? null, picture: row.picture }),
});
