import { cachedDateFormat } from "~/lib/dates";
import type { Language } from "~/platform/i18n/language";
import { useT } from "~/platform/i18n/use-t";
import { plainText, type TextIn } from "~/platform/records/translations";
import { publicParts } from "./public-parts-catalog";
import { langOf } from "./translated";

interface DownloadRow {
  id: number;
  /** The record's name in the page's language, or the English one marked `lang: "en"` (decision 043). */
  name: TextIn | string;
  /** `/files/<stored>/<name>.pdf`; null when the file is missing (the row still shows, without a button). */
  url: string | null;
  downloadName: string | null;
  byteSize: number | null;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };

/** "12 January 2027" ("12 Januwale 2027" in Chichewa) from `YYYY-MM-DD` (a calendar date, so read as UTC and never shifted). */
export function formatCalendarDate(value: string, language: Language = "en"): string {
  return cachedDateFormat(language, LONG_DATE).format(new Date(`${value}T00:00:00Z`));
}

/** "240 KB", "1.4 MB": what a guest paying per megabyte wants to know before tapping. */
function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * SPEC's "table with Download buttons" for documents: a real table (name and size; tenders
 * have their own, features/tenders/components/tender-table.tsx). On phones the rows stack as
 * cards through CSS; the cells keep their table roles for screen readers.
 */
export function DownloadTable({ caption, rows }: { caption: string; rows: DownloadRow[] }) {
  const t = useT(publicParts);
  return (
    <table className="download-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("download.name")}</th>
          <th scope="col">{t("download.file")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("download.download")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className="download-name" lang={langOf(row.name)}>
              {plainText(row.name)}
            </th>
            <td className="download-size">{row.byteSize !== null ? t("download.size", { size: formatBytes(row.byteSize) }) : "—"}</td>
            <td className="download-action">
              {row.url ? (
                <a className="btn btn-teal download-button" href={row.url} download={row.downloadName ?? true}>
                  {t("download.download")}
                  <span className="visually-hidden" lang={langOf(row.name)}>
                    {" "}
                    {plainText(row.name)}
                  </span>
                </a>
              ) : (
                <span className="download-missing">{t("download.notAvailable")}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
