import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { csvResponse, toCsv } from "~/lib/csv";
import { hotelDate } from "~/lib/dates";
import type { ReservationFilter } from "~/features/reservations/schema";
import { exportReservations } from "~/features/reservations/reservations.server";

/** The reservations the inbox shows (same filters), as a spreadsheet download for staff. */
export async function reservationsCsv(db: Kysely<Database>, filter: ReservationFilter): Promise<Response> {
  const rows = await exportReservations(db, filter);
  const body = toCsv(
    ["Reference", "Received (UTC)", "Status", "Room type", "Rooms", "Arrival", "Departure", "Nights", "Adults", "Children", "Total (MWK)", "VIP discount %", "Name", "Email", "Phone", "Special requests", "Decline reason", "Notes"],
    rows.map((r) => [
      r.reference, r.createdAt, r.status, r.roomName, r.rooms, r.arrival, r.departure, r.nights, r.adults, r.children, r.total, r.discountPercent,
      r.name, r.email, r.phone, r.specialRequests, r.declineReason ?? "", r.notes,
    ]),
  );
  return csvResponse(`reservations-${hotelDate()}.csv`, body);
}
