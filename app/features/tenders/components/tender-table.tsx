import { formatByteSize } from "~/platform/files/file-rules";
import { Link } from "~/platform/i18n/localised-links";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { closingCountdown, formatClosingShort } from "~/features/tenders/closing";
import { tendersCatalog } from "~/features/tenders/tenders-catalog";
import { langOf } from "~/components/public/translated";
import type { TextIn } from "~/platform/records/translations";

/** A tender as its list shows it: its name in the page's language (`textIn`). */
export interface TenderRow {
  id: number;
  name: TextIn;
  closesAt: string;
  url: string | null;
  downloadName: string | null;
  byteSize: number | null;
  addenda: number;
}

/** The countdown bidders look for first; the last two days stand out. */
export function ClosingBadge({ closesAt, now }: { closesAt: string; now: number }) {
  const left = Date.parse(closesAt) - now;
  const state = left <= 0 ? "closed" : left < 48 * 3_600_000 ? "soon" : "open";
  const language = useLanguage();
  return (
    <span className="tender-countdown" data-state={state}>
      {closingCountdown(closesAt, now, language)}
    </span>
  );
}

/**
 * SPEC's "table with Download buttons" for tenders: the name leads to the tender's own page
 * (its addenda and the follow form), with the countdown and the closing moment in Lilongwe.
 * On phones the rows stack as cards through CSS, as the documents' table does.
 */
export function TenderTable({ caption, rows, now, closed = false }: { caption: string; rows: readonly TenderRow[]; now: number; closed?: boolean }) {
  const language = useLanguage();
  const t = useT(tendersCatalog);
  return (
    <table className="download-table tender-table">
      <caption className="visually-hidden">{caption}</caption>
      {/* The same columns in the open and the closed table, so the two line up. */}
      <colgroup>
        <col className="tender-col-name" />
        <col className="tender-col-closes" />
        <col className="tender-col-file" />
        <col className="tender-col-action" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{t("colTender")}</th>
          <th scope="col">{t(closed ? "colClosed" : "colCloses")}</th>
          <th scope="col">{t("colFile")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("download")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className="download-name">
              <Link to={`/Tender/${row.id}`} className="tender-link" lang={langOf(row.name)}>
                {row.name.text}
              </Link>
              {!closed ? <ClosingBadge closesAt={row.closesAt} now={now} /> : null}
              {row.addenda > 0 ? <span className="tender-addenda-count">{t("addendaCount", { count: row.addenda })}</span> : null}
            </th>
            <td className="download-closing">
              <span className="download-label">{`${t(closed ? "labelClosed" : "labelCloses")} `}</span>
              <time dateTime={row.closesAt}>{formatClosingShort(row.closesAt, language)}</time>
            </td>
            <td className="download-size">{row.byteSize !== null ? `PDF, ${formatByteSize(row.byteSize)}` : "—"}</td>
            <td className="download-action">
              {row.url ? (
                <a className={closed ? "btn btn-outline download-button" : "btn btn-teal download-button"} href={row.url} download={row.downloadName ?? true}>
                  {t("download")}
                  <span className="visually-hidden" lang={langOf(row.name)}>{` ${row.name.text}`}</span>
                </a>
              ) : (
                <span className="download-missing">{t("notAvailable")}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
