import { messageRef } from "./message-ref";
import { browserLanguage } from "./page-language";
import type { englishMessages } from "./messages.en";

/** SPEC's wording in one language: each message a string, or a function of the same arguments. */
export type Messages = { readonly [K in keyof typeof englishMessages]: (typeof englishMessages)[K] extends string ? string : (typeof englishMessages)[K] };

/**
 * SPEC's fixed wording (messages.en.ts, and its Chichewa in messages.ny.ts), as the code reads it.
 *
 * - In the browser, the page's language (`<html lang>`): a page's scripts are in one language
 *   (decision 047), so the schemas validate in it. Only that language's file is fetched: a
 *   Chichewa page carries no English wording, and the reverse.
 * - On the server, references (./message-ref.ts): the shared schemas are built once and the
 *   handlers do not know who will read what they write, so each message is its id and its
 *   values until the answer leaves the server, where it is written in the asker's language
 *   (app/platform/i18n/answer-messages.ts). Pages are rendered with `messagesIn(language)`.
 */
export const messages: Messages =
  browserLanguage === "ny"
    ? (await import("./messages.ny")).messagesInChichewa
    : browserLanguage === "en"
      ? (await import("./messages.en")).englishMessages
      : messageRefsOf((await import("./messages.en")).englishMessages);

/** Each message as a reference to itself: a text is its id, a function writes its id and values. */
function messageRefsOf(table: typeof englishMessages): Messages {
  return Object.fromEntries(
    Object.entries(table).map(([id, message]) => [id, typeof message === "string" ? messageRef(id) : (...values: unknown[]) => messageRef(id, values)]),
  ) as unknown as Messages;
}
