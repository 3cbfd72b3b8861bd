import type { Route } from "./+types/reports-csv";
import { hotelDate } from "~/lib/dates";
import { parseForm } from "~/platform/forms/form-action.server";
import { requireAdmin } from "~/platform/auth/guards.server";
import { hotelReport } from "~/features/reports/reports.server";
import { reportCsv } from "~/features/reports/reports-csv.server";
import { periodOf, ReportCsvQuerySchema, ReportQuerySchema } from "~/features/reports/schema";

/** `/reports.csv?from=&to=&table=`: one table of the Reports screen as a spreadsheet, administrators only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const { table } = parseForm(ReportCsvQuerySchema, query);
  return reportCsv(await hotelReport(context.db, periodOf(parseForm(ReportQuerySchema, query), hotelDate())), table);
}
