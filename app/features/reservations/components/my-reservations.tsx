// The cancel form posts to the page it is on (no action), so React Router's own Form keeps the page's language.
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Form as RouterLocalisedForm } from "~/platform/i18n/localised-links";
import { formatAmount } from "~/features/payments/deposit-amounts";
import { paymentsWords } from "~/features/payments/payments-words";
import { useSiteData } from "~/components/use-site-data";
import { stayPriceText } from "~/features/reservations/stay-text";
import type { Reservation } from "~/features/reservations/schema";
import { Link } from "~/platform/i18n/localised-links";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { myReservationsCatalog, stayDatesIn } from "./my-reservations-catalog";
import { CANCELLABLE_STATUSES } from "~/features/reservations/stay-statuses";

/** The /dashboard form intent that cancels one of the member's own stays. */
export const CANCEL_OWN_RESERVATION_INTENT = "cancel-reservation";

const STATUS_TEXT = {
  requested: "status.requested",
  confirmed: "status.confirmed",
  declined: "status.declined",
  cancelled: "status.cancelled",
  checked_in: "status.checked_in",
  checked_out: "status.checked_out",
  no_show: "status.no_show",
} as const satisfies Record<Reservation["status"], string>;

type MyReservation = Pick<Reservation, "id" | "reference" | "roomName" | "rooms" | "arrival" | "departure" | "nights" | "total" | "status"> & {
  /** The deposit the stay asks for (features/payments), null for none. */
  deposit?: { dueMwk: number; paid: boolean } | null;
};

/**
 * A member's reservations on /dashboard (those made while signed in), newest arrival first.
 * A request or a confirmed stay can be cancelled here (never once the guest has come, gone or not come): the first press opens the question, the
 * second sends a plain form (no JavaScript needed); the server checks the stay is theirs.
 * `children` close the section (the dashboard's invitation to confirm the email).
 */
export function MyReservations({
  reservations,
  result,
  children,
  depositNotice = null,
}: {
  reservations: MyReservation[];
  result: { ok: boolean; message: string } | null;
  children?: ReactNode;
  /** Why a press of "Pay the deposit" came back. */
  depositNotice?: "refused" | "unavailable" | null;
}) {
  const pay = useT(paymentsWords);
  const navigation = useNavigation();
  const { usdRate } = useSiteData();
  const t = useT(myReservationsCatalog);
  const language = useLanguage();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === CANCEL_OWN_RESERVATION_INTENT ? navigation.formData.get("id") : null;
  return (
    <section className="my-reservations" aria-labelledby="my-reservations-title">
      <h2 id="my-reservations-title">{t("title")}</h2>
      {result ? (
        <p className={result.ok ? "form-success" : "form-alert"} role={result.ok ? "status" : "alert"}>
          {result.message}
        </p>
      ) : null}
      {depositNotice ? (
        <p className="form-alert" role="alert">
          {pay(depositNotice === "refused" ? "depositAlreadyPaid" : "depositUnavailable")}
        </p>
      ) : null}
      {reservations.length === 0 ? (
        <p>
          {t("none")} <Link to="/booking" reloadDocument>{t("book")}</Link>.
        </p>
      ) : (
        <ul className="my-reservation-list" role="list">
          {reservations.map((r) => (
            <li key={r.id} className="my-reservation">
              <p className="my-reservation-stay">
                <strong>{r.reference}</strong>: {r.rooms} × {r.roomName}, {stayDatesIn(language, r.arrival, r.departure, r.nights)}, {stayPriceText(r.total, t("priceOnRequest"), usdRate)}
              </p>
              <p className="my-reservation-status" data-status={r.status}>
                {t(STATUS_TEXT[r.status])}
              </p>
              {r.deposit ? (
                r.deposit.paid ? (
                  <p>{pay("depositPaidShort", { amount: formatAmount(r.deposit.dueMwk, "MWK") })}</p>
                ) : r.status === "confirmed" ? (
                  <RouterLocalisedForm method="post" action={`/my-stays/${r.id}/deposit`} reloadDocument className="inline-form">
                    <button type="submit" className="btn btn-teal">
                      {pay("depositPayIn", { amount: formatAmount(r.deposit.dueMwk, "MWK") })}
                    </button>
                  </RouterLocalisedForm>
                ) : null
              ) : null}
              {(CANCELLABLE_STATUSES as readonly string[]).includes(r.status) ? (
                <details className="my-reservation-cancel">
                  <summary>{t("cancel")}</summary>
                  <Form method="post" className="inline-form">
                    <input type="hidden" name="intent" value={CANCEL_OWN_RESERVATION_INTENT} />
                    <input type="hidden" name="id" value={r.id} />
                    <p>{t("cancelExplained")}</p>
                    <button type="submit" className="btn btn-ghost" aria-disabled={sending === String(r.id) || undefined}>
                      {sending === String(r.id) ? t("cancelling") : t("confirmCancel", { reference: r.reference })}
                    </button>
                  </Form>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
