/**
 * What the event wizard offers and checks (SPEC §5): the stored values of its choices and the
 * fields of each step, free of zod and of any words, so the public page carries only these
 * (guests read the choices in their language, event-plan.messages.json; staff read English,
 * staff-labels.ts). Isomorphic (docs/decisions/019-event-requests.md).
 */

/** SPEC §5 choices, as stored; the events the hotel sells beyond SPEC's three follow them. */
export const EVENT_TYPES = ["conference", "seminar", "workshop", "banquet", "wedding", "cocktail", "exhibition", "productLaunch", "gala"] as const;
/**
 * The extra services, as stored: SPEC's three first. A guest may take several at once; "No"
 * (none) stands alone, and a request stores them joined by ", " (event-requests.server.ts).
 */
export const SERVICE_TYPES = ["No", "PA System", "Live Streaming", "Projector and Screen", "Video Conferencing", "Interpretation", "Photography", "Decor and Flowers"] as const;
export const NO_SERVICE = "No";
export const SPACE_CONFIGURATIONS = ["conference", "crescentRounds", "Exhibits", "hollowSquares", "reception", "rounds", "SchoolRooms", "theatre"] as const;

export const ADDITIONAL_INFO_MAX = 500;

/** The fields each of the wizard's three steps checks before Next, in order. */
export const EVENT_PLAN_STEP_FIELDS = [
  ["eventName", "eventDatesS", "eventDatesE", "eventType", "numRooms", "Attendees", "eventFile", "other"],
  ["serviceType", "space"],
  ["firstName", "lastName", "contactEmail", "phoneNumber", "additionalInfo"],
] as const satisfies readonly (readonly string[])[];
