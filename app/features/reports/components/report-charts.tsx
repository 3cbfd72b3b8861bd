import type { HotelReport } from "~/features/reports/schema";
import type { Figures } from "~/features/reports/hotel-numbers";
import { reportsStaffWords } from "~/features/reports/reports-staff-words";
import { type ChartPoint, niceScale, ReportChart } from "./report-chart";
import { formatCell, formatDay, formatMonth, formatShortMonth, formatShortNight } from "./report-format";

/** Up to two months are drawn night by night; a longer period month by month. */
const NIGHTLY_UP_TO = 62;
const compact = new Intl.NumberFormat("en-GB", { notation: "compact", maximumFractionDigits: 1 });
const say = reportsStaffWords.t;

interface Span extends Figures {
  key: string;
  label: string;
  name: string;
}

/** The highest and lowest of a series, with where they fall; null when no span has a figure. */
function extremes(spans: readonly Span[], of: (span: Span) => number | null) {
  const known = spans.filter((span) => of(span) !== null);
  const [first] = known;
  if (!first) return null;
  // The earliest of equal figures is the one named.
  const highest = known.reduce((best, span) => ((of(span) ?? 0) > (of(best) ?? 0) ? span : best), first);
  const lowest = known.reduce((best, span) => ((of(span) ?? 0) < (of(best) ?? 0) ? span : best), first);
  return { highest, lowest };
}

/** Occupancy and room revenue over the period, as pictures beside the tables that hold the same figures. */
export function ReportCharts({ report }: { report: HotelReport }) {
  const nightly = report.period.nights <= NIGHTLY_UP_TO;
  const spansOf = (numbers: Pick<HotelReport, "days" | "months">): Span[] =>
    nightly
      ? numbers.days.map((day) => ({ ...day, key: day.date, label: formatShortNight(day.date), name: formatDay(day.date) }))
      : numbers.months.map((month) => ({ ...month, key: month.month, label: formatShortMonth(month.month), name: formatMonth(month.month) }));
  const spans = spansOf(report);
  const before = report.previousYear ? spansOf(report.previousYear) : null;
  const lastYearNote = before ? ` ${say("en", "chart.previousYear")}` : "";
  const range = { from: formatDay(report.period.from), to: formatDay(report.period.to) };

  const occupancy = extremes(spans, (span) => span.occupancyPercent);
  const percent = (value: number | null) => formatCell({ value, kind: "percent" });
  const money = (value: number | null) => formatCell({ value, kind: "money" });
  const occupancyDescription = occupancy
    ? say("en", "chart.occupancyDesc", {
        ...range,
        average: percent(report.totals.occupancyPercent),
        highest: percent(occupancy.highest.occupancyPercent),
        highestOn: occupancy.highest.name,
        lowest: percent(occupancy.lowest.occupancyPercent),
        lowestOn: occupancy.lowest.name,
      }) + lastYearNote
    : say("en", "chart.empty");
  const revenue = extremes(spans, (span) => span.roomRevenue);
  const revenueDescription = revenue
    ? say("en", "chart.revenueDesc", { ...range, total: money(report.totals.roomRevenue), highest: money(revenue.highest.roomRevenue), highestOn: revenue.highest.name }) + lastYearNote
    : say("en", "chart.empty");
  const revenueScale = niceScale(Math.max(0, ...spans.map((span) => span.roomRevenue), ...(before ?? []).map((span) => span.roomRevenue)));
  const points = (of: (span: Span) => number | null): ChartPoint[] =>
    spans.map((span, index) => ({ label: span.label, value: of(span), ...(before ? { previous: before[index] ? of(before[index]) : null } : {}) }));

  return (
    <section className="report-charts" aria-label="Charts">
      <figure className="report-figure-chart">
        <figcaption>{say("en", "chart.occupancyTitle")}</figcaption>
        <ReportChart
          id="chart-occupancy"
          title={say("en", "chart.occupancyTitle")}
          description={occupancyDescription}
          points={points((span) => span.occupancyPercent)}
          top={100}
          ticks={[0, 25, 50, 75, 100]}
          tickLabel={(value) => `${value}%`}
        />
      </figure>
      <figure className="report-figure-chart">
        <figcaption>{say("en", "chart.revenueTitle")} (MWK)</figcaption>
        <ReportChart
          id="chart-revenue"
          title={say("en", "chart.revenueTitle")}
          description={revenueDescription}
          points={points((span) => span.roomRevenue)}
          top={revenueScale.top}
          ticks={revenueScale.ticks}
          tickLabel={(value) => compact.format(value)}
        />
      </figure>
    </section>
  );
}
