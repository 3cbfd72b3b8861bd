/**
 * The event wizard's choice lists, steps and statuses (SPEC §5; DECISIONS §7), free of zod so
 * the wizard renders without loading the schema: it fetches that only when a guest starts
 * typing (docs/decisions/019-event-requests.md). Isomorphic.
 */

/** SPEC §5 choices; the stored values are SPEC's, the labels are what guests read. */
export const EVENT_TYPES = [
  { value: "conference", label: "Conference" },
  { value: "seminar", label: "Seminar" },
  { value: "workshop", label: "Workshop" },
] as const;

export const SERVICE_TYPES = [
  { value: "No", label: "No extra service" },
  { value: "PA System", label: "PA system" },
  { value: "Live Streaming", label: "Live streaming" },
] as const;

export const SPACE_CONFIGURATIONS = [
  { value: "conference", label: "Conference (one long table)" },
  { value: "crescentRounds", label: "Crescent rounds" },
  { value: "Exhibits", label: "Exhibits" },
  { value: "hollowSquares", label: "Hollow square" },
  { value: "reception", label: "Reception (standing)" },
  { value: "rounds", label: "Rounds (banquet)" },
  { value: "SchoolRooms", label: "Schoolroom (classroom)" },
  { value: "theatre", label: "Theatre" },
] as const;

/** DECISIONS §7: the life of a request in the staff inbox. */
export const EVENT_REQUEST_STATUSES = [
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "quoted", label: "Quoted" },
  { value: "confirmed", label: "Confirmed" },
  { value: "declined", label: "Declined" },
] as const;
export type EventRequestStatus = (typeof EVENT_REQUEST_STATUSES)[number]["value"];

/** A `?status=` filter: undefined for all, the status, or null for a value that is not one. */
export function parseStatusFilter(raw: string | null | undefined): EventRequestStatus | undefined | null {
  if (!raw) return undefined;
  return EVENT_REQUEST_STATUSES.find((s) => s.value === raw)?.value ?? null;
}

export const ADDITIONAL_INFO_MAX = 500;

export const valuesOf = <T extends readonly { value: string }[]>(list: T) => list.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];
export const labelOf = (list: readonly { value: string; label: string }[], value: string): string => list.find((o) => o.value === value)?.label ?? value;

/** The wizard's steps, their titles and the fields each one checks before Next. */
export const EVENT_PLAN_STEP_INFO = [
  { title: "Event Profile", fields: ["eventName", "eventDatesS", "eventDatesE", "eventType", "numRooms", "Attendees", "eventFile", "other"] },
  { title: "Event Details", fields: ["serviceType", "space"] },
  { title: "Contact Information", fields: ["firstName", "lastName", "contactEmail", "phoneNumber", "additionalInfo"] },
] as const satisfies readonly { title: string; fields: readonly string[] }[];
