import { browserLanguage } from "./page-language";
import type { englishMessages } from "./messages.en";

/** SPEC's wording in one language: each message a string, or a function of the same arguments. */
export type Messages = { readonly [K in keyof typeof englishMessages]: (typeof englishMessages)[K] extends string ? string : (typeof englishMessages)[K] };

/**
 * SPEC's fixed wording (messages.en.ts, and its Chichewa in messages.ny.ts), as the code reads it.
 *
 * - On the server, English: the shared schemas are built once, and what they and the handlers
 *   write is turned into the asker's language where it leaves the server (an API answer, a
 *   page action's answer: app/platform/i18n/answer-language.server.ts). Pages are rendered with
 *   `messagesIn(language)`.
 * - In the browser, the page's language (`<html lang>`): a page's scripts are in one language
 *   (decision 047), so the schemas validate in it and nothing is read back from English. Only
 *   that language's file is fetched: a Chichewa page carries no English wording, and the reverse.
 */
export const messages: Messages =
  browserLanguage === "ny" ? (await import("./messages.ny")).messagesInChichewa : (await import("./messages.en")).englishMessages;
