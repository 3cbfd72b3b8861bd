// Kept free of zod: the home page's booking bar imports it, and zod must not reach public pages.

/** Largest party the home page's booking bar offers; bigger groups are an enquiry for the sales team. */
export const MAX_GUESTS = 12;

/**
 * Why a search was sent back, by the field at fault: the hand-off route redirects with the
 * field's name only (`/?booking=departure`), so no visitor-made text is ever echoed on a page.
 */
const BOOKING_PROBLEMS = {
  arrival: "Please choose an arrival date from today on.",
  departure: "Please choose a departure date after the arrival date.",
} as const;

export function bookingProblemText(code: string | null): string | null {
  if (code === null) return null;
  return code in BOOKING_PROBLEMS ? BOOKING_PROBLEMS[code as keyof typeof BOOKING_PROBLEMS] : BOOKING_PROBLEMS.arrival;
}
