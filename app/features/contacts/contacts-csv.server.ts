import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { csvResponse, toCsv } from "~/lib/csv";
import { hotelDate } from "~/lib/dates";
import { listContactMessages } from "~/features/contacts/contact-messages.server";

/** Every matching contact message (no list limit) as a spreadsheet download for staff. */
export async function contactMessagesCsv(db: Kysely<Database>, query: string): Promise<Response> {
  const rows = await listContactMessages(db, { query, limit: 100_000 });
  const body = toCsv(
    ["Received (UTC)", "Name", "Email", "Phone number", "Message", "Handled (UTC)", "Handled by"],
    rows.map((m) => [m.created_at, m.name, m.email, m.phonenumber, m.message, m.handled_at, m.handled_by]),
  );
  return csvResponse(`contact-messages-${hotelDate()}.csv`, body);
}
