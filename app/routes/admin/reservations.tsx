import { Form, useActionData } from "react-router";
import type { Route } from "./+types/reservations";
import inboxCssUrl from "~/components/admin/inbox.css?url";
import reservationInboxCssUrl from "~/features/reservations/components/reservation-inbox.css?url";
import hotelRoomsCssUrl from "~/features/hotel-rooms/components/hotel-rooms.css?url";
import paymentsCssUrl from "~/features/payments/payments.css?url";
import { listRoomNumbers } from "~/features/hotel-rooms/hotel-rooms.server";
import { moveStayFromForm, roomsOfStays } from "~/features/hotel-rooms/room-assignment.server";
import { HOTEL_ROOM_INTENTS, RoomNumbersList } from "~/features/hotel-rooms/components/hotel-room-forms";
import { AppError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import { type ActionResult, parseForm, readRecordId, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { requireStaff } from "~/platform/auth/guards.server";
import { RESERVATION_INTENTS, ReservationInbox } from "~/features/reservations/components/reservation-inbox";
import { cancelReservationForGuest, confirmReservation, countReservations, declineReservation, listReservations, saveReservationNotes } from "~/features/reservations/reservations.server";
import { DeclineSchema, NotesSchema, RESERVATION_STATUSES, ReservationFilterSchema } from "~/features/reservations/schema";
import { PlainPostNotice } from "~/components/admin/plain-post-notice";
import { reservationsStaffWords } from "~/features/reservations/reservations-staff-words";
import { recordsWords } from "~/platform/records/records-words";
import { STAFF_STATUS_LABELS } from "~/features/reservations/stay-status-labels";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: inboxCssUrl },
  { rel: "stylesheet", href: reservationInboxCssUrl },
  { rel: "stylesheet", href: hotelRoomsCssUrl },
  { rel: "stylesheet", href: paymentsCssUrl },
];

export const meta: Route.MetaFunction = () => [{ title: "Reservations · Back-office" }, { name: "robots", content: "noindex" }];

/** Stays on one page of the inbox: each card carries its forms, so a page stays light on a phone. */
const INBOX_PAGE = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  // Opened plainly, the inbox is what is coming: arrivals from today on, the next first. A
  // cleared "Arrival from" (the form sends it empty) shows the latest arrivals of all time.
  if (!("arrivalFrom" in query) && !("arrivalTo" in query)) query.arrivalFrom = hotelDate();
  const parsed = ReservationFilterSchema.safeParse(query);
  const filter = parsed.success ? parsed.data : {};
  const matching = await countReservations(context.db, filter);
  const pages = Math.max(1, Math.ceil(matching / INBOX_PAGE));
  const page = Math.min(pages, Math.max(1, Number.parseInt(query.page ?? "", 10) || 1));
  const reservations = await listReservations(context.db, filter, INBOX_PAGE, (page - 1) * INBOX_PAGE);
  // The rooms each stay holds (decision 058), and every room's number for the Move forms.
  const [rooms, roomNumbers] = await Promise.all([roomsOfStays(context.db, reservations.map((r) => r.id)), listRoomNumbers(context.db)]);
  return { filter: { status: filter.status ?? "", arrivalFrom: filter.arrivalFrom ?? "", arrivalTo: filter.arrivalTo ?? "" }, reservations, matching, page, pages, rooms: Object.fromEntries(rooms), roomNumbers };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const fields = textFields(await request.formData());
  return runFormAction(fields.intent, async () => {
    const id = readRecordId(fields);
    switch (fields.intent) {
      case RESERVATION_INTENTS.confirm:
        await confirmReservation(context.db, id, viewer, trustedOrigin(request, context.env));
        return { message: reservationsStaffWords.msg("reservationConfirmed") };
      case RESERVATION_INTENTS.decline:
        await declineReservation(context.db, id, parseForm(DeclineSchema, fields).reason, viewer);
        return { message: reservationsStaffWords.msg("reservationDeclined") };
      case RESERVATION_INTENTS.cancel:
        await cancelReservationForGuest(context.db, id, viewer);
        return { message: reservationsStaffWords.msg("reservationCancelledForGuest") };
      case HOTEL_ROOM_INTENTS.move:
        return { message: (await moveStayFromForm(context.db, id, fields, viewer)).message };
      case RESERVATION_INTENTS.notes:
        await saveReservationNotes(context.db, id, parseForm(NotesSchema, fields).notes, viewer);
        return { message: reservationsStaffWords.msg("reservationNotesSaved") };
      default:
        throw new AppError("validation", recordsWords.msg("unknownFormAction"));
    }
  });
}

export default function ReservationsScreen({ loaderData }: Route.ComponentProps) {
  const { filter, reservations, matching, page, pages, rooms, roomNumbers } = loaderData;
  const result = useActionData<ActionResult>();
  const csvQuery = new URLSearchParams(Object.entries(filter).filter(([, value]) => value !== "")).toString();
  // The same filters on another page; an "Arrival from" left empty stays empty (not today).
  const pageHref = (to: number) => `/reservations?${new URLSearchParams({ ...filter, page: String(to) }).toString()}`;
  const first = (page - 1) * INBOX_PAGE + 1;
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>Reservations</h1>
        <p className="admin-page-lead">
          Requests from the Book Your Stay page, by arrival: from today on unless you choose other dates. A request holds no room until you confirm it; confirming checks the room type is still
          free on every night.
        </p>
      </header>
      <PlainPostNotice result={result} />
      <Form method="get" className="reservation-filters" aria-label="Filter reservations">
        <div className="form-field">
          <label className="form-label" htmlFor="reservations-status">
            Status
          </label>
          <select id="reservations-status" name="status" defaultValue={filter.status}>
            <option value="">All</option>
            {RESERVATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STAFF_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label className="form-label" htmlFor="reservations-arrival-from">
            Arrival from
          </label>
          <input id="reservations-arrival-from" type="date" name="arrivalFrom" defaultValue={filter.arrivalFrom} />
        </div>
        <div className="form-field">
          <label className="form-label" htmlFor="reservations-arrival-to">
            Arrival to
          </label>
          <input id="reservations-arrival-to" type="date" name="arrivalTo" defaultValue={filter.arrivalTo} />
        </div>
        <button type="submit" className="btn btn-ghost">Show</button>
        <a className="btn btn-ghost" href={csvQuery ? `/reservations.csv?${csvQuery}` : "/reservations.csv"} download>
          Export CSV
        </a>
      </Form>
      <section className="admin-list" aria-labelledby="reservations-list-title">
        <h2 id="reservations-list-title" className="admin-section-title" tabIndex={-1}>
          Reservations <span className="count">{matching}</span>
        </h2>
        {pages > 1 ? <p className="form-hint">{shownText(first, first + reservations.length - 1, matching, !filter.arrivalFrom)}</p> : null}
        <ReservationInbox reservations={reservations} rooms={rooms} />
        {pages > 1 ? <InboxPages page={page} pages={pages} first={first} last={first + reservations.length - 1} matching={matching} latestFirst={!filter.arrivalFrom} href={pageHref} /> : null}
        <RoomNumbersList rooms={roomNumbers} />
      </section>
    </div>
  );
}

const count = (n: number) => n.toLocaleString("en-GB");

/** "Next arrivals first: 1–100 of 483". */
function shownText(first: number, last: number, matching: number, latestFirst: boolean): string {
  return `${latestFirst ? "Latest arrivals first" : "Next arrivals first"}: ${count(first)}–${count(last)} of ${count(matching)}`;
}

/** Below the list: where this page is among the inbox's pages, and the way to the ones before and after. */
function InboxPages({ page, pages, first, last, matching, latestFirst, href }: { page: number; pages: number; first: number; last: number; matching: number; latestFirst: boolean; href: (page: number) => string }) {
  return (
    <nav className="inbox-pages" aria-label="Pages of reservations">
      <p className="form-hint">{shownText(first, last, matching, latestFirst)}</p>
      {page > 1 ? (
        <a className="btn btn-ghost" href={href(page - 1)} rel="prev">
          ← Previous {INBOX_PAGE}
        </a>
      ) : null}
      {page < pages ? (
        <a className="btn btn-ghost" href={href(page + 1)} rel="next">
          Next {count(Math.min(INBOX_PAGE, matching - last))} →
        </a>
      ) : null}
    </nav>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
