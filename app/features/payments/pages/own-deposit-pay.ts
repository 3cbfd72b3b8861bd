import type { Route } from "./+types/own-deposit-pay";
import { AppError } from "~/lib/errors";
import { requireMember } from "~/platform/auth/guards.server";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { getOwnStayId, startDepositCheckout } from "~/features/payments/deposits.server";
import { DEPOSIT_GO_PATH } from "~/features/payments/deposit-paths";
import { isThrottled, takeCheckoutTurn, tooManyCheckoutsAnswer } from "~/features/payments/checkout-throttle.server";

/**
 * /dashboard's "Pay the deposit" for a member's own stay (made while signed in): the server
 * checks the stay is theirs (anyone else's is "not found"), creates the checkout and sends the
 * guest on through our hand-over page; a refusal goes back to /dashboard saying why.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const member = await requireMember(request, context);
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  const stayId = id === null ? null : await getOwnStayId(context.db, member.id, id);
  if (stayId === null) return localisedRedirect(request, "/dashboard?deposit=refused#my-reservations-title", 303);
  const form = await request.formData();
  try {
    await takeCheckoutTurn(context.rateLimits, context.clientAddress, stayId);
    const { txRef } = await startDepositCheckout(context.db, context.env, stayId, {
      currency: form.get("currency") === "USD" ? "USD" : "MWK",
      origin: trustedOrigin(request, context.env),
    });
    return localisedRedirect(request, `${DEPOSIT_GO_PATH}?tx_ref=${encodeURIComponent(txRef)}`, 303);
  } catch (error) {
    if (isThrottled(error)) return tooManyCheckoutsAnswer(request, error, "/dashboard");
    if (error instanceof AppError && error.status !== 500) {
      return localisedRedirect(request, `/dashboard?deposit=${error.status === 409 ? "refused" : "unavailable"}#my-reservations-title`, 303);
    }
    throw error;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  return localisedRedirect(request, "/dashboard");
}
