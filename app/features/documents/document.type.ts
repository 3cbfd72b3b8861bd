import { defineContentType } from "~/platform/records/content-type";
import { fileOutput } from "~/platform/files/stored-file";
import { DOCUMENT_SCREEN } from "~/features/documents/components/document-fields";
import { DocumentInputSchema, DocumentSchema } from "~/features/documents/schema";

/** Documents & downloads (PDFs), for the Documents page, the back-office (/DocumentUp) and `/api/document`. */
export const DOCUMENT_TYPE = defineContentType({
  key: "document",
  noun: "document",
  plural: "documents",
  table: "documents",
  columns: ["name"],
  input: DocumentInputSchema,
  output: DocumentSchema,
  translatable: ["name"],
  picture: "none",
  file: { field: "document", kind: "document", required: true },
  write: (input) => ({ name: input.name }),
  read: (row) => ({ id: row.id, name: row.name, document: row.file?.url ?? null, ...fileOutput(row.file) }),
  auditLabel: "Documents",
  api: { path: "/document", tag: "Documents" },
  screen: { path: "/DocumentUp", title: "Documents & Downloads", menu: { group: "Pages and media", label: "Documents", order: 30 }, view: DOCUMENT_SCREEN },
  pages: [{ path: "/Document", module: "routes/public/documents.tsx" }],
  example: { name: "Conference brochure 2026" },
});

export default DOCUMENT_TYPE;
