import { messages } from "~/lib/messages";
import { holdsLanguage } from "./browser-language";
import type { Language } from "./language";

/**
 * SPEC's fixed wording (app/lib/messages.ts) in a language. English stays the one place SPEC's
 * text lives (GUIDE §8); app/lib/messages.ny.ts gives the Chichewa of each guest-facing message,
 * typed against it so a message's arguments cannot drift. Staff-only messages (the back-office
 * is in English) fall back to English.
 */
export type Messages = typeof messages;

// The Chichewa wording, and the reading of English messages back into it, are fetched only by
// Chichewa pages (decision 047); the server has them always.
const chichewa = holdsLanguage("ny") ? await import("./chichewa-messages") : null;

const inChichewa = { ...messages, ...chichewa?.messagesInChichewa } as Messages;
const readChichewa = chichewa?.chichewaReader(messages);

export function messagesIn(language: Language): Messages {
  return language === "ny" ? inChichewa : messages;
}

/*
 * The shared schemas are built once, in English, for the browser and the server alike; their
 * messages are turned into the page's language where they are shown (the error list under a
 * field, a toast, the API's answer): chichewa-messages.ts.
 */

/** A message of SPEC's wording, in a language; any other text comes back as it was. */
export function translateMessage(text: string, language: Language): string {
  if (language === "en" || !text || !readChichewa) return text;
  return readChichewa(text);
}
