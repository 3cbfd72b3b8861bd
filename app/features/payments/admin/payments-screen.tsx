import { Form } from "react-router";
import type { Route } from "./+types/payments-screen";
import paymentsCssUrl from "~/features/payments/payments.css?url";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { requireAdmin } from "~/platform/auth/guards.server";
import { hotelDate } from "~/lib/dates";
import { fieldErrorsOf } from "~/lib/field-errors";
import { formatAmount } from "~/features/payments/deposit-amounts";
import { listPayments, paymentPeriodOf } from "~/features/payments/payment-list.server";
import { paymentsStaffWords } from "~/features/payments/payments-staff-words";
import { PAYMENT_METHODS, PAYMENT_STATUSES, PaymentListQuerySchema } from "~/features/payments/schema";

type Key = Parameters<typeof paymentsStaffWords.t>[1];
const say = (key: Key) => paymentsStaffWords.t("en", key);
const methodName = (method: string) => ((PAYMENT_METHODS as readonly string[]).includes(method) ? say(`method.${method}` as Key) : method);
const mwk = (amount: number) => formatAmount(amount, "MWK");
/** Money out with a real minus before the currency, as the refunds are written: "−MWK 20,000". */
const signed = (amount: number) => (amount < 0 ? `−${mwk(-amount)}` : mwk(amount));

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: paymentsCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Payments · Back-office" }, { name: "robots", content: "noindex" }];

/** Every ledger line of `?from=&to=` (this month by default), filtered by status and method; a bad filter shows its message and this month unfiltered. Administrators only (decision 066). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const asked = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = PaymentListQuerySchema.safeParse(asked);
  const today = hotelDate();
  const query = parsed.success ? parsed.data : {};
  const period = paymentPeriodOf(query, today);
  return {
    asked: { from: asked.from || period.from, to: asked.to || period.to, status: asked.status ?? "", method: asked.method ?? "" },
    errors: parsed.success ? {} : fieldErrorsOf(parsed.error),
    list: await listPayments(context.db, query, today),
  };
}

export default function PaymentsScreen({ loaderData }: Route.ComponentProps) {
  const { asked, errors, list } = loaderData;
  const csvQuery = new URLSearchParams({ from: list.period.from, to: list.period.to, ...(list.filters.status ? { status: list.filters.status } : {}), ...(list.filters.method ? { method: list.filters.method } : {}) });
  const fieldError = (name: "from" | "to" | "status" | "method") =>
    errors[name] ? <p id={`payments-${name}-error`} className="form-error">{errors[name][0]}</p> : null;
  const invalid = (name: "from" | "to" | "status" | "method") => (errors[name] ? { "aria-invalid": true, "aria-describedby": `payments-${name}-error` } : {});
  return (
    <div className="admin-page payments">
      <header className="admin-page-header">
        <h1>Payments</h1>
        <p className="admin-page-lead">
          Every deposit paid online, payment taken at the desk and refund from {list.period.from} to {list.period.to}, by the day in Lilongwe it was paid (or created, if never paid). The days' totals count paid lines only, in kwacha, refunds taken off; the online column is what PayChangu's own report shows for that day.
        </p>
      </header>
      <Form method="get" className="payments-filters" aria-label="Filter the payments">
        <div className="form-field">
          <label className="form-label" htmlFor="payments-from">From</label>
          <input id="payments-from" type="date" name="from" defaultValue={asked.from} {...invalid("from")} />
          {fieldError("from")}
        </div>
        <div className="form-field">
          <label className="form-label" htmlFor="payments-to">To</label>
          <input id="payments-to" type="date" name="to" defaultValue={asked.to} {...invalid("to")} />
          {fieldError("to")}
        </div>
        <div className="form-field">
          <label className="form-label" htmlFor="payments-status">Status</label>
          <select id="payments-status" name="status" defaultValue={asked.status} {...invalid("status")}>
            <option value="">{say("filter.any")}</option>
            {PAYMENT_STATUSES.map((status) => <option key={status} value={status}>{say(`status.${status}`)}</option>)}
          </select>
          {fieldError("status")}
        </div>
        <div className="form-field">
          <label className="form-label" htmlFor="payments-method">Method</label>
          <select id="payments-method" name="method" defaultValue={asked.method} {...invalid("method")}>
            <option value="">{say("filter.any")}</option>
            {PAYMENT_METHODS.map((method) => <option key={method} value={method}>{say(`method.${method}`)}</option>)}
          </select>
          {fieldError("method")}
        </div>
        <button type="submit" className="btn btn-primary">Show</button>
      </Form>

      <section className="payments-section" aria-labelledby="payments-days-title">
        <div className="payments-section-head">
          <h2 id="payments-days-title" className="admin-section-title">Totals per day</h2>
        </div>
        {list.days.length === 0 ? (
          <p className="form-hint">No money was paid in or refunded in this period{list.filters.status || list.filters.method ? " with these filters" : ""}.</p>
        ) : (
          <div className="payments-table-box" role="region" aria-labelledby="payments-days-title" tabIndex={0}>
            <table className="payments-table">
              <thead>
                <tr>
                  <th scope="col">{say("column.day")}</th>
                  <th scope="col" className="num">{say("column.online")}</th>
                  <th scope="col" className="num">{say("column.desk")}</th>
                  <th scope="col" className="num">{say("column.refunds")}</th>
                  <th scope="col" className="num">{say("column.net")}</th>
                </tr>
              </thead>
              <tbody>
                {list.days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{day.day}</th>
                    <td className="num">{mwk(day.online)}</td>
                    <td className="num">{mwk(day.desk)}</td>
                    <td className="num">{day.refunds ? `−${mwk(day.refunds)}` : mwk(0)}</td>
                    <td className="num">{signed(day.net)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td className="num">{mwk(list.totals.online)}</td>
                  <td className="num">{mwk(list.totals.desk)}</td>
                  <td className="num">{list.totals.refunds ? `−${mwk(list.totals.refunds)}` : mwk(0)}</td>
                  <td className="num">{signed(list.totals.net)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </section>

      <section className="payments-section" aria-labelledby="payments-lines-title">
        <div className="payments-section-head">
          <h2 id="payments-lines-title" className="admin-section-title">{`Transactions (${list.data.length})`}</h2>
          <a className="btn btn-ghost" href={`/payments.csv?${csvQuery.toString()}`} download>
            CSV<span className="visually-hidden"> of these transactions</span>
          </a>
        </div>
        {list.data.length === 0 ? (
          <p className="form-hint">No transactions in this period{list.filters.status || list.filters.method ? " with these filters" : ""}.</p>
        ) : (
          <div className="payments-table-box" role="region" aria-labelledby="payments-lines-title" tabIndex={0}>
            <table className="payments-table payments-lines">
              <thead>
                <tr>
                  <th scope="col">{say("column.day")}</th>
                  <th scope="col">{say("column.reference")}</th>
                  <th scope="col">{say("column.guest")}</th>
                  <th scope="col">{say("column.kind")}</th>
                  <th scope="col">{say("column.method")}</th>
                  <th scope="col">{say("column.status")}</th>
                  <th scope="col" className="num">{say("column.amount")}</th>
                  <th scope="col" className="num">{say("column.amountMwk")}</th>
                  <th scope="col">{say("column.txRef")}</th>
                  <th scope="col">{say("column.providerRef")}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((line) => (
                  <tr key={line.id}>
                    <td>{line.day}</td>
                    <th scope="row"><a href={`/room-chart/stays/${line.reservationId}`}>{line.reference}</a></th>
                    <td>{line.guestName}</td>
                    <td>{say(`kind.${line.kind}`)}</td>
                    <td>{methodName(line.method)}{line.providerMethod ? ` · ${line.providerMethod}` : ""}</td>
                    <td className={`payments-status-${line.status}`}>{say(`status.${line.status}`)}</td>
                    <td className="num">{line.kind === "refund" ? `−${formatAmount(line.amount, line.currency)}` : formatAmount(line.amount, line.currency)}</td>
                    <td className="num">{line.kind === "refund" ? `−${mwk(line.amountMwk)}` : mwk(line.amountMwk)}</td>
                    <td>{line.txRef ?? "—"}</td>
                    <td>{line.providerRef ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
