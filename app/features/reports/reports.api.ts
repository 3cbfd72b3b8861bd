import type { Hono } from "hono";
import { hotelDate } from "~/lib/dates";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields } from "~/platform/http/request-input";
import { hotelReport } from "./reports.server";
import { reportCsv } from "./reports-csv.server";
import { HotelReportSchema, periodOf, REPORT_TABLES, ReportCsvQuerySchema, ReportQuerySchema } from "./schema";

/** The hotel's numbers (DECISIONS §11): administrators only, as JSON or one table as CSV. */
export default function mountReportsApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Reports";
  const period = "`?from=YYYY-MM-DD&to=YYYY-MM-DD`, both nights inclusive, at most 366 nights; this month when neither is given";

  defineRoute(app, registry, {
    method: "get", path: "/reports", tag, access: "admin",
    summary: `The hotel's numbers for a period (${period}): occupancy, ADR, RevPAR and room revenue (each stay's price spread evenly over its nights), by night, by month and by channel, cancellations and no-shows, lead time and length of stay, and the same dates a year earlier when any stay fell in them`,
    responses: { 200: { description: "The report, money in integer kwacha", schema: HotelReportSchema } },
  }, async (c) => {
    const query = parseFields(ReportQuerySchema, c.req.query());
    return c.json(await hotelReport(c.var.services.db, periodOf(query, hotelDate())));
  });

  defineRoute(app, registry, {
    method: "get", path: "/reports.csv", tag, access: "admin",
    summary: `One table of the report as CSV (${period}; \`table\`: ${REPORT_TABLES.join(", ")}): the figures of the Reports screen, money in whole kwacha`,
    responses: { 200: { description: "text/csv, UTF-8 with a byte-order mark" } },
  }, async (c) => {
    const raw = c.req.query();
    const query = parseFields(ReportQuerySchema, raw);
    const { table } = parseFields(ReportCsvQuerySchema, raw);
    return reportCsv(await hotelReport(c.var.services.db, periodOf(query, hotelDate())), table);
  });
}
