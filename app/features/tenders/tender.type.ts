import { defineContentType } from "~/platform/records/content-type";
import { fileOutput } from "~/platform/files/stored-file";
import { hotelClock, hotelInstant } from "~/lib/dates";
import { TENDER_SCREEN } from "~/features/tenders/components/tender-fields";
import { DEFAULT_CLOSING_TIME, TenderInputSchema, TenderSchema } from "~/features/tenders/schema";

/**
 * Tender notices, for the Tenders pages, the back-office (/TenderUp) and `/api/tender`. Each
 * closes at a date and time in Lilongwe, stored as the UTC instant `closes_at` (and its date
 * there, `closing_date`). Everyone sees every tender: closed ones stay listed as closed, so
 * bidders can still read what they bid on. A tender's addenda (addendum.type.ts) go with it.
 */
export const TENDER_TYPE = defineContentType({
  key: "tender",
  noun: "tender",
  plural: "tenders",
  table: "tenders",
  columns: ["name", "closing_date", "closes_at"],
  input: TenderInputSchema,
  output: TenderSchema,
  translatable: ["name"],
  picture: "none",
  file: { field: "document", kind: "tender", required: true },
  orderBy: "closes_at",
  write: (input) => ({
    name: input.name,
    closing_date: input.closingDate,
    closes_at: hotelInstant(input.closingDate, input.closingTime ?? DEFAULT_CLOSING_TIME),
  }),
  read: (row) => ({
    id: row.id,
    name: row.name,
    closingDate: row.closing_date,
    closingTime: hotelClock(row.closes_at).time,
    closesAt: row.closes_at,
    document: row.file?.url ?? null,
    ...fileOutput(row.file),
  }),
  dependentFiles: async (trx, id) => (await trx.selectFrom("tender_addenda").select("file_id").where("tender_id", "=", id).execute()).map((row) => row.file_id),
  auditLabel: "Tenders",
  api: { path: "/tender", tag: "Tenders" },
  screen: {
    path: "/TenderUp",
    title: "Tender Management",
    menu: { group: "Pages and media", label: "Tenders", order: 40 },
    // Its own screen: each tender's card also lists its addenda and takes new ones.
    module: "routes/admin/tenders.tsx",
    view: TENDER_SCREEN,
  },
  pages: [
    { path: "/Tender", module: "routes/public/tenders.tsx" },
    // Each tender's page is listed in the sitemap by the server (tenderPagePaths).
    { path: "/Tender/:id", module: "routes/public/tender.tsx", sitemap: false },
    // The links in followers' emails: confirm, and leave the list.
    { path: "/tender-updates/confirm/:token", module: "routes/public/tender-follow-confirm.tsx", sitemap: false },
    { path: "/tender-updates/unsubscribe/:token", module: "routes/public/tender-unfollow.tsx", sitemap: false },
  ],
  example: { name: "Supply of linen 2027", closingDate: "2099-12-31", closingTime: "12:00" },
});

export default TENDER_TYPE;
