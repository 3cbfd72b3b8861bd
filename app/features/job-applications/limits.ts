// Kept free of zod: the vacancy page's Apply form reads it, and zod must not reach public pages.
/** The longest cover note an applicant may send: a few lines, the CV says the rest. */
export const MAX_COVER_NOTE = 2000;
