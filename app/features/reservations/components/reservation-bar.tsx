import type { BarRoomType, ReservationBarPage, ReservationBarProblem } from "~/features/reservations/reservation-bar-options";
import { StayFields } from "~/features/reservations/components/stay-fields";
import { reservationBarCatalog } from "~/features/reservations/components/reservation-bar-catalog";
import { useLocalisePath } from "~/platform/i18n/localised-links";
import { useT } from "~/platform/i18n/use-t";
import { useSiteData } from "~/components/use-site-data";
import { addDays } from "~/features/reservations/stay-rules";

/**
 * The reservation bar (home page, accommodation page): a plain GET form to /booking-search, which
 * hands the search to /booking or to the booking engine from the settings
 * (features/reservations/pages/reservation-search.ts). Works without JavaScript; the browser's own date pickers
 * and constraints do the checking on the phone. `page` is where a search that does not add up
 * comes back to (in the page's language: the form posts to the Chichewa twin on a Chichewa page).
 */
export function ReservationBar(props: { today: string; tomorrow: string; roomTypes: readonly BarRoomType[]; problem: ReservationBarProblem | null; page: ReservationBarPage }) {
  const { problem } = props;
  const t = useT(reservationBarCatalog);
  const localise = useLocalisePath();
  // The booking horizon of the settings (decision 052): the date picker stops there, and a search beyond it comes back with why.
  const latest = addDays(props.today, useSiteData().settings.bookingHorizonDays);
  return (
    <form method="get" action={localise("/booking-search")} className="booking-bar" id="book" aria-labelledby="book-title">
      <h2 id="book-title" className="booking-title">
        {t("title")}
      </h2>
      {problem && (
        <p className="booking-problem" role="alert">
          {problem === "horizon" ? t("problemHorizon", { latest }) : t(problem === "departure" ? "problemDeparture" : "problemArrival")}
        </p>
      )}
      {props.page === "/" ? null : <input type="hidden" name="from" value={props.page} />}
      <StayFields
        idPrefix="book"
        values={{ arrival: props.today, departure: props.tomorrow, adults: "2", children: "0", room: "" }}
        today={props.today}
        latest={latest}
        roomField="room"
        roomTypes={props.roomTypes}
      />
    </form>
  );
}
