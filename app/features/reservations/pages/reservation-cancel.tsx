import type { Route } from "./+types/reservation-cancel";
import { AppError } from "~/lib/errors";
import { useSiteData } from "~/components/use-site-data";
import { stayDatesText, stayPriceText } from "~/features/reservations/stay-text";
import { cancelReservationByToken, getCancellationByCancelToken, getReservationByCancelToken } from "~/features/reservations/reservations.server";
import { hotelDay } from "~/lib/dates";
import { reservationCatalog } from "~/features/reservations/components/reservation-catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { Form, Link } from "~/platform/i18n/localised-links";
import { useRichT } from "~/components/public/rich-message";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { siteChrome } from "~/components/site-chrome-catalog";
import { reservationsWords } from "~/features/reservations/reservations-words";

/**
 * The cancel link in a reservation email (DECISIONS §9). Opening it changes nothing (a mail
 * scanner follows every link); the guest cancels with one press of the button. Opened again
 * after the stay was cancelled, it says when, rather than calling the link invalid.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const reservation = await getReservationByCancelToken(context.db, params.token);
  return {
    cancellation: reservation ? null : await getCancellationByCancelToken(context.db, params.token),
    stay: reservation
      ? { reference: reservation.reference, roomName: reservation.roomName, rooms: reservation.rooms, arrival: reservation.arrival, departure: reservation.departure, nights: reservation.nights, total: reservation.total, status: reservation.status }
      : null,
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    const cancelled = await cancelReservationByToken(context.db, params.token);
    return { done: reservationsWords.msg("reservationCancelled", { reference: cancelled.reference }) };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return { done: null };
    throw error;
  }
}

/** The page shows one guest's stay: never kept in a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ location }) => [
  { title: reservationCatalog.t(languageOfPath(location.pathname), "cancelTitle") },
  { name: "robots", content: "noindex" },
];

export default function BookingCancel({ loaderData, actionData }: Route.ComponentProps) {
  const { stay, cancellation } = loaderData;
  const { usdRate } = useSiteData();
  const language = useLanguage();
  const t = useT(reservationCatalog);
  const rich = useRichT(reservationCatalog);
  
  return (
    <section className="section auth-page" aria-labelledby="booking-cancel-title">
      <div className="auth-card">
        <h1 id="booking-cancel-title">{t("cancelTitle")}</h1>
        {actionData?.done ? (
          <p className="form-success" role="status">
            {actionData.done}
          </p>
        ) : cancellation ? (
          <p className="form-success" role="status">
            {rich("cancelAlready", { reference: <strong>{cancellation.reference}</strong> }, { date: hotelDay(cancellation.cancelledAt, language) })}
          </p>
        ) : stay && !actionData ? (
          <>
            <p className="auth-lead">
              {rich(
                stay.status === "confirmed" ? "cancelSummaryConfirmed" : "cancelSummaryAwaiting",
                { reference: <strong>{stay.reference}</strong> },
                {
                  rooms: stay.rooms,
                  room: stay.roomName,
                  dates: stayDatesText(stay.arrival, stay.departure, stay.nights, language),
                  price: stayPriceText(stay.total, t("priceOnRequestShort"), usdRate),
                },
              )}
            </p>
            <Form method="post">
              <button type="submit" className="button button-primary">
                {t("cancelButton")}
              </button>
            </Form>
          </>
        ) : (
          <p className="form-alert" role="alert">
            {reservationsWords.t(language, "reservationCancelLinkInvalid")}
          </p>
        )}
        <p className="auth-links">
          <Link to="/">{siteChrome.t(language, "backHome")}</Link>
        </p>
      </div>
    </section>
  );
}
