import type { EVENT_TYPES, SERVICE_TYPES, SPACE_CONFIGURATIONS } from "~/features/event-requests/choices";

/**
 * What staff read for an event request's choices and statuses (the back-office is in English),
 * apart from choices.ts so no public page carries it. Isomorphic.
 */

export const EVENT_TYPE_LABELS: Record<(typeof EVENT_TYPES)[number], string> = {
  conference: "Conference",
  seminar: "Seminar",
  workshop: "Workshop",
  banquet: "Banquet",
  wedding: "Wedding",
  cocktail: "Cocktail party",
  exhibition: "Exhibition",
  productLaunch: "Product launch",
  gala: "Gala dinner",
};

export const SERVICE_TYPE_LABELS: Record<(typeof SERVICE_TYPES)[number], string> = {
  No: "No extra service",
  "PA System": "PA system",
  "Live Streaming": "Live streaming",
  "Projector and Screen": "Projector and screen",
  "Video Conferencing": "Video conferencing",
  Interpretation: "Simultaneous interpretation",
  Photography: "Photography",
  "Decor and Flowers": "Decor and flowers",
};

/** The services of a request as staff read them: "PA system, Live streaming" (stored joined by ", "). */
export function servicesLabel(stored: string): string {
  return stored
    .split(", ")
    .map((value) => labelOf(SERVICE_TYPE_LABELS, value))
    .join(", ");
}

export const SPACE_LABELS: Record<(typeof SPACE_CONFIGURATIONS)[number], string> = {
  conference: "Conference (one long table)",
  crescentRounds: "Crescent rounds",
  Exhibits: "Exhibits",
  hollowSquares: "Hollow square",
  reception: "Reception (standing)",
  rounds: "Rounds (banquet)",
  SchoolRooms: "Schoolroom (classroom)",
  theatre: "Theatre",
};

/** DECISIONS §7: the life of a request in the staff inbox. */
export const EVENT_REQUEST_STATUSES = [
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "quoted", label: "Quoted" },
  { value: "confirmed", label: "Confirmed" },
  { value: "declined", label: "Declined" },
] as const;
export type EventRequestStatus = (typeof EVENT_REQUEST_STATUSES)[number]["value"];
export const EVENT_REQUEST_STATUS_VALUES = EVENT_REQUEST_STATUSES.map((s) => s.value) as [EventRequestStatus, ...EventRequestStatus[]];

/** A stored value's label, or the value itself when it is not one of the list (an old row). */
export const labelOf = (labels: Readonly<Record<string, string>>, value: string): string => labels[value] ?? value;

/** A `?status=` filter: undefined for all, the status, or null for a value that is not one. */
export function parseStatusFilter(raw: string | null | undefined): EventRequestStatus | undefined | null {
  if (!raw) return undefined;
  return EVENT_REQUEST_STATUSES.find((s) => s.value === raw)?.value ?? null;
}
