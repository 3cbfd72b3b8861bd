import { Form } from "react-router";
import { partyText, stayDatesText } from "~/features/reservations/stay-text";
import type { Reservation } from "~/features/reservations/schema";
import { type FrontDeskMove, frontDeskRefusal } from "~/features/reservations/front-desk-rules";
import { STAFF_STATUS_LABELS } from "~/features/reservations/stay-status-labels";
import { StayMoneyLink } from "~/features/payments/components/stay-money-panel";

/** The intents the Today screen's forms post, one per move at the desk. */
export const FRONT_DESK_INTENTS: Readonly<Record<FrontDeskMove, string>> = { checkIn: "check-in", checkOut: "check-out", noShow: "no-show" };

/** Which list a stay is shown in: it decides the moves offered. */
type ListKind = "arrivals" | "departures" | "inHouse";

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** One plain form per move (no JavaScript needed): the intent, the stay and the day the screen shows. */
function MoveForm({ stay, move, date, label, className }: { stay: Reservation; move: FrontDeskMove; date: string; label: string; className: string }) {
  return (
    <Form method="post" className="inline-form">
      <input type="hidden" name="intent" value={FRONT_DESK_INTENTS[move]} />
      <input type="hidden" name="id" value={stay.id} />
      <input type="hidden" name="date" value={date} />
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
}

/**
 * One stay as the desk needs it: the guest, reference, room type, nights, party, phone and
 * special requests, and the moves the server would accept today (the same rules decide both).
 */
function StayCard({ stay: r, kind, date, today, rooms }: { stay: Reservation; kind: ListKind; date: string; today: string; rooms: string | undefined }) {
  const titleId = `desk-${kind}-${r.id}-title`;
  const can = (move: FrontDeskMove) => frontDeskRefusal(move, r, today) === null;
  const early = r.departure > today;
  return (
    <article className="inbox-item desk-stay" aria-labelledby={titleId}>
      <header className="inbox-item-header">
        <h3 id={titleId} className="inbox-item-title">
          {r.name}
        </h3>
        <span className="reservation-ref">{r.reference}</span>
        <span className={`inbox-status reservation-status-${r.status}`}>{STAFF_STATUS_LABELS[r.status]}</span>
      </header>
      <dl className="inbox-facts desk-facts">
        <div>
          <dt>Room</dt>
          <dd>
            {r.rooms} × {r.roomName}
            {rooms ? <strong className="desk-room-number">{rooms.includes(",") ? ` · rooms ${rooms}` : ` · room ${rooms}`}</strong> : null}
          </dd>
        </div>
        <div className="desk-stay-dates">
          <dt>Stay</dt>
          <dd>{stayDatesText(r.arrival, r.departure, r.nights)}</dd>
        </div>
        <div>
          <dt>Guests</dt>
          <dd>{partyText(r.adults, r.children)}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{r.phone ? <a href={telHref(r.phone)}>{r.phone}</a> : "None given"}</dd>
        </div>
      </dl>
      {r.bookedDeparture ? <p className="inbox-message">Booked to leave {r.bookedDeparture}.</p> : null}
      {r.specialRequests ? (
        <p className="inbox-message">
          <strong>Special requests:</strong> {r.specialRequests}
        </p>
      ) : null}
      <p className="inbox-message">
        <StayMoneyLink stayId={r.id} reference={r.reference} />
      </p>
      <div className="desk-moves">
        {kind === "arrivals" && r.status === "confirmed" && can("checkIn") ? <MoveForm stay={r} move="checkIn" date={date} label={`Check in ${r.name}`} className="btn btn-teal" /> : null}
        {kind !== "arrivals" && r.status === "checked_in" && !early ? <MoveForm stay={r} move="checkOut" date={date} label={`Check out ${r.name}`} className="btn btn-teal" /> : null}
        {kind !== "arrivals" && r.status === "checked_in" && early ? (
          // Leaving before the booked departure frees nights: two steps, without script.
          <details className="desk-confirm">
            <summary>Check out early</summary>
            <p>The stay ends today: the nights from today to {r.departure} are given back to sell.</p>
            <MoveForm stay={r} move="checkOut" date={date} label={`Yes, check out ${r.name}`} className="btn btn-ghost" />
          </details>
        ) : null}
        {kind === "arrivals" && r.status === "confirmed" && can("noShow") ? (
          <details className="desk-confirm">
            <summary>No-show</summary>
            <p>The guest did not come: every night of the stay is given back to sell. The guest is not emailed.</p>
            <MoveForm stay={r} move="noShow" date={date} label={`Yes, ${r.reference} is a no-show`} className="btn btn-ghost" />
          </details>
        ) : null}
        {kind === "arrivals" && r.status === "confirmed" && !can("checkIn") && r.arrival > today ? <p className="form-hint">Check-in opens on the arrival day.</p> : null}
      </div>
    </article>
  );
}

/** One of the day's lists, or a line saying it is empty. */
export function FrontDeskList({
  kind,
  title,
  empty,
  stays,
  date,
  today,
  roomNumbers,
}: {
  kind: ListKind;
  title: string;
  empty: string;
  stays: Reservation[];
  date: string;
  today: string;
  /** The rooms each stay holds, by its id ("204, 205"); none until it is confirmed. */
  roomNumbers: Readonly<Record<number, string>>;
}) {
  const titleId = `desk-${kind}-title`;
  return (
    <section className={`admin-list desk-list desk-list-${kind}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-section-title">
        {title} <span className="count">{stays.length}</span>
      </h2>
      {stays.length === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <ul className="inbox-list" role="list">
          {stays.map((stay) => (
            <li key={stay.id}>
              <StayCard stay={stay} kind={kind} date={date} today={today} rooms={roomNumbers[stay.id]} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The arrivals as a sheet for the desk's clipboard: one row per stay, with the rooms given to it (blank to write in where none is). */
export function PrintableArrivals({ stays, roomNumbers }: { stays: Reservation[]; roomNumbers: Readonly<Record<number, string>> }) {
  if (stays.length === 0) return <p className="empty-state">No confirmed arrivals on this day.</p>;
  return (
    <table className="desk-print-table">
      <thead>
        <tr>
          <th scope="col">Guest</th>
          <th scope="col">Reference</th>
          <th scope="col">Room type</th>
          <th scope="col">Nights</th>
          <th scope="col">Guests</th>
          <th scope="col">Phone</th>
          <th scope="col">Special requests</th>
          <th scope="col">Room no.</th>
        </tr>
      </thead>
      <tbody>
        {stays.map((r) => (
          <tr key={r.id}>
            <td>{r.name}</td>
            <td>{r.reference}</td>
            <td>
              {r.rooms} × {r.roomName}
            </td>
            <td>{r.nights}</td>
            <td>{partyText(r.adults, r.children)}</td>
            <td>{r.phone}</td>
            <td>{r.specialRequests}</td>
            <td className={roomNumbers[r.id] ? undefined : "desk-print-blank"}>{roomNumbers[r.id] ?? null}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
