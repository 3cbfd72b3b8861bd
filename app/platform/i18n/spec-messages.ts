import { type Messages, messages } from "~/lib/messages";
import { browserLanguage } from "./browser-language";
import type { Language } from "./language";

export type { Messages };

// The server renders pages in both languages; the browser holds its page's language only
// (decision 047), which `messages` already is there.
const onServer =
  browserLanguage === null ? { en: (await import("~/lib/messages.en")).englishMessages as Messages, ny: (await import("~/lib/messages.ny")).messagesInChichewa } : null;

/** SPEC's fixed wording (app/lib/messages.ts) in a language. */
export function messagesIn(language: Language): Messages {
  return onServer ? onServer[language] : messages;
}
