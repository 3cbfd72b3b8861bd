import { Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/front-desk-screen";
import inboxCssUrl from "~/components/admin/inbox.css?url";
import reservationInboxCssUrl from "~/features/reservations/components/reservation-inbox.css?url";
import frontDeskCssUrl from "~/features/reservations/components/front-desk.css?url";
import calendarImportCssUrl from "~/features/channel-calendars/components/calendar-import.css?url";
import paymentsCssUrl from "~/features/payments/payments.css?url";
import { openChannelConflicts } from "~/features/channel-calendars/calendar-import.server";
import { ChannelConflictsBanner } from "~/features/channel-calendars/components/calendar-import-conflicts-banner";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { PlainPostNotice } from "~/components/admin/plain-post-notice";
import { AppError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import { type ActionResult, readRecordId, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { requireStaff } from "~/platform/auth/guards.server";
import { recordsWords } from "~/platform/records/records-words";
import { frontDeskDay, moveStay, movedNotice } from "~/features/reservations/front-desk.server";
import { roomsOfStays } from "~/features/hotel-rooms/room-assignment.server";
import { FRONT_DESK_MOVES, type FrontDeskMove } from "~/features/reservations/front-desk-rules";
import { FrontDeskDaySchema } from "~/features/reservations/front-desk-schema";
import { addDays } from "~/features/reservations/stay-rules";
import { FRONT_DESK_INTENTS, FrontDeskList, PrintableArrivals } from "~/features/reservations/components/front-desk-lists";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: inboxCssUrl },
  { rel: "stylesheet", href: reservationInboxCssUrl },
  { rel: "stylesheet", href: frontDeskCssUrl },
  { rel: "stylesheet", href: calendarImportCssUrl },
  { rel: "stylesheet", href: paymentsCssUrl },
];

export const meta: Route.MetaFunction = () => [{ title: "Today at the front desk · Back-office" }, { name: "robots", content: "noindex" }];

const isMove = (value: string | null): value is FrontDeskMove => value !== null && Object.hasOwn(FRONT_DESK_MOVES, value);
const moveOfIntent = (intent: string | undefined): FrontDeskMove | undefined => (Object.keys(FRONT_DESK_INTENTS) as FrontDeskMove[]).find((move) => FRONT_DESK_INTENTS[move] === intent);

/** A day from the address or a form, or the hotel's today when it is missing or not a date. */
function dayOf(value: string | null | undefined): string {
  const parsed = FrontDeskDaySchema.safeParse({ date: value ?? "" });
  return (parsed.success ? parsed.data.date : undefined) ?? hotelDate();
}

/** "Sunday 29 November 2026": a calendar date as staff read it (already the hotel's date). */
function longDay(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date(`${date}T00:00:00Z`));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const lists = await frontDeskDay(context.db, dayOf(params.get("date")));
  const done = params.get("done");
  const stay = Number(params.get("stay"));
  const notice = isMove(done) && Number.isSafeInteger(stay) && stay > 0 ? await movedNotice(context.db, done, stay) : null;
  // The rooms each listed stay holds (decision 058), as the desk names them: "204, 205".
  const held = await roomsOfStays(context.db, [...lists.arrivals, ...lists.departures, ...lists.inHouse].map((stay) => stay.id));
  const roomNumbers = Object.fromEntries([...held].map(([id, rooms]) => [id, [...new Set(rooms.map((room) => room.number))].join(", ")]));
  // An agency booking on a room another stay holds is flagged here at once (DECISIONS §11).
  const channelConflicts = await openChannelConflicts(context.db);
  return { ...lists, roomNumbers, notice, channelConflicts, print: params.get("view") === "print" };
}

/**
 * A move at the desk, from a plain form: done, it redirects to the day's lists with what was
 * done in the address (post/redirect/get: a refresh repeats nothing); refused, the screen says
 * why (409), beside the lists as they are now.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const fields = textFields(await request.formData());
  return runFormAction(fields.intent, async () => {
    const move = moveOfIntent(fields.intent);
    if (!move) throw new AppError("validation", recordsWords.msg("unknownFormAction"));
    const id = readRecordId(fields);
    await moveStay(context.db, id, move, viewer);
    throw redirect(`/front-desk?${new URLSearchParams({ date: dayOf(fields.date), done: move, stay: String(id) })}`);
  });
}

export default function FrontDeskScreen({ loaderData }: Route.ComponentProps) {
  const { date, today, arrivals, departures, inHouse, roomNumbers, notice, channelConflicts, print } = loaderData;
  const result = useActionData<ActionResult>();
  const isToday = date === today;
  const dayLink = (day: string) => (day === today ? "/front-desk" : `/front-desk?date=${day}`);

  if (print) {
    return (
      <div className="admin-page desk-print">
        <header className="admin-page-header">
          <h1>Arrivals · {longDay(date)}</h1>
          <p className="admin-page-lead desk-no-print">
            Confirmed stays arriving on this day, to print for the desk (your browser's Print, Ctrl+P or ⌘P, prints this sheet alone).{" "}
            <Link to={dayLink(date)}>Back to the day's lists</Link>
          </p>
        </header>
        <PrintableArrivals stays={arrivals} roomNumbers={roomNumbers} />
      </div>
    );
  }

  return (
    <div className="admin-page desk-page">
      <header className="admin-page-header">
        <h1>Today at the front desk</h1>
        <p className="admin-page-lead">
          {isToday ? "Today, " : ""}
          <time dateTime={date}>{longDay(date)}</time>
          {isToday ? "" : ` (today is ${longDay(today)})`}. Check guests in from their arrival day, check them out when they leave, and mark a guest who never came as a
          no-show: their nights are given back to sell.
        </p>
      </header>
      {notice ? (
        <p className="admin-notice admin-notice-success" role="status">
          {notice}
        </p>
      ) : null}
      <PlainPostNotice result={result} />
      <ChannelConflictsBanner conflicts={channelConflicts} returnTo="/front-desk" />
      <nav className="desk-day" aria-label="Choose the day">
        <Link className="btn btn-ghost" to={dayLink(addDays(date, -1))}>
          Previous day
        </Link>
        {isToday ? null : (
          <Link className="btn btn-ghost" to="/front-desk">
            Today
          </Link>
        )}
        <Link className="btn btn-ghost" to={dayLink(addDays(date, 1))}>
          Next day
        </Link>
        <Form method="get" className="desk-day-form">
          <div className="form-field">
            <label className="form-label" htmlFor="desk-date">
              Day
            </label>
            <input id="desk-date" type="date" name="date" defaultValue={date} required />
          </div>
          <button type="submit" className="btn btn-ghost">
            Show
          </button>
        </Form>
        <Link className="btn btn-ghost" to={`/front-desk?${new URLSearchParams({ date, view: "print" })}`}>
          Printable arrivals list
        </Link>
      </nav>
      <div className="desk-lists">
        <FrontDeskList kind="arrivals" title="Arrivals" empty="No confirmed stay arrives on this day." stays={arrivals} date={date} today={today} roomNumbers={roomNumbers} />
        <FrontDeskList
          kind="departures"
          title="Departures"
          empty={isToday ? "Nobody checked in is due to leave today." : "Nobody checked in is due to leave on this day."}
          stays={departures}
          date={date}
          today={today}
          roomNumbers={roomNumbers}
        />
        <FrontDeskList kind="inHouse" title="In the house" empty="No guest checked in is staying this night." stays={inHouse} date={date} today={today} roomNumbers={roomNumbers} />
      </div>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
