import { defineContentType } from "~/platform/records/content-type";
import { fileOutput } from "~/platform/files/stored-file";
import { TENDER_SCREEN } from "~/features/tenders/components/tender-fields";
import { TenderInputSchema, TenderSchema } from "~/features/tenders/schema";

/**
 * Tender notices, for the Tenders page, the back-office (/TenderUp) and `/api/tender`.
 * Visitors see open tenders (closing today or later, the hotel's date); staff see all, to
 * correct or remove closed ones.
 */
export const TENDER_TYPE = defineContentType({
  key: "tender",
  noun: "tender",
  plural: "tenders",
  table: "tenders",
  columns: ["name", "closing_date"],
  input: TenderInputSchema,
  output: TenderSchema,
  picture: "none",
  file: { field: "document", kind: "tender", required: true },
  orderBy: "closing_date",
  publicWhen: { column: "closing_date", onOrAfterToday: true },
  write: (input) => ({ name: input.name, closing_date: input.closingDate }),
  read: (row) => ({ id: row.id, name: row.name, closingDate: row.closing_date, document: row.file?.url ?? null, ...fileOutput(row.file) }),
  auditLabel: "Tenders",
  api: { path: "/tender", tag: "Tenders" },
  screen: { path: "/TenderUp", title: "Tender Management", menu: { group: "Pages and media", label: "Tenders", order: 40 }, view: TENDER_SCREEN },
  pages: [{ path: "/Tender", module: "routes/public/tenders.tsx" }],
  example: { name: "Supply of linen 2027", closingDate: "2099-12-31" },
});

export default TENDER_TYPE;
