// Kept free of zod so screens and public pages can import the lists without the schema library.

/** SPEC §5/§9: a promotion's name is one of these. */
export const PROMOTION_NAMES = ["Winter", "Summer", "Weekend", "Independence day", "Mothers Day", "Labour Day"] as const;

/**
 * Festive offers offered on add and edit alike (DECISIONS §4): the demo seed's names (SPEC's
 * Christmas, New Year, Easter), plus "Other" for any other celebration.
 */
export const FESTIVE_NAMES = ["Christmas", "New Year", "Easter"] as const;

/**
 * Activities offered on add and edit alike (DECISIONS §4): SPEC's Go Carts and Rollers, the
 * seed's Play Centre and Aerobics, plus "Other". SPEC's "New Year" on the edit was a bug.
 */
export const ACTIVITY_NAMES = ["Go Carts", "Rollers", "Play Centre", "Aerobics"] as const;
