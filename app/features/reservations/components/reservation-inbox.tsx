import { Form } from "react-router";
import { hotelDateTime } from "~/lib/dates";
import { partyText, stayDatesText, stayPriceText } from "~/features/reservations/stay-text";
import type { Reservation } from "~/features/reservations/schema";
import { emailStaffWords } from "~/platform/email/email-words";
import { STAFF_STATUS_LABELS } from "~/features/reservations/stay-status-labels";
import { CANCELLABLE_STATUSES } from "~/features/reservations/stay-statuses";
import type { StayRoom } from "~/features/hotel-rooms/schema";
import { StayRoomsAndMove } from "~/features/hotel-rooms/components/hotel-room-forms";
import { isOccupying } from "~/features/reservations/stay-statuses";
import { StayMoneyLink } from "~/features/payments/components/stay-money-panel";

/** The intents the Reservations screen's forms post. */
export const RESERVATION_INTENTS = { confirm: "confirm-reservation", decline: "decline-reservation", cancel: "cancel-reservation-for-guest", notes: "reservation-notes" } as const;


/** Reservations by arrival, each with its guest, stay and price, and what staff may do next (plain forms). */
export function ReservationInbox({ reservations, rooms = {} }: { reservations: Reservation[]; rooms?: Readonly<Record<number, readonly StayRoom[]>> }) {
  if (reservations.length === 0) return <p className="empty-state">No reservations match these filters.</p>;
  return (
    <ul className="inbox-list" role="list">
      {reservations.map((reservation) => (
        <li key={reservation.id}>
          <ReservationItem reservation={reservation} rooms={rooms[reservation.id] ?? []} />
        </li>
      ))}
    </ul>
  );
}

function ReservationItem({ reservation: r, rooms }: { reservation: Reservation; rooms: readonly StayRoom[] }) {
  const titleId = `reservation-${r.id}-title`;
  return (
    <article className="inbox-item reservation" aria-labelledby={titleId} data-handled={r.status === "requested" ? undefined : ""}>
      <header className="inbox-item-header">
        <h3 id={titleId} className="inbox-item-title">
          <span className="reservation-ref">{r.reference}</span> {r.rooms} × {r.roomName}
        </h3>
        <span className={`inbox-status reservation-status-${r.status}`}>{STAFF_STATUS_LABELS[r.status]}</span>
        <time className="inbox-time" dateTime={r.createdAt}>
          {hotelDateTime(r.createdAt)}
        </time>
      </header>
      <p className="inbox-contact">
        <span>{r.name}</span>
        {/* A stay imported from an agency's calendar has neither (features/channel-calendars). */}
        {r.email ? <a href={`mailto:${r.email}`}>{r.email}</a> : null}
        {r.phone ? <a href={`tel:${r.phone.replace(/[^\d+]/g, "")}`}>{r.phone}</a> : null}
      </p>
      <dl className="inbox-facts">
        <div className="reservation-stay"><dt>Stay</dt><dd>{stayDatesText(r.arrival, r.departure, r.nights)}</dd></div>
        <div><dt>Guests</dt><dd>{partyText(r.adults, r.children)}</dd></div>
        <div><dt>Price</dt><dd>{stayPriceText(r.total)}{r.discountPercent ? ` (VIP ${r.discountPercent}% off)` : ""}</dd></div>
      </dl>
      <p className="inbox-message">
        <StayMoneyLink stayId={r.id} reference={r.reference} />
      </p>
      {isOccupying(r.status) ? <StayRoomsAndMove reservationId={r.id} rooms={rooms} /> : null}
      {r.acknowledgement === "withheld" ? <p className="inbox-message acknowledgement-withheld">{emailStaffWords.msg("acknowledgementWithheld")}</p> : null}
      {r.specialRequests ? <p className="inbox-message"><strong>Special requests:</strong> {r.specialRequests}</p> : null}
      {r.declineReason ? <p className="inbox-message"><strong>Declined:</strong> {r.declineReason}</p> : null}
      {r.status === "requested" ? (
        <div className="reservation-decide">
          <Form method="post" className="inline-form">
            <input type="hidden" name="intent" value={RESERVATION_INTENTS.confirm} />
            <input type="hidden" name="id" value={r.id} />
            <button type="submit" className="btn btn-teal">Confirm</button>
          </Form>
          <Form method="post" className="inline-form reservation-decline">
            <input type="hidden" name="intent" value={RESERVATION_INTENTS.decline} />
            <input type="hidden" name="id" value={r.id} />
            <div className="form-field">
              <label className="form-label" htmlFor={`decline-${r.id}`}>
                If you decline: the reason, sent to the guest
              </label>
              <input id={`decline-${r.id}`} name="reason" type="text" required maxLength={1000} />
            </div>
            <button type="submit" className="btn btn-ghost">Decline</button>
          </Form>
        </div>
      ) : null}
      {(CANCELLABLE_STATUSES as readonly string[]).includes(r.status) ? (
        // Two steps, without script: the first press only opens the question.
        <details className="reservation-cancel">
          <summary>Cancel at the guest's request</summary>
          <Form method="post" className="inline-form">
            <input type="hidden" name="intent" value={RESERVATION_INTENTS.cancel} />
            <input type="hidden" name="id" value={r.id} />
            <p>The rooms are given back on every night of the stay, the guest's cancel links stop working, and the guest is emailed that the reservation is cancelled as they asked.</p>
            <button type="submit" className="btn btn-ghost">
              {`Yes, cancel ${r.reference}`}
            </button>
          </Form>
        </details>
      ) : null}
      <Form method="post" className="reservation-notes">
        <input type="hidden" name="intent" value={RESERVATION_INTENTS.notes} />
        <input type="hidden" name="id" value={r.id} />
        <div className="form-field">
          <label className="form-label" htmlFor={`notes-${r.id}`}>
            Notes <span className="form-optional">(staff only)</span>
          </label>
          <textarea id={`notes-${r.id}`} name="notes" rows={2} maxLength={4000} defaultValue={r.notes} />
        </div>
        <button type="submit" className="btn btn-ghost">Save notes</button>
      </Form>
    </article>
  );
}
