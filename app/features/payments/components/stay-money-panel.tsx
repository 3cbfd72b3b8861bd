import { Form } from "react-router";
import { Field } from "~/components/forms/field";
import { PlainPostNotice } from "~/components/admin/plain-post-notice";
import { hotelDateTime, hotelDay } from "~/lib/dates";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { formatAmount } from "~/features/payments/deposit-amounts";
import { paidWith } from "~/features/payments/paid-with";
import { staffStatusText } from "~/features/reservations/stay-status-labels";
import { DESK_METHODS, PAYMENT_METHODS, REFUND_METHODS, type StayLedger } from "~/features/payments/schema";
import { STAY_MONEY_INTENTS, STAY_MONEY_SECTION_ID, stayPageHref } from "~/features/payments/stay-money-links";
import type { StayMoney } from "~/features/payments/stay-money.server";
import { stayMoneyStaffWords, type StayMoneyStaffKey } from "~/features/payments/stay-money-staff-words";

const say = (key: StayMoneyStaffKey, values?: Record<string, string | number>) => stayMoneyStaffWords.t("en", key, values);
const mwk = (amount: number) => formatAmount(amount, "MWK");
const known = (method: string) => (PAYMENT_METHODS as readonly string[]).includes(method);
/** A method in full, as the forms offer it ("Mobile money to the hotel's till"); an unknown stored value as it is. */
const methodName = (method: string) => (known(method) ? say(`method.${method}` as StayMoneyStaffKey) : method);
/** A method inside a line ("At the desk · mobile money"). */
const methodShort = (method: string) => (known(method) ? say(`methodShort.${method}` as StayMoneyStaffKey) : method);

/** The statuses of a stay that never was or will be slept in: nothing is left to pay at the hotel, whatever the ledger holds. */
const NOT_STAYING = ["cancelled", "declined", "no_show"];

type Line = StayLedger["lines"][number];

/** What a ledger line is, as the desk reads it: "Online deposit · Airtel Money", "At the desk · cash", "Refund · PayChangu dashboard". */
function lineWhat(line: Line): string {
  if (line.kind === "deposit") {
    const wallet = paidWith(line.providerMethod);
    return wallet ? say("lineOnlineVia", { method: wallet }) : say("lineOnline");
  }
  if (line.kind === "desk") return say("lineDesk", { method: methodShort(line.method) });
  if (line.status === "paid") return say("lineRefundVia", { method: methodShort(line.method) });
  // Not paid back yet: where the deposit came from is where it goes back to.
  const wallet = paidWith(line.providerMethod);
  return wallet ? say("lineRefundTo", { method: wallet }) : say("lineRefund");
}

/**
 * A stay's money on its page (DECISIONS §12, decisions 064–068): what the ledger adds up to, its
 * lines, and the desk's three plain forms (a payment taken at the desk, a waived or changed
 * deposit, a due refund paid back), posted to the page's action. `result` is that action's answer
 * for one of these forms (field messages beside the fields; a refusal above them); `notice` what
 * the last one did, after the redirect back here.
 */
export function StayMoneyPanel({
  money,
  stayStatus,
  start,
  notice,
  result,
  resetKey,
}: {
  money: StayMoney;
  stayStatus: string;
  start: string;
  notice: string | null;
  result: ActionResult | undefined;
  resetKey: string;
}) {
  const { ledger, usdRate, depositChange, depositRefusal } = money;
  // A refused form's field messages, and what was typed (for a page posted without JavaScript, drawn anew).
  const refusalOf = (intent: string) => (result && !result.ok && result.intent === intent ? result : undefined);
  const { errors: deskErrors, sent: deskSent } = refusalOf(STAY_MONEY_INTENTS.deskPayment) ?? {};
  const { errors: depositErrors, sent: depositSent } = refusalOf(STAY_MONEY_INTENTS.depositChange) ?? {};
  const dueRefunds = ledger.lines.filter((line) => line.kind === "refund" && line.status === "due");
  const notStaying = NOT_STAYING.includes(stayStatus);
  const waived = ledger.depositDue === 0 && depositChange !== null && depositChange.after === null;

  return (
    <section id={STAY_MONEY_SECTION_ID} className="chart-stay-box stay-money" aria-labelledby="stay-money-title" tabIndex={-1}>
      <h2 id="stay-money-title" className="admin-section-title">
        {say("moneyTitle")}
      </h2>
      {notice ? (
        <p className="admin-notice admin-notice-success" role="status">
          {notice}
        </p>
      ) : null}
      <PlainPostNotice result={result && !result.ok ? result : undefined} />
      <p className="form-hint">{say("moneyLead")}</p>

      <dl className="money-figures">
        <div>
          <dt>{say("figureTotal")}</dt>
          <dd>{mwk(ledger.total)}</dd>
        </div>
        <div>
          <dt>{say("figureDeposit")}</dt>
          <dd>{ledger.depositDue > 0 ? mwk(ledger.depositDue) : waived ? say("depositWaived") : say("depositNone")}</dd>
        </div>
        <div>
          <dt>{say("figurePaid")}</dt>
          <dd>{mwk(ledger.paid)}</dd>
        </div>
        <div>
          <dt>{say("figureRefunded")}</dt>
          <dd>{ledger.refunded > 0 ? `−${mwk(ledger.refunded)}` : mwk(0)}</dd>
        </div>
        <div className="money-balance">
          {notStaying ? (
            <>
              <dt>{say("figureBalance")}</dt>
              <dd className="money-balance-none">{say("balanceNotDue", { status: staffStatusText(stayStatus) })}</dd>
            </>
          ) : ledger.balance < 0 ? (
            <>
              <dt>{say("figureOverpaid")}</dt>
              <dd>{mwk(-ledger.balance)}</dd>
            </>
          ) : (
            <>
              <dt>{say("figureBalance")}</dt>
              <dd>{mwk(ledger.balance)}</dd>
            </>
          )}
        </div>
      </dl>
      {depositChange ? (
        <p className="money-deposit-why">
          {depositChange.after === null
            ? say("depositWaivedWhy", { by: depositChange.by, date: hotelDay(depositChange.at), reason: depositChange.reason })
            : say("depositChangedWhy", { before: depositChange.before, by: depositChange.by, date: hotelDay(depositChange.at), reason: depositChange.reason })}
        </p>
      ) : null}
      {dueRefunds.length > 0 ? (
        <p className="money-alert" role="note">
          {say("refundDueAlert", { count: dueRefunds.length })}
        </p>
      ) : null}

      <h3 className="money-subtitle">{say("linesTitle")}</h3>
      {ledger.lines.length === 0 ? (
        <p className="form-hint">{say("linesEmpty")}</p>
      ) : (
        <ol className="money-lines">
          {ledger.lines.map((line) => (
            <li key={line.id} className={`money-line money-line-${line.status}`} data-line={line.id}>
              <div className="money-line-main">
                <p className="money-line-what">{lineWhat(line)}</p>
                <p className="money-line-meta">
                  <time dateTime={line.paidAt ?? line.createdAt}>{hotelDateTime(line.paidAt ?? line.createdAt)}</time>
                  {line.providerRef ? <span>{say("lineProviderRef", { ref: line.providerRef })}</span> : null}
                </p>
                {line.note ? <p className="money-line-note">{line.note}</p> : null}
              </div>
              <div className="money-line-sum">
                <p className="money-line-amount">{line.kind === "refund" ? `−${mwk(line.amountMwk)}` : mwk(line.amountMwk)}</p>
                {line.currency !== "MWK" ? <p className="money-line-usd">{say("lineUsd", { amount: formatAmount(line.amount, line.currency) })}</p> : null}
                <p className={`money-status money-status-${line.status}`}>{say(`status.${line.status}`)}</p>
              </div>
              {line.kind === "refund" && line.status === "due" ? <RefundPaidForm key={resetKey} line={line} start={start} result={result} /> : null}
            </li>
          ))}
        </ol>
      )}

      <div className="money-actions">
        <Form method="post" className="money-form" key={`desk-${resetKey}`} aria-labelledby="money-desk-title">
          <h3 id="money-desk-title" className="money-subtitle">
            {say("deskTitle")}
          </h3>
          <input type="hidden" name="intent" value={STAY_MONEY_INTENTS.deskPayment} />
          <input type="hidden" name="start" value={start} />
          <div className="money-form-row">
            <Field id="money-desk-method" label={say("deskMethod")} errors={deskErrors?.method}>
              {(control) => (
                <select {...control} name="method" required defaultValue={deskSent?.method ?? ""}>
                  <option value="" disabled>
                    {say("choose")}
                  </option>
                  {DESK_METHODS.map((method) => (
                    <option key={method} value={method}>
                      {methodName(method)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="money-desk-amount" className="money-amount-field" label={say("deskAmount")} errors={deskErrors?.amount}>
              {/* The hint below the row speaks for the amount too. */}
              {(control) => <input {...control} aria-describedby={[control["aria-describedby"], "money-desk-amount-hint"].filter(Boolean).join(" ")} name="amount" type="text" inputMode="numeric" autoComplete="off" required defaultValue={deskSent?.amount} />}
            </Field>
            <Field id="money-desk-currency" className="money-currency-field" label={say("deskCurrency")} errors={deskErrors?.currency}>
              {(control) => (
                <select {...control} name="currency" defaultValue={deskSent?.currency ?? "MWK"}>
                  <option value="MWK">MWK</option>
                  {usdRate !== null ? <option value="USD">USD</option> : null}
                </select>
              )}
            </Field>
          </div>
          <p id="money-desk-amount-hint" className="form-hint money-form-hint">
            {say("deskAmountHint")} {usdRate !== null ? say("deskUsdRate", { rate: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 }).format(usdRate) }) : say("deskNoUsd")}
          </p>
          <Field id="money-desk-note" label={say("deskNote")} errors={deskErrors?.note}>
            {(control) => <input {...control} name="note" type="text" maxLength={500} autoComplete="off" placeholder={say("deskNoteHint")} defaultValue={deskSent?.note} />}
          </Field>
          <button type="submit" className="btn btn-primary">
            {say("deskButton")}
          </button>
        </Form>

        <div className="money-form">
          <h3 className="money-subtitle">{say("depositTitle")}</h3>
          {depositRefusal ? (
            <p className="form-hint">{depositRefusal}</p>
          ) : (
            <details className="chart-confirm money-deposit-change" open={depositErrors ? true : undefined} key={`deposit-${resetKey}`}>
              <summary>{say("depositSummary")}</summary>
              <p>{say("depositLead")}</p>
              <Form method="post">
                <input type="hidden" name="intent" value={STAY_MONEY_INTENTS.depositChange} />
                <input type="hidden" name="start" value={start} />
                <Field id="money-deposit-amount" label={say("depositAmount")} hint={say("depositAmountHint", { total: mwk(ledger.total) })} errors={depositErrors?.amount}>
                  {(control) => <input {...control} name="amount" type="text" inputMode="numeric" autoComplete="off" required defaultValue={depositSent?.amount ?? String(ledger.depositDue)} />}
                </Field>
                <Field id="money-deposit-reason" label={say("depositReason")} errors={depositErrors?.reason}>
                  {(control) => <input {...control} name="reason" type="text" required maxLength={150} autoComplete="off" defaultValue={depositSent?.reason} />}
                </Field>
                <button type="submit" className="btn btn-ghost">
                  {say("depositButton")}
                </button>
              </Form>
            </details>
          )}
        </div>
      </div>
    </section>
  );
}

/** The form on a due refund's line: how it was paid back, and a note. */
function RefundPaidForm({ line, start, result }: { line: Line; start: string; result: ActionResult | undefined }) {
  const mine = result && !result.ok && result.intent === `${STAY_MONEY_INTENTS.refundPaid}:${line.id}` ? result : undefined;
  const errors = mine?.errors;
  return (
    <Form method="post" className="money-refund-form" aria-label={say("refundFormLabel")}>
      <input type="hidden" name="intent" value={STAY_MONEY_INTENTS.refundPaid} />
      <input type="hidden" name="refund" value={line.id} />
      <input type="hidden" name="start" value={start} />
      <Field id={`money-refund-${line.id}-method`} label={say("refundMethod")} errors={errors?.method}>
        {(control) => (
          <select {...control} name="method" required defaultValue={mine?.sent?.method ?? ""}>
            <option value="" disabled>
              {say("choose")}
            </option>
            {REFUND_METHODS.map((value) => (
              <option key={value} value={value}>
                {methodName(value)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={`money-refund-${line.id}-note`} label={say("refundNote")} errors={errors?.note}>
        {(control) => <input {...control} name="note" type="text" maxLength={500} autoComplete="off" placeholder={say("refundNoteHint")} defaultValue={mine?.sent?.note} />}
      </Field>
      <button type="submit" className="btn btn-teal">
        {say("refundButton")}
      </button>
    </Form>
  );
}

/** A "Stay and payments" link to a stay's page, for the screens that list stays (the reservations inbox, the front desk). */
export function StayMoneyLink({ stayId, reference }: { stayId: number; reference: string }) {
  return (
    <a className="stay-money-link" href={stayPageHref(stayId)} aria-label={say("stayPaymentsLinkFor", { reference })}>
      {say("stayPaymentsLink")}
    </a>
  );
}
