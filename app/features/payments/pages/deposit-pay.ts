import type { Route } from "./+types/deposit-pay";
import { AppError } from "~/lib/errors";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { getReservationByCancelToken, RESERVATION_CANCEL_PATH } from "~/features/reservations/reservations.server";
import { startDepositCheckout } from "~/features/payments/deposits.server";
import { DEPOSIT_GO_PATH } from "~/features/payments/deposit-paths";
import { isThrottled, takeCheckoutTurn, tooManyCheckoutsAnswer } from "~/features/payments/checkout-throttle.server";

/** Refusals the stay's page can name (`?deposit=`). */
const REFUSALS: Record<number, string> = { 409: "refused", 503: "unavailable" };

/**
 * The stay page's "Pay the deposit" (a plain form, no script): the stay is found by its own link's
 * token, a PayChangu checkout is created for it and the guest is sent there (303). A refusal
 * (paid already, not confirmed, PayChangu down) goes back to the stay's page, which says why.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const stayPage = `${RESERVATION_CANCEL_PATH}/${params.token}`;
  const reservation = await getReservationByCancelToken(context.db, params.token);
  if (!reservation) return localisedRedirect(request, stayPage, 303);
  const form = await request.formData();
  const currency = form.get("currency") === "USD" ? "USD" : "MWK";
  try {
    // Each checkout asks PayChangu for a page: one address, and one stay, get only so many.
    await takeCheckoutTurn(context.rateLimits, context.clientAddress, reservation.id);
    const { txRef } = await startDepositCheckout(context.db, context.env, reservation.id, { currency, origin: trustedOrigin(request, context.env) });
    // Our own page sends the guest on: a form's redirect to another origin is refused by the page's form-action.
    return localisedRedirect(request, `${DEPOSIT_GO_PATH}?tx_ref=${encodeURIComponent(txRef)}`, 303);
  } catch (error) {
    if (isThrottled(error)) return tooManyCheckoutsAnswer(request, error, stayPage);
    if (error instanceof AppError && REFUSALS[error.status]) return localisedRedirect(request, `${stayPage}?deposit=${REFUSALS[error.status]}`, 303);
    throw error;
  }
}

/** Opened as an address: the stay's page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return localisedRedirect(request, `${RESERVATION_CANCEL_PATH}/${params.token}`);
}
