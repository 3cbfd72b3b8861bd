import type { Route } from "./+types/reservation-cancel";
import { AppError } from "~/lib/errors";
import type { PageHandle } from "~/lib/page-handle";
import { useSiteData } from "~/components/use-site-data";
import { StayTerms } from "~/features/reservations/components/stay-terms-lines";
import { StaySummary } from "~/features/reservations/components/reservation-forms";
import { roomsShown } from "~/features/reservations/rooms-shown.server";
import { PictureImage } from "~/components/public/picture-image";
import { langOf } from "~/components/public/translated";
import { telHref } from "~/components/site-nav";
import { mapLinkFor } from "~/lib/map-link";
import reservationFormsCssUrl from "~/features/reservations/components/reservation-forms.css?url";
import { cancelledDepositText, cancelReservationByToken, getCancellationByCancelToken, getReservationByCancelToken } from "~/features/reservations/reservations.server";
import { hotelDate, hotelDay } from "~/lib/dates";
import { reservationCatalog } from "~/features/reservations/components/reservation-catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { Form, Link } from "~/platform/i18n/localised-links";
import { useRichT } from "~/components/public/rich-message";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { siteChrome } from "~/components/site-chrome-catalog";
import { reservationsWords } from "~/features/reservations/reservations-words";
import { CANCELLABLE_STATUSES } from "~/features/reservations/stay-statuses";

import { stayStatusCatalog } from "~/features/reservations/components/stay-status-catalog";
import { DepositPanel } from "~/features/payments/components/deposit-panel";
import { getStayDeposit } from "~/features/payments/deposits.server";
import { DEPOSIT_PAY_PATH } from "~/features/payments/deposit-paths";

/** The status of a stay the guest has come to, left or missed, as they read it (a declined or cancelled stay never reaches the page). */
const OVER_TEXT: Partial<Record<string, "stayStatusCheckedIn" | "stayStatusCheckedOut" | "stayStatusNoShow">> = {
  checked_in: "stayStatusCheckedIn",
  checked_out: "stayStatusCheckedOut",
  no_show: "stayStatusNoShow",
};

/**
 * The stay's own page, the link in every reservation email (DECISIONS §9): what was booked with
 * the room's picture, its status, the times and terms, how to find and call the hotel, and the
 * cancel button. Opening it changes nothing (a mail scanner follows every link); the guest
 * cancels with one press of the button. Opened again after the stay was cancelled, it says
 * when, rather than calling the link invalid.
 */
/** `?deposit=` says why a press of "Pay the deposit" came back (features/payments deposit-pay.ts). */
export const handle: PageHandle = { query: ["deposit"] };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const reservation = await getReservationByCancelToken(context.db, params.token);
  if (!reservation) return { cancellation: await getCancellationByCancelToken(context.db, params.token, languageOfPath(new URL(request.url).pathname)), stay: null, room: null, deposit: null, depositNotice: null, today: hotelDate() };
  const language = languageOfPath(new URL(request.url).pathname);
  const room = reservation.roomTypeId === null ? undefined : (await roomsShown(context.db, language))[reservation.roomTypeId];
  const { reference, roomName, rooms, arrival, departure, nights, adults, children, total, status } = reservation;
  const notice = new URL(request.url).searchParams.get("deposit");
  return {
    cancellation: null,
    // The deposit the stay asks for, and what the ledger says of it (DECISIONS §12).
    deposit: await getStayDeposit(context.db, context.env, { id: reservation.id, status, total }),
    depositNotice: notice === "refused" || notice === "unavailable" ? (notice as "refused" | "unavailable") : null,
    stay: { reference, roomName, rooms, arrival, departure, nights, adults, children, total, status },
    room: room ?? null,
    today: hotelDate(),
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  try {
    const cancelled = await cancelReservationByToken(context.db, params.token);
    // What became of a paid deposit: refunded (and how) or kept (docs/decisions/067-deposit-refunds.md).
    const depositText = await cancelledDepositText(context.db, cancelled.id, languageOfPath(new URL(request.url).pathname));
    return { done: reservationsWords.msg("reservationCancelled", { reference: cancelled.reference }), depositText };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return { done: null, depositText: null };
    throw error;
  }
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: reservationFormsCssUrl }];

/** The page shows one guest's stay: never kept in a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ location }) => [
  { title: reservationCatalog.t(languageOfPath(location.pathname), "stayTitle") },
  { name: "robots", content: "noindex" },
];

export default function BookingCancel({ loaderData, actionData, params }: Route.ComponentProps) {
  const { stay, cancellation, room } = loaderData;
  const { settings } = useSiteData();
  const language = useLanguage();
  const t = useT(reservationCatalog);
  const rich = useRichT(reservationCatalog);
  const roomName = room?.name ?? (stay ? { text: stay.roomName } : null);
  const address = settings.address.trim();
  const cancellable = stay !== null && (CANCELLABLE_STATUSES as readonly string[]).includes(stay.status);
  const over = useT(stayStatusCatalog);
  const overText = stay ? OVER_TEXT[stay.status] : undefined;

  // Cancelled just now, or before, or a link that opens nothing: a short answer. A press refused
  // because the guest has come (or gone) since the page was opened shows the stay as it is now.
  if (actionData?.done || !stay) {
    return (
      <section className="section auth-page" aria-labelledby="booking-cancel-title">
        <div className="auth-card">
          <h1 id="booking-cancel-title">{t("stayTitle")}</h1>
          {actionData?.done ? (
            <>
              <p className="form-success" role="status">
                {actionData.done}
              </p>
              {actionData.depositText ? <p data-deposit-on-cancellation="">{actionData.depositText}</p> : null}
            </>
          ) : cancellation ? (
            <>
              <p className="form-success" role="status">
                {rich("cancelAlready", { reference: <strong>{cancellation.reference}</strong> }, { date: hotelDay(cancellation.cancelledAt, language) })}
              </p>
              {cancellation.depositText ? <p data-deposit-on-cancellation="">{cancellation.depositText}</p> : null}
            </>
          ) : (
            <p className="form-alert" role="alert">
              {t("cancelLinkInvalid")}
            </p>
          )}
          <p className="auth-links">
            <Link to="/">{siteChrome.t(language, "backHome")}</Link>
          </p>
        </div>
      </section>
    );
  }

  return (
    <section className="section stay-page" aria-labelledby="booking-cancel-title">
      <div className="wrap stay-page-grid">
        <article className="stay-page-card">
          {room?.picture ? <PictureImage picture={room.picture} alt="" sizes="(min-width: 48rem) 40rem, 100vw" className="stay-page-media" priority /> : null}
          <div className="stay-page-body">
            <p className="eyebrow">{rich("yourReference", { reference: <strong>{stay.reference}</strong> })}</p>
            <h1 id="booking-cancel-title">{t("stayTitle")}</h1>
            <p className={`stay-status stay-status-${stay.status}`}>{overText ? over(overText) : t(stay.status === "confirmed" ? "stayStatusConfirmed" : "stayStatusAwaiting")}</p>
            <StaySummary
              stay={stay}
              room={
                <>
                  {stay.rooms} × <span lang={langOf(roomName)}>{roomName?.text}</span>
                </>
              }
              onRequest={t("priceOnRequestShort")}
              depositAsked={loaderData.deposit !== null}
            />
            <StayTerms arrival={stay.arrival} today={loaderData.today} cancellable={cancellable} />
          </div>
        </article>
        <aside className="stay-page-aside" aria-label={t("findUs")}>
          <h2>{t("findUs")}</h2>
          <p className="stay-page-hotel">{settings.hotelName}</p>
          {address ? <p>{address}</p> : null}
          {address ? (
            <p>
              <a className="link-arrow" href={mapLinkFor(address)} rel="noopener" target="_blank">
                {t("openMap")}
              </a>
            </p>
          ) : null}
          <p>{rich("callUs", { phone: <a href={telHref(settings.phone24h)}>{settings.phone24h}</a> })}</p>
          {loaderData.deposit ? (
            <DepositPanel deposit={loaderData.deposit} payAction={`${DEPOSIT_PAY_PATH}/${params.token}`} notice={loaderData.depositNotice} />
          ) : null}
          {cancellable ? (
            <>
              <h2>{t("changedPlans")}</h2>
              <p>{t("cancelNote")}</p>
              <Form method="post">
                <button type="submit" className="button button-primary">
                  {t("cancelButton")}
                </button>
              </Form>
            </>
          ) : (
            <p>{over("stayOver")}</p>
          )}
        </aside>
      </div>
    </section>
  );
}
