import { defineContentType } from "~/platform/records/content-type";
import { fileOutput } from "~/platform/files/stored-file";
import { AppError } from "~/lib/errors";
import { type AddendumInput, AddendumInputSchema, AddendumSchema } from "~/features/tenders/schema";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * Addenda to a tender: a title and a PDF (the same rule as the tender's own), posted by staff
 * on the tender's back-office card or through `POST /api/tender/{id}/addenda` (tenders.api.ts),
 * and shown newest first on the tender's page. Its followers are emailed about each one
 * (tender-notices.server.ts). No screen or API of its own: they belong to their tender.
 */
export const ADDENDUM_TYPE = defineContentType({
  key: "addendum",
  noun: "addendum",
  plural: "addenda",
  table: "tender_addenda",
  columns: ["tender_id", "title", "posted_at"],
  input: AddendumInputSchema,
  output: AddendumSchema,
  picture: "none",
  file: { field: "file", kind: "tender", required: true },
  orderBy: "posted_at",
  checkInput: async (input: AddendumInput, db) => {
    const tender = await db.selectFrom("tenders").select("id").where("id", "=", input.tenderId).executeTakeFirst();
    if (!tender) throw new AppError("not_found", fieldWords.msg("notFound"));
  },
  beforeCreate: async (input: AddendumInput) => ({ ...input, postedAt: new Date().toISOString() }),
  write: (input: AddendumInput) => ({ tender_id: input.tenderId, title: input.title, posted_at: input.postedAt ?? new Date().toISOString() }),
  read: (row) => ({ id: row.id, tenderId: row.tender_id, title: row.title, postedAt: row.posted_at, ...fileOutput(row.file) }),
  auditLabel: "Tender addenda",
  example: { tenderId: 1, title: "Addendum 1: revised bill of quantities" },
});

export default ADDENDUM_TYPE;
