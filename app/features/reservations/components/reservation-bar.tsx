import { type ReservationBarPage, type ReservationBarProblem, MAX_CHILDREN, MAX_GUESTS } from "~/features/reservations/reservation-bar-options";
import { reservationBarCatalog } from "~/features/reservations/components/reservation-bar-catalog";
import { useLocalisePath } from "~/platform/i18n/localised-links";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { useSiteData } from "~/components/use-site-data";
import { addDays } from "~/features/reservations/stay-rules";
import { reservationsWords } from "~/features/reservations/reservations-words";

const counts = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The reservation bar (home page, accommodation page): a plain GET form to /booking-search, which
 * hands the search to /booking or to the booking engine from the settings
 * (features/reservations/pages/reservation-search.ts). Works without JavaScript; the browser's own date pickers
 * and constraints do the checking on the phone. `page` is where a search that does not add up
 * comes back to (in the page's language: the form posts to the Chichewa twin on a Chichewa page).
 */
export function ReservationBar(props: { today: string; tomorrow: string; roomTypes: string[]; problem: ReservationBarProblem | null; page: ReservationBarPage }) {
  const { problem } = props;
  const t = useT(reservationBarCatalog);
  const localise = useLocalisePath();
  const language = useLanguage();
  // The booking horizon of the settings (decision 052): the date picker stops there, and a search beyond it comes back with why.
  const latest = addDays(props.today, useSiteData().settings.bookingHorizonDays);
  return (
    <form method="get" action={localise("/booking-search")} className="booking-bar" id="book" aria-labelledby="book-title">
      <h2 id="book-title" className="booking-title">
        {t("title")}
      </h2>
      {problem && (
        <p className="booking-problem" role="alert">
          {problem === "horizon" ? reservationsWords.t(language, "arrivalBeyondHorizon", { latest }) : t(problem === "departure" ? "problemDeparture" : "problemArrival")}
        </p>
      )}
      {props.page === "/" ? null : <input type="hidden" name="from" value={props.page} />}
      <div className="booking-fields">
        <div className="booking-field">
          <label htmlFor="book-arrival">{t("arrival")}</label>
          <input id="book-arrival" type="date" name="arrival" required min={props.today} max={latest} defaultValue={props.today} />
        </div>
        <div className="booking-field">
          <label htmlFor="book-departure">{t("departure")}</label>
          <input id="book-departure" type="date" name="departure" required min={props.tomorrow} defaultValue={props.tomorrow} />
        </div>
        <div className="booking-field booking-field-small">
          <label htmlFor="book-adults">{t("adults")}</label>
          <select id="book-adults" name="adults" defaultValue="2">
            {counts(1, MAX_GUESTS).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div className="booking-field booking-field-small">
          <label htmlFor="book-children">{t("children")}</label>
          <select id="book-children" name="children" defaultValue="0">
            {counts(0, MAX_CHILDREN).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <div className="booking-field booking-field-room">
          <label htmlFor="book-room">{t("roomType")}</label>
          <select id="book-room" name="room" defaultValue="">
            <option value="">{t("anyRoomType")}</option>
            {props.roomTypes.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-gold booking-submit">
          {t("checkAvailability")}
        </button>
      </div>
    </form>
  );
}
