import { defineContentType } from "~/platform/records/content-type";
import { messageCardRecord } from "~/platform/records/message-card-record";
import { BAR_SCREEN } from "~/features/bars/components/bar-fields";
import { BarInputSchema, BarSchema } from "~/features/bars/schema";

/** The hotel's bars, for the Bars page, the back-office (/Bar) and `/api/bar`. */
export const BAR_TYPE = defineContentType({
  key: "bar",
  noun: "bar",
  plural: "bars",
  table: "bars",
  ...messageCardRecord,
  input: BarInputSchema,
  output: BarSchema,
  translatable: ["name", "message"],
  auditLabel: "Bars",
  api: { path: "/bar", tag: "Bars" },
  screen: { path: "/Bar", title: "Manage Bar", menu: { group: "Hotel", label: "Bars", order: 20 }, view: BAR_SCREEN },
  pages: [{ path: "/BarService", module: "routes/public/services/bars.tsx" }],
  example: { name: "pool bar", message: "Cocktails by the pool, 10:00–18:00." },
});

export default BAR_TYPE;
