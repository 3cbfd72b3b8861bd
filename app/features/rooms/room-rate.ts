// Kept free of zod so public pages can import it without shipping the schema library.

/**
 * The rate guests see: a rate staff gave (above 0) is shown on the home page's room cards as
 * "from MWK … a night" (docs/decisions/015); SPEC's default of 0 means none was given, and no
 * price is shown. The back-office hint beside it says the same, so the form never promises
 * what the page does not do.
 */
export function publicRoomRate(fee: number): number | null {
  return fee > 0 ? fee : null;
}

export const ROOM_RATE_HINT = "Whole kwacha. Guests see it on the home page as “from MWK … a night”; 0 shows no price.";
