import { csvResponse, toCsv } from "~/lib/csv";
import { reportTable } from "./report-tables";
import type { HotelReport, ReportTable } from "./schema";

/** One table of a report as a spreadsheet: the screen's cells, money as whole kwacha and percentages as numbers. */
export function reportCsv(report: HotelReport, table: ReportTable): Response {
  const model = reportTable(report, table);
  const body = toCsv(model.header, model.rows.map((row) => row.map((cell) => cell.value)));
  return csvResponse(`hotel-numbers-${table}-${report.period.from}-to-${report.period.to}.csv`, body);
}
