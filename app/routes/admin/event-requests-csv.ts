import type { Route } from "./+types/event-requests-csv";
import { requireStaff } from "~/platform/auth/guards.server";
import { eventRequestsCsv } from "~/features/event-requests/event-requests-csv.server";
import { parseStatusFilter } from "~/features/event-requests/staff-labels";

/** `/eventRequests.csv`: the event requests (or one `?status=`) as a spreadsheet, staff only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return eventRequestsCsv(context.db, parseStatusFilter(new URL(request.url).searchParams.get("status")) ?? undefined);
}
