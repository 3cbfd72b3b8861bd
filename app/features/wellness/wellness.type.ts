import { defineContentType } from "~/platform/records/content-type";
import { messageCardRecord } from "~/platform/records/message-card-record";
import { WELLNESS_SCREEN } from "~/features/wellness/components/wellness-fields";
import { WellnessInputSchema, WellnessSchema } from "~/features/wellness/schema";

/** Spa, gym and pool entries, for the Health & Wellness page, the back-office (/SPA) and `/api/hws`. */
export const WELLNESS_TYPE = defineContentType({
  key: "wellness",
  noun: "health & wellness entry",
  plural: "health & wellness entries",
  table: "wellness_entries",
  ...messageCardRecord,
  input: WellnessInputSchema,
  output: WellnessSchema,
  translatable: ["name", "message"],
  auditLabel: "Health & wellness",
  api: { path: "/hws", tag: "Health & wellness" },
  screen: { path: "/SPA", title: "Health & Wellness", menu: { group: "Hotel", label: "Health & Wellness", order: 40 }, view: WELLNESS_SCREEN },
  pages: [{ path: "/Health&Wellness", module: "routes/public/services/wellness.tsx" }],
  example: { name: "Yoga", message: "Sunrise yoga by the pool, Saturdays at 6:30." },
});

export default WELLNESS_TYPE;
