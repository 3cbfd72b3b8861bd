// Kept free of zod: the public forms read the longest name for their fields' maxlength.

/** The longest name a guest may give on a public form: a full name, or each of a first and last name (decision 052). */
export const MAX_PERSON_NAME = 80;

/**
 * Something a mail client or a page could turn into a link: a scheme (`https://`), `www.`, an
 * email address, or a domain-like word (`evil.example`, `evil.example/claim`). A dot straight
 * after a word and before two or more letters reads as a domain, so "St.John" is refused too
 * ("St. John" is fine): a name that looks like a link is worth one retype.
 */
const LINK_LIKE = /:\/\/|\bwww\.|@|[\p{L}\d-]\.[\p{L}]{2,}(?=$|[\s/?#:,;)]|\.)/iu;

/** Whether `text` holds something that could show as a link (LINK_LIKE). */
export function looksLikeLink(text: string): boolean {
  return LINK_LIKE.test(text);
}
