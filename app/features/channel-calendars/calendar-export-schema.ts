import { z } from "zod";
import { MAX_RECORD_ID, requiredWholeNumber } from "~/platform/forms/schema-fields";
import { calendarExportStaffWords as words } from "~/features/channel-calendars/calendar-export-staff-words";

/** The two kinds of calendar a hotel exports: one room's, one room type's. */
export const CALENDAR_EXPORT_KINDS = ["room", "type"] as const;

/**
 * A calendar's export address, as administrators see it (never answered to anyone else): the
 * room's or type's name, the token and the address agencies are given.
 */
export const CalendarExportSchema = z.object({
  kind: z.enum(CALENDAR_EXPORT_KINDS).describe("`room`: one room's nights; `type`: nights with no room of the type free"),
  id: z.number().int().describe("The room's id (`/api/hotel-rooms`) or the room type's (`/api/rooms`)"),
  roomTypeId: z.number().int(),
  name: z.string().describe("The calendar's name (X-WR-CALNAME)"),
  token: z.string().describe("The unguessable part of the address; renewing it makes the old address answer 404"),
  path: z.string().describe("`/calendars/<token>.ics`"),
  url: z.string().nullable().describe("The full address from PUBLIC_URL (null when the site's public address is not known)"),
});
export type CalendarExport = z.output<typeof CalendarExportSchema>;
export type CalendarExportKind = CalendarExport["kind"];

/** The address of a feed below the site's origin. */
export const calendarFeedPath = (token: string) => `/calendars/${token}.ics`;

/** A feed's file name as the route receives it (`<token>.ics`), as its token, or null when it cannot be one. */
export function tokenOfFeedFile(file: string | undefined): string | null {
  const match = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(file ?? "");
  return match ? match[1]! : null;
}

/** Which calendar gets a new address: the API's path (`/calendar-exports/{kind}/{id}/rotate`) and the screen's form alike. */
export const CalendarExportRenewSchema = z.object({
  kind: z.enum(CALENDAR_EXPORT_KINDS, { error: words.msg("kindUnknown") }),
  id: requiredWholeNumber({ required: words.msg("exportUnknown"), message: words.msg("exportUnknown"), min: 1, max: MAX_RECORD_ID }),
});
export type CalendarExportRenew = z.output<typeof CalendarExportRenewSchema>;
