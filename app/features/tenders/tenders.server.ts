import { createRecordStore } from "~/platform/records/record-store.server";
import { fileOutput } from "~/platform/files/stored-file";
import { TenderInputSchema, TenderSchema } from "~/features/tenders/schema";
import { TENDER_KIND } from "~/features/tenders/tender-kind";

/**
 * Tender notices, for the back-office (/TenderUp) and `/api/tender`. Visitors see open
 * tenders (closing today or later, the hotel's date); staff see all, to correct or remove
 * closed ones.
 */
export const tenders = createRecordStore({
  ...TENDER_KIND,
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
});
