import { MAX_GUESTS } from "~/features/booking/booking-bar-options";

/**
 * The hero's booking bar: a plain GET form to /booking-search, which hands the search to
 * /booking or to the booking engine from the settings (routes/public/booking-search.ts). Works without JavaScript;
 * the browser's own date pickers and constraints do the checking on the phone.
 */
export function BookingBar(props: { today: string; tomorrow: string; roomTypes: string[]; problem: string | null }) {
  const { problem } = props;
  return (
    <form method="get" action="/booking-search" className="booking-bar" id="book" aria-labelledby="book-title">
      <h2 id="book-title" className="booking-title">
        Book your stay
      </h2>
      {problem && (
        <p className="booking-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="booking-fields">
        <div className="booking-field">
          <label htmlFor="book-arrival">Arrival</label>
          <input id="book-arrival" type="date" name="arrival" required min={props.today} defaultValue={props.today} />
        </div>
        <div className="booking-field">
          <label htmlFor="book-departure">Departure</label>
          <input id="book-departure" type="date" name="departure" required min={props.tomorrow} defaultValue={props.tomorrow} />
        </div>
        <div className="booking-field booking-field-small">
          <label htmlFor="book-guests">Guests</label>
          <select id="book-guests" name="guests" defaultValue="2">
            {Array.from({ length: MAX_GUESTS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div className="booking-field">
          <label htmlFor="book-room">Room type</label>
          <select id="book-room" name="room" defaultValue="">
            <option value="">Any room type</option>
            {props.roomTypes.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-gold booking-submit">
          Check availability
        </button>
      </div>
    </form>
  );
}
