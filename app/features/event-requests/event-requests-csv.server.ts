import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { csvResponse, toCsv } from "~/lib/csv";
import { hotelDate } from "~/lib/dates";
import { listEventRequests } from "~/features/event-requests/event-requests.server";
import type { EventRequestStatus } from "~/features/event-requests/staff-labels";

/** Every event request (or one status), no list limit, as a spreadsheet download for staff. */
export async function eventRequestsCsv(db: Kysely<Database>, status: EventRequestStatus | undefined): Promise<Response> {
  const rows = await listEventRequests(db, { status, limit: 100_000 });
  const body = toCsv(
    ["Reference", "Received (UTC)", "Status", "Event", "Start date", "End date", "Type", "People", "Rooms", "Service", "Space", "About the event", "First name", "Last name", "Email", "Phone number", "Additional information", "Notes", "Attachment"],
    rows.map((r) => [
      r.reference, r.created_at, r.status, r.eventName, r.eventDatesS, r.eventDatesE, r.eventType, r.Attendees, r.numRooms, r.serviceType, r.space, r.other,
      r.firstName, r.lastName, r.contactEmail, r.phoneNumber, r.additionalInfo, r.notes, r.eventFile?.downloadName ?? "",
    ]),
  );
  return csvResponse(`event-requests-${hotelDate()}.csv`, body);
}
