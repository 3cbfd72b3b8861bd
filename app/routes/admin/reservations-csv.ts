import type { Route } from "./+types/reservations-csv";
import { parseForm } from "~/platform/forms/form-action.server";
import { requireStaff } from "~/platform/auth/guards.server";
import { reservationsCsv } from "~/features/reservations/reservations-csv.server";
import { ReservationFilterSchema } from "~/features/reservations/schema";

/** `/reservations.csv`: the reservations (with the inbox's `?status=&arrivalFrom=&arrivalTo=`) as a spreadsheet, staff only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return reservationsCsv(context.db, parseForm(ReservationFilterSchema, Object.fromEntries(new URL(request.url).searchParams)));
}
