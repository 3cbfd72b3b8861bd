import { dateName } from "~/lib/dates";
import type { Language } from "~/platform/i18n/language";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { publicParts } from "./public-parts-catalog";

/** One line of opening hours: "Mon–Fri" and "6:00 PM–12:30 AM". */
interface HoursRow {
  days: string;
  hours: string;
}

type Words = Record<"daily" | "allDay" | "and", string>;

/**
 * Opening hours as Chichewa readers write them (DECISIONS §10): weekdays in Chichewa (the site's
 * date names, ~/lib/dates), times on the 24-hour clock ("7:00 AM–9:00 PM" → "7:00–21:00",
 * "12:30–4:30 PM" → "12:30–16:30"). English rows are shown as written.
 */
export function hoursText(text: string, language: Language, words: Words): string {
  if (language === "en") return text;
  if (text === "Daily") return words.daily;
  if (text === "24 hours") return words.allDay;
  return (
    text
      // A range whose start has no AM/PM shares its end's: "7:00–10:00 PM" is 19:00–22:00.
      .replace(/\b(\d{1,2}):(\d{2})(?:\s?(AM|PM))?(\s?[–-]\s?)(\d{1,2}):(\d{2})\s?(AM|PM)\b/g, (_, h1: string, m1: string, own: string | undefined, dash: string, h2: string, m2: string, end: "AM" | "PM") => {
        const close = clock(h2, m2, end);
        let open = clock(h1, m1, own ?? end);
        // "11:00–1:00 PM" opens in the morning: a start after the end took the wrong half of the day.
        if (!own && minutes(open) > minutes(close)) open = clock(h1, m1, end === "PM" ? "AM" : "PM");
        return `${open}${dash.trim()}${close}`;
      })
      .replace(/\b(\d{1,2}):(\d{2})\s?(AM|PM)\b/g, (_, h: string, m: string, suffix: string) => clock(h, m, suffix))
      .replace(/\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/g, (day) => dateName(day, language))
      .replace(/\band\b/g, words.and)
  );
}

/** A time on the 24-hour clock, as the site already writes them elsewhere ("9:00–22:00", "00:30"). */
function clock(hour: string, mins: string, suffix: string | undefined): string {
  let h = Number(hour);
  if (suffix === "PM" && h < 12) h += 12;
  if (suffix === "AM" && h === 12) return `00:${mins}`;
  return `${h}:${mins}`;
}

function minutes(time: string): number {
  const [h = "0", m = "0"] = time.split(":");
  return Number(h) * 60 + Number(m);
}

/** Opening hours as a small two-column table (days, hours), readable by screen readers row by row. */
export function HoursTable({ caption, rows }: { caption: string; rows: readonly HoursRow[] }) {
  const language = useLanguage();
  const t = useT(publicParts);
  const words: Words = { daily: t("hours.daily"), allDay: t("hours.allDay"), and: t("hours.and") };
  return (
    <table className="hours-table">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.days + row.hours}>
            <th scope="row">{hoursText(row.days, language, words)}</th>
            <td>{hoursText(row.hours, language, words)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
