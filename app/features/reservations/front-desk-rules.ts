import { addDays } from "~/features/reservations/stay-rules";

/*
 * The front desk's rules (DECISIONS §11, docs/decisions/059-front-desk-statuses.md), free of
 * the database so they are tested on their own. Dates are the hotel's calendar dates.
 */

/** What a member of staff does at the desk, and the status each one leads from and to. */
export const FRONT_DESK_MOVES = {
  checkIn: { from: "confirmed", to: "checked_in" },
  checkOut: { from: "checked_in", to: "checked_out" },
  noShow: { from: "confirmed", to: "no_show" },
} as const;
export type FrontDeskMove = keyof typeof FRONT_DESK_MOVES;

/** Why a move is refused on a given day (the status is checked apart, by the update itself). */
export type FrontDeskRefusal = "beforeArrival" | "afterDeparture" | null;

/**
 * Check-in and no-show wait for the arrival day (a guest cannot be missing before the day they
 * are due); a check-in is refused once the stay's last night has passed (its departure day or
 * later), since those nights were never the guest's. A check-out may happen any day.
 */
export function frontDeskRefusal(move: FrontDeskMove, stay: { arrival: string; departure: string }, today: string): FrontDeskRefusal {
  if (move === "checkOut") return null;
  if (today < stay.arrival) return "beforeArrival";
  if (move === "checkIn" && today >= stay.departure) return "afterDeparture";
  return null;
}

/**
 * The departure a check-out leaves the stay with. Leaving early gives the nights not slept back
 * (the stay now ends on the day the guest left, so those nights are free to sell and are not
 * counted as sold); a guest leaving on the day they arrived has still had the first night's
 * room. Checked out late (the button pressed after the departure day), the stay keeps its
 * booked departure: the desk's lateness is not a longer stay.
 */
export function departureOnCheckOut(stay: { arrival: string; departure: string }, today: string): string {
  const left = today > stay.arrival ? today : addDays(stay.arrival, 1);
  return left < stay.departure ? left : stay.departure;
}
