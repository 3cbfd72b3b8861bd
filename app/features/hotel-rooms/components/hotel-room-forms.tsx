import { Form } from "react-router";
import type { HotelRoom, StayRoom } from "~/features/hotel-rooms/schema";
import { stayDatesText } from "~/features/reservations/stay-text";
import { nightsBetween } from "~/features/reservations/stay-rules";

/** The intents the Room numbers screen's and the Reservations screen's forms post. */
export const HOTEL_ROOM_INTENTS = {
  add: "add-hotel-room",
  update: "update-hotel-room",
  remove: "remove-hotel-room",
  outOfOrder: "room-out-of-order",
  backInService: "room-back-in-service",
  move: "move-stay",
} as const;

/** The id of the page-wide list of room numbers the Move forms suggest from. */
export const ROOM_NUMBERS_LIST_ID = "hotel-room-numbers";

const floorText = (floor: number | null) => (floor === null ? "No floor given" : floor === 0 ? "Ground floor" : `Floor ${floor}`);

/** Staff add a room to a type: its number or name, floor and notes. */
export function AddRoomForm({ types, roomTypeId }: { types: readonly { id: number; name: string }[]; roomTypeId: number | undefined }) {
  return (
    <section className="hotel-room-add" aria-labelledby="add-room-title">
      <h2 id="add-room-title" className="admin-section-title">Add a room</h2>
      <Form method="post" className="hotel-room-form">
        <input type="hidden" name="intent" value={HOTEL_ROOM_INTENTS.add} />
        <div className="form-field">
          <label className="form-label" htmlFor="add-room-type">Room type</label>
          <select id="add-room-type" name="roomTypeId" defaultValue={roomTypeId} required>
            {types.map((type) => (
              <option key={type.id} value={type.id}>{type.name}</option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label className="form-label" htmlFor="add-room-number">Number or name</label>
          <input id="add-room-number" name="number" type="text" required maxLength={40} autoComplete="off" />
        </div>
        <div className="form-field">
          <label className="form-label" htmlFor="add-room-floor">Floor <span className="form-optional">(optional)</span></label>
          <input id="add-room-floor" name="floor" type="number" inputMode="numeric" min={-5} max={200} step={1} />
        </div>
        <div className="form-field form-field-wide">
          <label className="form-label" htmlFor="add-room-notes">Notes <span className="form-optional">(staff only)</span></label>
          <input id="add-room-notes" name="notes" type="text" maxLength={1000} />
        </div>
        <button type="submit" className="btn btn-teal">Add room</button>
      </Form>
    </section>
  );
}

/** One type's rooms, each with its out-of-order periods and what staff may do to it (plain forms). */
export function HotelRoomList({ rooms, today }: { rooms: readonly HotelRoom[]; today: string }) {
  if (rooms.length === 0) return <p className="empty-state">This room type has no rooms yet: add them above.</p>;
  return (
    <ul className="hotel-room-list" role="list">
      {rooms.map((room) => (
        <li key={room.id}>
          <HotelRoomItem room={room} today={today} />
        </li>
      ))}
    </ul>
  );
}

function HotelRoomItem({ room, today }: { room: HotelRoom; today: string }) {
  const titleId = `hotel-room-${room.id}-title`;
  const outNow = room.outOfOrder.some((period) => period.from <= today && today < period.to);
  return (
    <article className="hotel-room" aria-labelledby={titleId} data-out-of-order={outNow ? "" : undefined}>
      <header className="hotel-room-header">
        <h3 id={titleId} className="hotel-room-number">{room.number}</h3>
        <span className="hotel-room-floor">{floorText(room.floor)}</span>
        {outNow ? <span className="hotel-room-badge">Out of order tonight</span> : null}
      </header>
      {room.notes ? <p className="hotel-room-notes">{room.notes}</p> : null}
      {room.outOfOrder.length > 0 ? (
        <ul className="hotel-room-periods" role="list" aria-label={`Room ${room.number} out of order`}>
          {room.outOfOrder.map((period) => (
            <li key={period.id}>
              <span>
                <strong>Out of order</strong> {stayDatesText(period.from, period.to, nightsBetween(period.from, period.to))}: {period.reason}
                {period.createdBy ? ` (${period.createdBy})` : ""}
              </span>
              <Form method="post" className="inline-form">
                <input type="hidden" name="intent" value={HOTEL_ROOM_INTENTS.backInService} />
                <input type="hidden" name="id" value={room.id} />
                <input type="hidden" name="periodId" value={period.id} />
                <button type="submit" className="btn btn-ghost">Back in service</button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="hotel-room-actions">
        <details>
          <summary>Edit</summary>
          <Form method="post" className="hotel-room-form">
            <input type="hidden" name="intent" value={HOTEL_ROOM_INTENTS.update} />
            <input type="hidden" name="id" value={room.id} />
            <div className="form-field">
              <label className="form-label" htmlFor={`room-${room.id}-number`}>Number or name</label>
              <input id={`room-${room.id}-number`} name="number" type="text" required maxLength={40} defaultValue={room.number} />
            </div>
            <div className="form-field">
              <label className="form-label" htmlFor={`room-${room.id}-floor`}>Floor <span className="form-optional">(optional)</span></label>
              <input id={`room-${room.id}-floor`} name="floor" type="number" inputMode="numeric" min={-5} max={200} step={1} defaultValue={room.floor ?? ""} />
            </div>
            <div className="form-field form-field-wide">
              <label className="form-label" htmlFor={`room-${room.id}-notes`}>Notes <span className="form-optional">(staff only)</span></label>
              <input id={`room-${room.id}-notes`} name="notes" type="text" maxLength={1000} defaultValue={room.notes} />
            </div>
            <button type="submit" className="btn btn-teal">Save room</button>
          </Form>
        </details>
        <details>
          <summary>Out of order…</summary>
          <Form method="post" className="hotel-room-form">
            <input type="hidden" name="intent" value={HOTEL_ROOM_INTENTS.outOfOrder} />
            <input type="hidden" name="id" value={room.id} />
            <div className="form-field">
              <label className="form-label" htmlFor={`room-${room.id}-from`}>First night</label>
              <input id={`room-${room.id}-from`} name="from" type="date" required min={today} />
            </div>
            <div className="form-field">
              <label className="form-label" htmlFor={`room-${room.id}-to`}>Back in service on</label>
              <input id={`room-${room.id}-to`} name="to" type="date" required min={today} />
            </div>
            <div className="form-field form-field-wide">
              <label className="form-label" htmlFor={`room-${room.id}-reason`}>Reason</label>
              <input id={`room-${room.id}-reason`} name="reason" type="text" required maxLength={200} />
            </div>
            <button type="submit" className="btn btn-ghost">Take out of order</button>
          </Form>
        </details>
        <details>
          <summary>Remove…</summary>
          <Form method="post" className="inline-form">
            <input type="hidden" name="intent" value={HOTEL_ROOM_INTENTS.remove} />
            <input type="hidden" name="id" value={room.id} />
            <p>The room type has one room fewer to sell. A room with stays from today on cannot be removed: move them first.</p>
            <button type="submit" className="btn btn-ghost">{`Yes, remove room ${room.number}`}</button>
          </Form>
        </details>
      </div>
    </article>
  );
}

/** Every room number, once per page, for the Move forms to suggest from (typing works without it). */
export function RoomNumbersList({ rooms }: { rooms: readonly { number: string; roomTypeName: string }[] }) {
  return (
    <datalist id={ROOM_NUMBERS_LIST_ID}>
      {rooms.map((room) => (
        <option key={room.number} value={room.number}>{room.roomTypeName}</option>
      ))}
    </datalist>
  );
}

/** The rooms a confirmed stay holds, and a form to move it (from one of them, to a room typed by its number). */
export function StayRoomsAndMove({ reservationId, rooms }: { reservationId: number; rooms: readonly StayRoom[] }) {
  const distinct = [...new Map(rooms.map((room) => [room.roomId, room])).values()];
  return (
    <div className="stay-rooms">
      {rooms.length === 0 ? (
        <p>No room assigned.</p>
      ) : (
        <ul className="stay-rooms-list" role="list" aria-label="Rooms">
          {rooms.map((room) => (
            <li key={`${room.roomId}-${room.from}`} className="stay-room">
              {/^\d/.test(room.number) ? "Room " : ""}
              <strong>{room.number}</strong> ({room.roomTypeName}) {stayDatesText(room.from, room.to, nightsBetween(room.from, room.to))}
            </li>
          ))}
        </ul>
      )}
      {distinct.length > 0 ? (
        <details className="stay-move">
          <summary>Move to another room…</summary>
          <Form method="post" className="hotel-room-form">
            <input type="hidden" name="intent" value={HOTEL_ROOM_INTENTS.move} />
            <input type="hidden" name="id" value={reservationId} />
            {distinct.length === 1 ? (
              <input type="hidden" name="from" value={distinct[0]?.roomId} />
            ) : (
              <div className="form-field">
                <label className="form-label" htmlFor={`move-${reservationId}-from`}>From room</label>
                <select id={`move-${reservationId}-from`} name="from">
                  {distinct.map((room) => (
                    <option key={room.roomId} value={room.roomId}>{room.number}</option>
                  ))}
                </select>
              </div>
            )}
            <div className="form-field">
              <label className="form-label" htmlFor={`move-${reservationId}-to`}>To room (number)</label>
              <input id={`move-${reservationId}-to`} name="toNumber" type="text" required maxLength={40} list={ROOM_NUMBERS_LIST_ID} autoComplete="off" />
            </div>
            <button type="submit" className="btn btn-ghost">Move</button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
