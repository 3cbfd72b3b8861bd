/**
 * A message written on the server before anyone knows who will read it: its id and its values,
 * carried inside a string, so it passes through everything that only holds text (a schema's
 * issue, an error's message, a concatenation, a field of any answer) and is turned into words
 * where the answer leaves the server, in the language of whoever asked
 * (app/platform/i18n/answer-messages.ts, with ./render-message-refs.ts). Nothing is ever looked
 * up by its English. This module is the browser's share (catalogues can write references), so it
 * stays tiny; reading references is the server's and lives apart.
 *
 * The markers are private-use characters, which no keyboard types and JSON leaves as they are:
 * `\uE000id\uE001["value",30]\uE002`. A value may itself be a reference (a message inside a
 * message); it is rendered first.
 */
const OPEN = "\uE000";
/** The character that opens a reference: a page or answer holding it holds one. */
export const MESSAGE_REF_OPEN = OPEN;
/** Between a reference's id and its values. */
export const MESSAGE_REF_VALUES = "\uE001";
/** The character that closes a reference. */
export const MESSAGE_REF_CLOSE = "\uE002";
const VALUES = MESSAGE_REF_VALUES;
const CLOSE = MESSAGE_REF_CLOSE;

/** A reference to a message: its id, and the values it is filled with (in order, as JSON). */
export function messageRef(id: string, values: readonly unknown[] = []): string {
  return values.length === 0 ? `${OPEN}${id}${CLOSE}` : `${OPEN}${id}${VALUES}${JSON.stringify(values)}${CLOSE}`;
}

