// Kept free of zod: public pages import it.

/** SPEC §2: when the activities (go-carts, aerobics, play centre) are open. */
export const ACTIVITY_HOURS = [
  { days: "Monday–Friday", hours: "9:00–22:00" },
  { days: "Saturday", hours: "10:00–22:00" },
  { days: "Sunday", hours: "12:00–22:00" },
] as const;
