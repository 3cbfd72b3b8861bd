import { createRecordStore } from "~/platform/records/record-store.server";
import { fileOutput } from "~/platform/files/stored-file";
import { DocumentInputSchema, DocumentSchema } from "~/features/documents/schema";
import { DOCUMENT_KIND } from "~/features/documents/document-kind";

/** Documents & Downloads, for the back-office (/DocumentUp) and `/api/document`. */
export const documents = createRecordStore({
  ...DOCUMENT_KIND,
  table: "documents",
  columns: ["name"],
  input: DocumentInputSchema,
  output: DocumentSchema,
  picture: "none",
  file: { field: "document", kind: "document", required: true },
  write: (input) => ({ name: input.name }),
  read: (row) => ({ id: row.id, name: row.name, document: row.file?.url ?? null, ...fileOutput(row.file) }),
});
