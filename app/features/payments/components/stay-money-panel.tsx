import { Form } from "react-router";
import { ErrorList } from "~/components/forms/error-list";
import { PlainPostNotice } from "~/components/admin/plain-post-notice";
import { hotelDateTime, hotelDay } from "~/lib/dates";
import type { FieldErrors } from "~/lib/errors";
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

/** One field's messages from the last post of this form, with the attributes that tie them to it. */
function fieldProblem(errors: FieldErrors | undefined, name: string, id: string) {
  const list = errors?.[name];
  return {
    list: list ?? null,
    attrs: list?.length ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {},
    errorId: `${id}-error`,
  };
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
  const errorsFor = (intent: string) => (result && !result.ok && result.intent === intent ? result.errors : undefined);
  const deskErrors = errorsFor(STAY_MONEY_INTENTS.deskPayment);
  const depositErrors = errorsFor(STAY_MONEY_INTENTS.depositChange);
  const dueRefunds = ledger.lines.filter((line) => line.kind === "refund" && line.status === "due");
  const notStaying = NOT_STAYING.includes(stayStatus);
  const waived = ledger.depositDue === 0 && depositChange !== null && depositChange.after === null;

  const deskMethod = fieldProblem(deskErrors, "method", "money-desk-method");
  const deskAmount = fieldProblem(deskErrors, "amount", "money-desk-amount");
  const deskCurrency = fieldProblem(deskErrors, "currency", "money-desk-currency");
  const deskNote = fieldProblem(deskErrors, "note", "money-desk-note");
  const depositAmount = fieldProblem(depositErrors, "amount", "money-deposit-amount");
  const depositReason = fieldProblem(depositErrors, "reason", "money-deposit-reason");

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
            <div className="form-field">
              <label className="form-label" htmlFor="money-desk-method">
                {say("deskMethod")}
              </label>
              <select id="money-desk-method" name="method" required defaultValue="" {...deskMethod.attrs}>
                <option value="" disabled>
                  {say("choose")}
                </option>
                {DESK_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {methodName(method)}
                  </option>
                ))}
              </select>
              <ErrorList id={deskMethod.errorId} errors={deskMethod.list} />
            </div>
            <div className="form-field money-amount-field">
              <label className="form-label" htmlFor="money-desk-amount">
                {say("deskAmount")}
              </label>
              <input id="money-desk-amount" name="amount" type="text" inputMode="numeric" autoComplete="off" required {...deskAmount.attrs} aria-describedby={[deskAmount.list?.length ? deskAmount.errorId : null, "money-desk-amount-hint"].filter(Boolean).join(" ")} />
              <ErrorList id={deskAmount.errorId} errors={deskAmount.list} />
            </div>
            <div className="form-field money-currency-field">
              <label className="form-label" htmlFor="money-desk-currency">
                {say("deskCurrency")}
              </label>
              <select id="money-desk-currency" name="currency" defaultValue="MWK" {...deskCurrency.attrs}>
                <option value="MWK">MWK</option>
                {usdRate !== null ? <option value="USD">USD</option> : null}
              </select>
              <ErrorList id={deskCurrency.errorId} errors={deskCurrency.list} />
            </div>
          </div>
          <p id="money-desk-amount-hint" className="form-hint money-form-hint">
            {say("deskAmountHint")} {usdRate !== null ? say("deskUsdRate", { rate: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 }).format(usdRate) }) : say("deskNoUsd")}
          </p>
          <div className="form-field">
            <label className="form-label" htmlFor="money-desk-note">
              {say("deskNote")}
            </label>
            <input id="money-desk-note" name="note" type="text" maxLength={500} autoComplete="off" placeholder={say("deskNoteHint")} {...deskNote.attrs} />
            <ErrorList id={deskNote.errorId} errors={deskNote.list} />
          </div>
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
                <div className="form-field">
                  <label className="form-label" htmlFor="money-deposit-amount">
                    {say("depositAmount")}
                  </label>
                  <input
                    id="money-deposit-amount"
                    name="amount"
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    required
                    defaultValue={String(ledger.depositDue)}
                    {...depositAmount.attrs}
                    aria-describedby={[depositAmount.list?.length ? depositAmount.errorId : null, "money-deposit-amount-hint"].filter(Boolean).join(" ")}
                  />
                  <p id="money-deposit-amount-hint" className="form-hint">
                    {say("depositAmountHint", { total: mwk(ledger.total) })}
                  </p>
                  <ErrorList id={depositAmount.errorId} errors={depositAmount.list} />
                </div>
                <div className="form-field">
                  <label className="form-label" htmlFor="money-deposit-reason">
                    {say("depositReason")}
                  </label>
                  <input id="money-deposit-reason" name="reason" type="text" required maxLength={150} autoComplete="off" {...depositReason.attrs} />
                  <ErrorList id={depositReason.errorId} errors={depositReason.list} />
                </div>
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
  const errors = result && !result.ok && result.intent === `${STAY_MONEY_INTENTS.refundPaid}:${line.id}` ? result.errors : undefined;
  const method = fieldProblem(errors, "method", `money-refund-${line.id}-method`);
  const note = fieldProblem(errors, "note", `money-refund-${line.id}-note`);
  return (
    <Form method="post" className="money-refund-form" aria-label={say("refundFormLabel")}>
      <input type="hidden" name="intent" value={STAY_MONEY_INTENTS.refundPaid} />
      <input type="hidden" name="refund" value={line.id} />
      <input type="hidden" name="start" value={start} />
      <div className="form-field">
        <label className="form-label" htmlFor={`money-refund-${line.id}-method`}>
          {say("refundMethod")}
        </label>
        <select id={`money-refund-${line.id}-method`} name="method" required defaultValue="" {...method.attrs}>
          <option value="" disabled>
            {say("choose")}
          </option>
          {REFUND_METHODS.map((value) => (
            <option key={value} value={value}>
              {methodName(value)}
            </option>
          ))}
        </select>
        <ErrorList id={method.errorId} errors={method.list} />
      </div>
      <div className="form-field">
        <label className="form-label" htmlFor={`money-refund-${line.id}-note`}>
          {say("refundNote")}
        </label>
        <input id={`money-refund-${line.id}-note`} name="note" type="text" maxLength={500} autoComplete="off" placeholder={say("refundNoteHint")} {...note.attrs} />
        <ErrorList id={note.errorId} errors={note.list} />
      </div>
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
