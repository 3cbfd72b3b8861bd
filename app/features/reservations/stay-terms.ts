import { addDays } from "~/features/reservations/stay-rules";

/** An hour of the settings as a guest reads a time: 14 → "14:00" (the hotel's clock). */
export function hourText(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

/**
 * The last day a stay can be cancelled free of charge: `days` before its arrival (the settings'
 * free cancellation). Null when that day is already behind `today`: the terms say so instead.
 */
export function freeCancellationUntil(arrival: string, days: number, today: string): string | null {
  const until = addDays(arrival, -days);
  return until < today ? null : until;
}
