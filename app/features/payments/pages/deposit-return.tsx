import type { Route } from "./+types/deposit-return";
import { AppError } from "~/lib/errors";
import type { PageHandle } from "~/lib/page-handle";
import { hotelDay } from "~/lib/dates";
import { languageOfPath } from "~/platform/i18n/language";
import { Form, Link } from "~/platform/i18n/localised-links";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { siteChrome } from "~/components/site-chrome-catalog";
import { formatAmount } from "~/features/payments/deposit-amounts";
import { DEPOSIT_GO_PATH, DEPOSIT_RETURN_PATH } from "~/features/payments/deposit-paths";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";
import { getCheckoutStay, settleDeposit, startDepositCheckout } from "~/features/payments/deposits.server";
import { paymentsWords } from "~/features/payments/payments-words";

const TX_REF = /^[A-Za-z0-9_-]{8,64}$/;

/** PayChangu adds `tx_ref` and `status`; only `tx_ref` is read (the status is asked of its API). */
export const handle: PageHandle = { query: ["tx_ref"] };

/**
 * Where PayChangu sends the guest back (its callback and return addresses): the address itself
 * proves nothing, so the page asks PayChangu's verification endpoint (deposits.server.ts
 * `settleDeposit`), which records the payment once whoever asks first. Not paid: nothing changes
 * and "Try again" starts a new checkout for the same stay (the unguessable tx_ref stands for it).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const txRef = new URL(request.url).searchParams.get("tx_ref") ?? "";
  if (!TX_REF.test(txRef)) return { outcome: { kind: "unknown" as const }, txRef: null };
  const outcome = await settleDeposit(context.db, context.env, txRef);
  return { outcome, txRef: outcome.kind === "unknown" ? null : txRef };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const txRef = String(form.get("tx_ref") ?? "");
  const back = `${DEPOSIT_RETURN_PATH}?tx_ref=${encodeURIComponent(txRef)}`;
  const stay = TX_REF.test(txRef) ? await getCheckoutStay(context.db, txRef) : null;
  if (!stay) return localisedRedirect(request, back, 303);
  try {
    await context.rateLimits.publicForms.hit(context.clientAddress);
    const { txRef } = await startDepositCheckout(context.db, context.env, stay.reservationId, {
      currency: form.get("currency") === "USD" ? "USD" : "MWK",
      origin: trustedOrigin(request, context.env),
    });
    // Our own page sends the guest on: a form's redirect to another origin is refused by the page's form-action.
    return localisedRedirect(request, `${DEPOSIT_GO_PATH}?tx_ref=${encodeURIComponent(txRef)}`, 303);
  } catch (error) {
    if (error instanceof AppError && error.status !== 500) return { refused: error.status === 409 ? ("refused" as const) : ("unavailable" as const) };
    throw error;
  }
}

/** One guest's payment: never stored by a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ location }) => [
  { title: paymentsWords.t(languageOfPath(location.pathname), "returnTitle") },
  { name: "robots", content: "noindex" },
];

export default function DepositReturn({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(paymentsWords);
  const language = useLanguage();
  const { outcome, txRef } = loaderData;
  return (
    <section className="section auth-page" aria-labelledby="deposit-return-title">
      <div className="auth-card">
        <h1 id="deposit-return-title">{t("returnTitle")}</h1>
        {outcome.kind === "paid" ? (
          <p className="form-success" role="status">
            {t("depositPaid", { amount: formatAmount(outcome.amount, outcome.currency), date: hotelDay(outcome.paidAt, language) })}
          </p>
        ) : outcome.kind === "unknown" ? (
          <p className="form-alert" role="alert">
            {t("returnUnknown")}
          </p>
        ) : (
          <>
            <p className="form-alert" role="alert">
              {actionData?.refused === "refused"
                ? t("depositAlreadyPaid")
                : actionData?.refused === "unavailable"
                  ? t("depositUnavailable")
                  : t(outcome.kind === "unverified" ? "returnChecking" : "returnNotPaid")}
            </p>
            {outcome.kind === "not-paid" && txRef ? (
              <Form method="post" reloadDocument>
                <input type="hidden" name="tx_ref" value={txRef} />
                <button type="submit" className="button button-primary">
                  {t("tryAgain")}
                </button>
              </Form>
            ) : null}
          </>
        )}
        <p>{t("returnBackToStay")}</p>
        <p className="auth-links">
          <Link to="/">{siteChrome.t(language, "backHome")}</Link>
        </p>
      </div>
    </section>
  );
}
