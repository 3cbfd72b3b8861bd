import { Form } from "~/platform/i18n/localised-links";
import { hotelDateTime, hotelDay } from "~/lib/dates";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { formatAmount } from "~/features/payments/deposit-amounts";
import { paymentsWords } from "~/features/payments/payments-words";

/** The stay page's deposit, as the server worked it out (deposits.server.ts `getStayDeposit`). */
export interface DepositPanelData {
  dueMwk: number;
  dueBy: string | null;
  paid: { amount: number; currency: string; paidAt: string } | null;
  balanceMwk: number;
  options: { currency: "MWK" | "USD"; amount: number }[];
}

/**
 * The deposit on the stay's page (DECISIONS §12): what is due and by when, with one plain-form
 * button per currency the guest may pay in, or what was paid and when, and the balance left.
 * `notice` says why a press was refused (`?deposit=` on the way back).
 */
export function DepositPanel({ deposit, payAction, notice }: { deposit: DepositPanelData; payAction: string; notice: "refused" | "unavailable" | null }) {
  const t = useT(paymentsWords);
  const language = useLanguage();
  return (
    <section className="stay-deposit" aria-labelledby="stay-deposit-title">
      <h2 id="stay-deposit-title">{t("depositHeading")}</h2>
      {deposit.paid ? (
        <>
          <p className="form-success" role="status">
            {t("depositPaid", { amount: formatAmount(deposit.paid.amount, deposit.paid.currency), date: hotelDay(deposit.paid.paidAt, language) })}
          </p>
          <p>{t("depositBalance", { amount: formatAmount(Math.max(0, deposit.balanceMwk), "MWK") })}</p>
        </>
      ) : (
        <>
          <p>
            {deposit.dueBy
              ? t("depositDueBy", { amount: formatAmount(deposit.dueMwk, "MWK"), date: hotelDateTime(deposit.dueBy, language) })
              : t("depositDue", { amount: formatAmount(deposit.dueMwk, "MWK") })}
          </p>
          {notice ? (
            <p className="form-alert" role="alert">
              {t(notice === "refused" ? "depositAlreadyPaid" : "depositUnavailable")}
            </p>
          ) : null}
          {deposit.options.length > 0 ? (
            <>
              {deposit.options.map((option) => (
                <Form key={option.currency} method="post" action={payAction} reloadDocument>
                  <input type="hidden" name="currency" value={option.currency} />
                  <button type="submit" className="button button-primary">
                    {deposit.options.length > 1 ? t("depositPayIn", { amount: formatAmount(option.amount, option.currency) }) : t("depositPay")}
                  </button>
                </Form>
              ))}
              <p className="stay-terms">{t("depositPayNote")}</p>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
