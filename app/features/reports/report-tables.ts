/*
 * Each table of a report, once: the Reports screen shows it (money as the site writes kwacha)
 * and its CSV writes the same cells as plain numbers, so the two cannot disagree.
 */
import type { HotelReport, ReportTable } from "./schema";
import type { Figures, LostFigures } from "./hotel-numbers";
import { reportsStaffWords, type ReportsStaffKey } from "./reports-staff-words";

/** What a cell holds, for how the screen writes it: kwacha, a percentage, a count, a figure with one decimal, or words. */
export type CellKind = "text" | "date" | "month" | "count" | "money" | "percent" | "decimal";
export interface Cell {
  value: string | number | null;
  kind: CellKind;
}
export interface TableModel {
  table: ReportTable;
  title: string;
  header: string[];
  rows: Cell[][];
}

const say = (key: ReportsStaffKey) => reportsStaffWords.t("en", key);
const text = (value: string): Cell => ({ value, kind: "text" });
const cell = (value: number | null, kind: CellKind): Cell => ({ value, kind });

const CHANNEL_KEYS: Readonly<Record<string, ReportsStaffKey>> = { direct: "channel.direct", front_desk: "channel.front_desk" };

/** What staff call a channel: the site's own and the front desk by name, an agency by the name it was imported under. */
export function channelLabel(channel: string): string {
  const key = CHANNEL_KEYS[channel];
  return key ? say(key) : channel;
}

const figureColumns = () => [say("column.inService"), say("column.sold"), say("column.occupancy"), say("column.revenue"), say("column.adr"), say("column.revpar"), say("column.stays")];
const figureCells = (row: Figures): Cell[] => [
  cell(row.roomNightsInService, "count"),
  cell(row.roomNightsSold, "count"),
  cell(row.occupancyPercent, "percent"),
  cell(row.roomRevenue, "money"),
  cell(row.adr, "money"),
  cell(row.revpar, "money"),
  cell(row.stays, "count"),
];

function summary(report: HotelReport): TableModel {
  const last = report.previousYear;
  const lost = (figures: HotelReport["cancellations"]) => figures.cancelled.stays + figures.declined.stays;
  const line = (key: ReportsStaffKey, kind: CellKind, of: (numbers: Omit<HotelReport, "currency" | "previousYear" | "payments">) => number | null) => [
    text(say(key)),
    cell(of(report), kind),
    ...(last ? [cell(of(last), kind)] : []),
  ];
  return {
    table: "summary",
    title: say("table.summary"),
    header: [say("column.metric"), say("column.period"), ...(last ? [say("column.previousYear")] : [])],
    rows: [
      line("metric.occupancy", "percent", (n) => n.totals.occupancyPercent),
      line("metric.adr", "money", (n) => n.totals.adr),
      line("metric.revpar", "money", (n) => n.totals.revpar),
      line("metric.revenue", "money", (n) => n.totals.roomRevenue),
      line("metric.roomNightsSold", "count", (n) => n.totals.roomNightsSold),
      line("metric.roomNightsInService", "count", (n) => n.totals.roomNightsInService),
      line("metric.stays", "count", (n) => n.totals.stays),
      line("metric.leadTime", "decimal", (n) => n.totals.averageLeadTimeDays),
      line("metric.lengthOfStay", "decimal", (n) => n.totals.averageLengthOfStay),
      line("metric.cancellations", "count", (n) => lost(n.cancellations)),
      line("lost.noShows", "count", (n) => n.cancellations.noShows.stays),
      // The ledgers' money is this period's only: a year ago there were no online deposits to set beside it.
      [text(say("metric.depositsTaken")), cell(report.payments.depositsTaken, "money"), ...(last ? [text("")] : [])],
      [text(say("metric.refunds")), cell(report.payments.refunds, "money"), ...(last ? [text("")] : [])],
    ],
  };
}

function channels(report: HotelReport): TableModel {
  return {
    table: "channels",
    title: say("table.channels"),
    header: [say("column.channel"), say("column.stays"), say("column.roomNights"), say("column.share"), say("column.revenue")],
    rows: report.channels.map((row) => [text(channelLabel(row.channel)), cell(row.stays, "count"), cell(row.roomNights, "count"), cell(row.sharePercent, "percent"), cell(row.roomRevenue, "money")]),
  };
}

function cancellations(report: HotelReport): TableModel {
  const line = (key: ReportsStaffKey, lost: LostFigures) => [text(say(key)), cell(lost.stays, "count"), cell(lost.roomNights, "count"), cell(lost.value, "money")];
  const { cancelled, declined, noShows } = report.cancellations;
  return {
    table: "cancellations",
    title: say("table.cancellations"),
    header: [say("column.kind"), say("column.stays"), say("column.roomNights"), say("column.value")],
    rows: [line("lost.cancelled", cancelled), line("lost.declined", declined), line("lost.noShows", noShows)],
  };
}

/** One of a report's tables, as the screen and the CSV show it. */
export function reportTable(report: HotelReport, table: ReportTable): TableModel {
  switch (table) {
    case "summary":
      return summary(report);
    case "channels":
      return channels(report);
    case "cancellations":
      return cancellations(report);
    case "days":
      return { table, title: say("table.days"), header: [say("column.date"), ...figureColumns()], rows: report.days.map((row) => [{ value: row.date, kind: "date" } as Cell, ...figureCells(row)]) };
    case "months":
      return { table, title: say("table.months"), header: [say("column.month"), ...figureColumns()], rows: report.months.map((row) => [{ value: row.month, kind: "month" } as Cell, ...figureCells(row)]) };
  }
}
