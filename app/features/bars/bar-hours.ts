// Kept free of zod: the public Bars page imports it.

/** How the Bars page names each bar record (SPEC §3's stored names keep their old spelling). */
export const BAR_LABELS: Record<string, string> = {
  "bush bar": "Bush Bar",
  "afroma bar": "Afroma Terrace Bar",
  "orchid bar": "Wild Orchid",
};

/**
 * Opening hours SPEC §2 publishes, by stored bar name. The Bush Bar's are not published, so
 * its card invites guests to ask (nothing is invented). The happy hours are in each bar's own
 * text, which staff edit in the back-office.
 */
export const BAR_HOURS: Record<string, readonly { days: string; hours: string }[]> = {
  "orchid bar": [
    { days: "Monday–Friday", hours: "6:00 PM–12:30 AM" },
    { days: "Saturday", hours: "12:30–4:30 PM and 6:00 PM–12:30 AM" },
    { days: "Sunday", hours: "7:00–10:00 PM" },
  ],
  "afroma bar": [
    { days: "Monday–Thursday", hours: "14:00–22:30" },
    { days: "Friday–Sunday", hours: "12:00–00:30" },
  ],
};
