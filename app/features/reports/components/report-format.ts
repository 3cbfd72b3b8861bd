import { cachedDateFormat } from "~/lib/dates";
import { formatKwacha } from "~/lib/money";
import type { Cell } from "~/features/reports/report-tables";

const wholeNumber = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const at = (date: string) => new Date(`${date}T00:00:00Z`);

/** A night as staff read it: "Sun 1 Nov 2026". */
export const formatNight = (date: string) => cachedDateFormat("en", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(at(date));
/** A date in a sentence: "1 Nov 2026". */
export const formatDay = (date: string) => cachedDateFormat("en", { timeZone: "UTC", day: "numeric", month: "short", year: "numeric" }).format(at(date));
/** Under a chart's bar: "1 Nov". */
export const formatShortNight = (date: string) => cachedDateFormat("en", { timeZone: "UTC", day: "numeric", month: "short" }).format(at(date));
/** "November 2026". */
export const formatMonth = (month: string) => cachedDateFormat("en", { timeZone: "UTC", month: "long", year: "numeric" }).format(at(`${month}-01`));
/** "Nov". */
export const formatShortMonth = (month: string) => cachedDateFormat("en", { timeZone: "UTC", month: "short" }).format(at(`${month}-01`));

/** A table's cell on the screen: kwacha as the site writes them, percentages with one decimal; "—" where a ratio has no rooms to divide by. */
export function formatCell(cell: Cell): string {
  if (cell.value === null) return "—";
  if (typeof cell.value === "string") {
    if (cell.kind === "date") return formatNight(cell.value);
    if (cell.kind === "month") return formatMonth(cell.value);
    return cell.value;
  }
  switch (cell.kind) {
    case "money":
      return formatKwacha(cell.value);
    case "percent":
      return `${oneDecimal.format(cell.value)}%`;
    case "decimal":
      return oneDecimal.format(cell.value);
    default:
      return wholeNumber.format(cell.value);
  }
}
