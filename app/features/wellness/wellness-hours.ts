// Kept free of zod: public pages import it. Figures from SPEC §2 and §9.

/** The spa: every day, 7:00 AM to 9:00 PM. */
export const SPA_HOURS = [{ days: "Daily", hours: "7:00 AM–9:00 PM" }] as const;
/** The gym on the second floor never closes. */
export const GYM_HOURS = [{ days: "Monday–Sunday", hours: "24 hours" }] as const;
/** The heated outdoor pool, with a lifeguard on duty. */
export const POOL_HOURS = [{ days: "Monday–Sunday", hours: "7:00 AM–4:00 PM" }] as const;

/** SPEC §4: when staff have published no gym entry, the page uses this description. */
export const DEFAULT_GYM_TEXT =
  "Our gym on the second floor is open 24 hours a day, 7 days a week, so you can train before an early meeting or unwind after a late flight.";
