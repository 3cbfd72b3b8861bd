import { Form } from "react-router";
import type { Route } from "./+types/reports-screen";
import reportsCssUrl from "~/features/reports/reports.css?url";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { requireAdmin } from "~/platform/auth/guards.server";
import { hotelDate } from "~/lib/dates";
import { fieldErrorsOf } from "~/lib/field-errors";
import { addDays } from "~/features/reservations/stay-rules";
import { hotelReport } from "~/features/reports/reports.server";
import { monthOf, periodOf, REPORT_TABLES, ReportQuerySchema } from "~/features/reports/schema";
import { reportTable } from "~/features/reports/report-tables";
import { ReportTableView } from "~/features/reports/components/report-table-view";
import { ReportCharts } from "~/features/reports/components/report-charts";
import { formatCell, formatDay } from "~/features/reports/components/report-format";
import { reportsStaffWords, type ReportsStaffKey } from "~/features/reports/reports-staff-words";

const say = (key: ReportsStaffKey) => reportsStaffWords.t("en", key);

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: reportsCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Reports · Back-office" }, { name: "robots", content: "noindex" }];

/** The hotel's numbers for `?from=&to=` (this month by default); a date that is not one shows its message and this month. Administrators only (DECISIONS §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const asked = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = ReportQuerySchema.safeParse(asked);
  const today = hotelDate();
  const period = parsed.success ? periodOf(parsed.data, today) : monthOf(today);
  return {
    asked: { from: asked.from ?? period.from, to: asked.to ?? period.to },
    errors: parsed.success ? {} : fieldErrorsOf(parsed.error),
    thisMonth: monthOf(today),
    lastMonth: monthOf(addDays(monthOf(today).from, -1)),
    report: await hotelReport(context.db, period),
  };
}

/** Beyond two months the night-by-night table opens on request (the months and the chart tell the story). */
const FOLD_DAYS_BEYOND = 62;

const periodQuery = (period: { from: string; to: string }) => `from=${period.from}&to=${period.to}`;

export default function ReportsScreen({ loaderData }: Route.ComponentProps) {
  const { asked, errors, thisMonth, lastMonth, report } = loaderData;
  const { totals, previousYear: last } = report;
  const query = periodQuery(report.period);
  const headline = [
    { label: say("metric.occupancy"), value: formatCell({ value: totals.occupancyPercent, kind: "percent" }), before: last && formatCell({ value: last.totals.occupancyPercent, kind: "percent" }) },
    { label: say("metric.adr"), value: formatCell({ value: totals.adr, kind: "money" }), before: last && formatCell({ value: last.totals.adr, kind: "money" }) },
    { label: say("metric.revpar"), value: formatCell({ value: totals.revpar, kind: "money" }), before: last && formatCell({ value: last.totals.revpar, kind: "money" }) },
    { label: say("metric.revenue"), value: formatCell({ value: totals.roomRevenue, kind: "money" }), before: last && formatCell({ value: last.totals.roomRevenue, kind: "money" }) },
    { label: say("metric.depositsTaken"), value: formatCell({ value: report.payments.depositsTaken, kind: "money" }), before: null },
    { label: say("metric.refunds"), value: formatCell({ value: report.payments.refunds, kind: "money" }), before: null },
  ];
  return (
    <div className="admin-page reports">
      <header className="admin-page-header">
        <h1>Reports</h1>
        <p className="admin-page-lead">
          The hotel's numbers from {formatDay(report.period.from)} to {formatDay(report.period.to)} ({report.period.nights} nights). Occupancy is rooms sold over rooms in service; ADR is room revenue over rooms sold; RevPAR is room revenue over rooms in service. A stay's price is spread evenly over its nights.
        </p>
      </header>
      <Form method="get" className="report-period" aria-label="Report period">
        <div className="form-field">
          <label className="form-label" htmlFor="report-from">From</label>
          <input id="report-from" type="date" name="from" defaultValue={asked.from} aria-invalid={errors.from ? true : undefined} aria-describedby={errors.from ? "report-from-error" : undefined} />
          {errors.from ? <p id="report-from-error" className="form-error">{errors.from[0]}</p> : null}
        </div>
        <div className="form-field">
          <label className="form-label" htmlFor="report-to">To (last night)</label>
          <input id="report-to" type="date" name="to" defaultValue={asked.to} aria-invalid={errors.to ? true : undefined} aria-describedby={errors.to ? "report-to-error" : undefined} />
          {errors.to ? <p id="report-to-error" className="form-error">{errors.to[0]}</p> : null}
        </div>
        <button type="submit" className="btn btn-primary">Show</button>
        <nav className="report-shortcuts" aria-label="Other periods">
          <a href={`/reports?${periodQuery(thisMonth)}`}>This month</a>
          <a href={`/reports?${periodQuery(lastMonth)}`}>Last month</a>
        </nav>
      </Form>
      <dl className="report-headline">
        {headline.map((figure) => (
          <div key={figure.label} className="report-figure">
            <dt>{figure.label}</dt>
            <dd>
              <strong>{figure.value}</strong>
              {figure.before ? <span className="report-before">{`Last year: ${figure.before}`}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {last ? null : <p className="form-hint">No stays fell in the same dates last year, so there is nothing to set beside these.</p>}
      <ReportCharts report={report} />
      {REPORT_TABLES.map((table) => (
        <ReportTableView key={table} model={reportTable(report, table)} csvHref={`/reports.csv?${query}&table=${table}`} folded={table === "days" && report.period.nights > FOLD_DAYS_BEYOND} />
      ))}
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
