import { defineContentType } from "~/platform/records/content-type";
import { PARTNERS_SCREEN } from "~/features/partners/components/partner-fields";
import { PartnerInputSchema, PartnerSchema } from "~/features/partners/schema";

/** Partners' logos, for the home page's logo slider, the back-office (/partners) and `/api/partners`. */
export const PARTNER_TYPE = defineContentType({
  key: "partner",
  noun: "partner logo",
  plural: "partner logos",
  table: "partner_logos",
  columns: ["name", "link"],
  input: PartnerInputSchema,
  output: PartnerSchema,
  picture: "required",
  write: (input) => ({ name: input.name, link: input.link }),
  read: (row) => ({ id: row.id, name: row.name, link: row.link, image: row.picture?.src ?? null, picture: row.picture }),
  auditLabel: "Partner logos",
  api: { path: "/partners", tag: "Partner logos" },
  screen: { path: "/partners", title: "Partner logos", menu: { group: "Pages and media", label: "Partner logos", order: 80 }, view: PARTNERS_SCREEN },
  example: { name: "Lake Malawi Lodges", link: "https://lodges.example.mw/" },
});

export default PARTNER_TYPE;
