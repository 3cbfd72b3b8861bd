import { z } from "zod";
import { calendarDate } from "~/platform/forms/schema-fields";
import { addDays, nightsBetween } from "~/features/reservations/stay-rules";
import { MAX_REPORT_NIGHTS, type ReportPeriod } from "./hotel-numbers";
import { reportsStaffWords } from "./reports-staff-words";

const optionalDate = (invalid: string) => z.union([z.literal("").transform(() => undefined), calendarDate({ required: invalid, invalid })]).optional();

/** `?from=&to=` of the Reports screen and `GET /api/reports`: both nights inclusive, each optional (this month by default). */
export const ReportQuerySchema = z
  .object({ from: optionalDate(reportsStaffWords.msg("fromInvalid")), to: optionalDate(reportsStaffWords.msg("toInvalid")) })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    if (query.to < query.from) ctx.addIssue({ code: "custom", path: ["to"], message: reportsStaffWords.msg("toBeforeFrom") });
    else if (nightsBetween(query.from, query.to) + 1 > MAX_REPORT_NIGHTS) ctx.addIssue({ code: "custom", path: ["to"], message: reportsStaffWords.msg("periodTooLong", { max: MAX_REPORT_NIGHTS }) });
  });
export type ReportQuery = z.output<typeof ReportQuerySchema>;

/** The first and last day of the month `date` falls in. */
export function monthOf(date: string): ReportPeriod {
  const from = `${date.slice(0, 7)}-01`;
  const next = addDays(from, 32);
  return { from, to: addDays(`${next.slice(0, 7)}-01`, -1) };
}

/**
 * The period a query asks for: both dates as given; one alone, its month (from) or the month
 * up to it (to); neither, the month of `today`.
 */
export function periodOf(query: ReportQuery, today: string): ReportPeriod {
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) {
    const to = monthOf(query.from).to;
    return { from: query.from, to };
  }
  if (query.to) return { from: monthOf(query.to).from, to: query.to };
  return monthOf(today);
}

/** The tables of a report, each a CSV of its own. */
export const REPORT_TABLES = ["summary", "channels", "cancellations", "months", "days"] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

export const ReportCsvQuerySchema = z.object({
  table: z.enum(REPORT_TABLES, { error: reportsStaffWords.msg("tableInvalid", { tables: REPORT_TABLES.join(", ") }) }),
});

const FiguresSchema = z.object({
  roomNightsInService: z.number().int(),
  roomNightsSold: z.number().int(),
  roomRevenue: z.number().int().describe("Integer kwacha: each stay's price spread evenly over its nights"),
  occupancyPercent: z.number().nullable().describe("Room-nights sold ÷ room-nights in service, %, one decimal"),
  adr: z.number().int().nullable().describe("Room revenue ÷ room-nights sold, whole kwacha"),
  revpar: z.number().int().nullable().describe("Room revenue ÷ room-nights in service, whole kwacha"),
  stays: z.number().int().describe("Sold stays arriving in the span"),
});
const LostSchema = z.object({ stays: z.number().int(), roomNights: z.number().int(), value: z.number().int() });

export const HotelNumbersSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), nights: z.number().int() }),
  totals: FiguresSchema.extend({ averageLeadTimeDays: z.number().nullable(), averageLengthOfStay: z.number().nullable() }),
  channels: z.array(z.object({ channel: z.string(), stays: z.number().int(), roomNights: z.number().int(), roomRevenue: z.number().int(), sharePercent: z.number().nullable() })),
  cancellations: z.object({ cancelled: LostSchema, declined: LostSchema, noShows: LostSchema }),
  days: z.array(FiguresSchema.extend({ date: z.string() })),
  months: z.array(FiguresSchema.extend({ month: z.string(), from: z.string(), to: z.string() })),
});

export const HotelReportSchema = HotelNumbersSchema.extend({
  currency: z.literal("MWK"),
  payments: z
    .object({
      depositsTaken: z.number().int().describe("Paid deposits, whole kwacha"),
      refunds: z.number().int().describe("Paid refunds, whole kwacha"),
      net: z.number().int().describe("depositsTaken − refunds"),
    })
    .describe("Money through the stays' ledgers, by the hotel day (Africa/Blantyre) each line was paid"),
  previousYear: HotelNumbersSchema.nullable().describe("The same dates a year earlier, when any stay fell in them"),
});
export type HotelReport = z.output<typeof HotelReportSchema>;
