import { Form, Link } from "react-router";
import type { Route } from "./+types/room-chart-screen";
import roomChartCssUrl from "~/features/hotel-rooms/components/room-chart.css?url";
import calendarImportCssUrl from "~/features/channel-calendars/components/calendar-import.css?url";
import { openChannelConflicts } from "~/features/channel-calendars/calendar-import.server";
import { ChannelConflictsBanner } from "~/features/channel-calendars/components/calendar-import-conflicts-banner";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { requireStaff } from "~/platform/auth/guards.server";
import { roomChart, roomMovedNotice } from "~/features/hotel-rooms/room-chart.server";
import { chartStartOf, CHART_DONE_MOVES, type ChartDone } from "~/features/hotel-rooms/room-chart-links";
import { CHART_NIGHTS } from "~/features/hotel-rooms/room-chart";
import { roomChartStaffWords, type RoomChartStaffKey } from "~/features/hotel-rooms/room-chart-staff-words";
import { longDayName, RoomChartDays, RoomChartGrid, RoomChartLegend } from "~/features/hotel-rooms/components/room-chart-view";
import { movedNotice } from "~/features/reservations/front-desk.server";
import { addDays } from "~/features/reservations/stay-rules";
import { parseRecordId } from "~/platform/forms/schema-fields";

const say = (key: RoomChartStaffKey, values?: Record<string, string | number>) => roomChartStaffWords.t("en", key, values);

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: roomChartCssUrl },
  { rel: "stylesheet", href: calendarImportCssUrl },
];

export const meta: Route.MetaFunction = () => [{ title: "Room chart · Back-office" }, { name: "robots", content: "noindex" }];

const isDone = (value: string | null): value is ChartDone => value !== null && (CHART_DONE_MOVES as readonly string[]).includes(value);

/** Two weeks of the chart from `?start=` (yesterday by default: last night's stays are still leaving), with the notice of a move just made. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const start = chartStartOf(params.get("start"));
  const chart = await roomChart(context.db, start);
  const done = params.get("done");
  const stay = parseRecordId(params.get("stay"));
  const room = parseRecordId(params.get("room"));
  let notice: string | null = null;
  if (isDone(done) && stay !== null) notice = done === "move" ? (room === null ? null : await roomMovedNotice(context.db, stay, room)) : await movedNotice(context.db, done, stay);
  // An agency's booking that clashes with a stay in the same room is flagged here too (decision 062).
  const channelConflicts = await openChannelConflicts(context.db);
  return { chart, notice, highlight: notice ? stay : null, asked: params.get("start") ?? "", channelConflicts };
}

export default function RoomChartScreen({ loaderData }: Route.ComponentProps) {
  const { chart, notice, highlight, channelConflicts } = loaderData;
  const { start, nights, today, types, freeByNight } = chart;
  const weeksFrom = (from: string) => `/room-chart?start=${from}`;
  const last = nights.at(-1) ?? start;
  return (
    <div className="admin-page chart-page">
      <header className="admin-page-header">
        <h1>{say("chartTitle")}</h1>
        <p className="admin-page-lead">{say("chartLead")}</p>
      </header>
      {notice ? (
        <p className="admin-notice admin-notice-success" role="status">
          {notice}
        </p>
      ) : null}
      <ChannelConflictsBanner conflicts={channelConflicts} returnTo="/room-chart" />
      <nav className="chart-nav" aria-label={say("chooseNights")}>
        <Link className="btn btn-ghost" to={weeksFrom(addDays(start, -CHART_NIGHTS))}>
          <span aria-hidden="true">← </span>
          {say("previousWeeks")}
        </Link>
        <Link className="btn btn-ghost" to="/room-chart">
          {say("thisWeek")}
        </Link>
        <Link className="btn btn-ghost" to={weeksFrom(addDays(start, CHART_NIGHTS))}>
          {say("nextWeeks")}
          <span aria-hidden="true"> →</span>
        </Link>
        <Form method="get" className="chart-nav-form">
          <div className="form-field">
            <label className="form-label" htmlFor="chart-start">
              {say("fromLabel")}
            </label>
            <input id="chart-start" type="date" name="start" defaultValue={start} required />
          </div>
          <button type="submit" className="btn btn-ghost">
            {say("show")}
          </button>
        </Form>
      </nav>
      <h2 className="chart-range">
        <time dateTime={start}>{longDayName(start)}</time> – <time dateTime={last}>{longDayName(last)}</time>
      </h2>
      <RoomChartGrid types={types} nights={nights} start={start} today={today} freeByNight={freeByNight} highlight={highlight} />
      <RoomChartDays types={types} nights={nights} start={start} today={today} freeByNight={freeByNight} highlight={highlight} />
      <RoomChartLegend />
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
