import type { ReactNode } from "react";
import { formatKwacha } from "~/lib/money";
import type { LoyaltyEntry } from "~/features/loyalty/schema";
import { useT } from "~/platform/i18n/use-t";
import { loyaltyHistoryCatalog } from "./loyalty-history-catalog";

/** A signed figure for a correction line ("−1", "+3"); spends read plainly. */
function signed(value: number, kind: LoyaltyEntry["kind"]): string {
  if (kind === "spend") return value.toLocaleString("en-GB");
  return value > 0 ? `+${value.toLocaleString("en-GB")}` : value < 0 ? `−${Math.abs(value).toLocaleString("en-GB")}` : "0";
}

function signedKwacha(amount: number, kind: LoyaltyEntry["kind"]): string {
  if (kind === "spend" || amount === 0) return formatKwacha(amount);
  return `${amount > 0 ? "+" : "−"} ${formatKwacha(Math.abs(amount))}`;
}

/**
 * A member's points history, newest first (My Loyalties). A correction is shown as such, with
 * the receipt it corrects and its reason, so the lines add up to the balance above them. On
 * a phone each line becomes a small card (loyalty-history.css, which the routes that show it link).
 */
export function LoyaltyHistory<Entry extends LoyaltyEntry>({
  entries,
  captionId,
  className,
  receiptDetail,
  actions,
}: {
  entries: Entry[];
  captionId: string;
  className?: string;
  /** More about a line under its receipt (the staff ledger: who recorded it, what it counts as now). */
  receiptDetail?: (entry: Entry) => ReactNode;
  /** A last column of controls per line, under a heading read only by screen readers. */
  actions?: { label: string; render: (entry: Entry) => ReactNode };
}) {
  const t = useT(loyaltyHistoryCatalog);
  return (
    <table className={className ? `loyalty-table ${className}` : "loyalty-table"} aria-labelledby={captionId}>
      <thead>
        <tr>
          <th scope="col">{t("date")}</th>
          <th scope="col">{t("receipt")}</th>
          <th scope="col" className="num">
            {t("amount")}
          </th>
          <th scope="col" className="num">
            {t("points")}
          </th>
          {actions ? (
            <th scope="col">
              <span className="visually-hidden">{actions.label}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} data-kind={entry.kind}>
            <td data-label={t("date")}>
              <time dateTime={entry.spentOn}>{entry.spentOn}</time>
            </td>
            <td data-label={t("receipt")}>
              {entry.kind === "correction" ? <span className="loyalty-kind">{t("correction")}</span> : null}
              <span className="loyalty-receipt">{entry.receiptRef}</span>
              {entry.note ? <span className="loyalty-note">{entry.note}</span> : null}
              {receiptDetail?.(entry)}
            </td>
            <td data-label={t("amount")} className="num">
              {signedKwacha(entry.amount, entry.kind)}
            </td>
            <td data-label={t("points")} className="num loyalty-points">
              {signed(entry.points, entry.kind)}
            </td>
            {actions ? <td className="loyalty-actions">{actions.render(entry)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
