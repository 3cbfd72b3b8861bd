import type { Route } from "./+types/contacts-csv";
import { readSearchQuery } from "~/platform/db/text-search.server";
import { requireStaff } from "~/platform/auth/guards.server";
import { contactMessagesCsv } from "~/features/contacts/contacts-csv.server";

/** `/Contacts.csv`: the contact messages (or those matching `?q=`) as a spreadsheet, staff only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return contactMessagesCsv(context.db, readSearchQuery(new URL(request.url).searchParams.get("q")));
}
