import { defineCatalog } from "~/platform/i18n/catalog";
import { cachedDateFormat } from "~/lib/dates";
import { useLanguage } from "~/platform/i18n/use-t";
import source from "./vip-member.messages.json";

/** The member's side of the VIP club on /dashboard: the application wizard, the membership profile and the applications. */
export const vipMemberCatalog = defineCatalog(source);
export type VipMemberKey = Parameters<typeof vipMemberCatalog.t>[1];

/** The three steps' titles, in SPEC §2's order (the wizard and the edit form). */
export const VIP_STEP_KEYS = ["step.profile", "step.contact", "step.identification"] as const satisfies readonly VipMemberKey[];

// A calendar date carries no time of day: read and shown as UTC so no zone moves it a day.
const LONG_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };

/** A calendar date `YYYY-MM-DD` as people read it in the page's language: "23 November 2027", "23 Novembala 2027". */
export function useCalendarDate(): (date: string) => string {
  const format = cachedDateFormat(useLanguage(), LONG_DATE);
  return (date) => {
    const at = new Date(`${date}T00:00:00Z`);
    return Number.isNaN(at.getTime()) ? date : format.format(at);
  };
}
