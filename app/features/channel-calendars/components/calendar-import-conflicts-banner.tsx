import { Form } from "react-router";
import type { ChannelConflict } from "~/features/channel-calendars/calendar-import-schema";

/** Where the banner's forms post: the Agency calendars screen's action, which sends staff back to `returnTo`. */
export const CHANNEL_FEEDS_SCREEN = "/channel-feeds";
export const RESOLVE_CONFLICT_INTENT = "resolve-channel-conflict";

const nightsText = (nights: readonly string[]) => (nights.length === 1 ? `night of ${nights[0]}` : `${nights.length} nights, ${nights[0]} to ${nights.at(-1)}`);

/**
 * An agency booked a room on nights another stay already holds there (DECISIONS §11: "flagged
 * at once"). Each clash, with a one-click plain form that moves the stay in the way to a room
 * of its type free on all its nights, when there is one; the agency's stay then takes the
 * room. Mounted by the front desk, Room numbers and any screen that shows rooms; `returnTo` is
 * the screen to come back to after the move.
 */
export function ChannelConflictsBanner({ conflicts, returnTo }: { conflicts: readonly ChannelConflict[]; returnTo: string }) {
  if (conflicts.length === 0) return null;
  return (
    <section className="channel-conflicts" role="alert" aria-labelledby="channel-conflicts-title">
      <h2 id="channel-conflicts-title" className="channel-conflicts-title">
        {conflicts.length === 1 ? "An agency booking clashes with a stay" : `${conflicts.length} agency bookings clash with stays`}
      </h2>
      <ul className="channel-conflicts-list" role="list">
        {conflicts.map((conflict) => (
          <li key={`${conflict.reservationId}-${conflict.blocking?.reservationId ?? "none"}`} className="channel-conflict">
            <p className="channel-conflict-text">
              <strong>Room {conflict.roomNumber}</strong>, {nightsText(conflict.nights)}: {conflict.agency} booked it ({conflict.reference}), but{" "}
              {conflict.blocking ? (
                <>
                  <strong>{conflict.blocking.reference}</strong> ({conflict.blocking.channel === "direct" ? conflict.blocking.guestName : `${conflict.blocking.guestName}, ${conflict.blocking.channel}`}) already holds it.
                </>
              ) : (
                <>the stay that held it has gone; the next read of the calendar gives the room to {conflict.reference}.</>
              )}
            </p>
            {conflict.blocking && conflict.moveTo ? (
              <Form method="post" action={CHANNEL_FEEDS_SCREEN} className="channel-conflict-move">
                <input type="hidden" name="intent" value={RESOLVE_CONFLICT_INTENT} />
                <input type="hidden" name="reservationId" value={conflict.blocking.reservationId} />
                <input type="hidden" name="from" value={conflict.hotelRoomId} />
                <input type="hidden" name="to" value={conflict.moveTo.hotelRoomId} />
                <input type="hidden" name="returnTo" value={returnTo} />
                <button type="submit" className="btn btn-teal">
                  {`Move ${conflict.blocking.reference} to room ${conflict.moveTo.number}`}
                </button>
              </Form>
            ) : conflict.blocking ? (
              <p className="channel-conflict-none">No room of its type is free on all its nights: call the agency or the guest.</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
