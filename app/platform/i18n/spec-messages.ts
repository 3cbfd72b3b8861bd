import { messages } from "~/lib/messages";
import type { messagesInChichewa as ChichewaMessages } from "~/lib/messages.ny";
import { holdsLanguage } from "./browser-language";
import type { Language } from "./language";

/**
 * SPEC's fixed wording (app/lib/messages.ts) in a language. English stays the one place SPEC's
 * text lives (GUIDE §8); app/lib/messages.ny.ts gives the Chichewa of each guest-facing message,
 * typed against it so a message's arguments cannot drift. Staff-only messages (the back-office
 * is in English) fall back to English.
 */
export type Messages = typeof messages;

// The Chichewa wording is fetched only by Chichewa pages (decision 047); the server has it always.
const messagesInChichewa: typeof ChichewaMessages = holdsLanguage("ny") ? (await import("~/lib/messages.ny")).messagesInChichewa : {};

const inChichewa = { ...messages, ...messagesInChichewa } as Messages;

export function messagesIn(language: Language): Messages {
  return language === "ny" ? inChichewa : messages;
}

/*
 * The shared schemas are built once, in English, for the browser and the server alike; their
 * messages are turned into the page's language where they are shown (the error list under a
 * field, a toast, the API's answer). A message is found by its English text; a templated one
 * (`A stay is at most 30 nights…`) by the shape its function writes, its filled-in parts
 * carried over to the Chichewa function.
 */
const SENTINEL = "\u0001";
type Translator = (english: string) => string | null;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function translators(): { exact: Map<string, string>; templated: Translator[] } {
  const exact = new Map<string, string>();
  const templated: Translator[] = [];
  for (const [key, english] of Object.entries(messages) as [keyof Messages, Messages[keyof Messages]][]) {
    const chichewa = (messagesInChichewa as Partial<Record<keyof Messages, unknown>>)[key];
    if (chichewa === undefined) continue;
    if (typeof english === "string") {
      exact.set(english, chichewa as string);
      continue;
    }
    const fill = english as (...args: string[]) => string;
    const args = Array.from({ length: fill.length }, (_, i) => `${SENTINEL}${i}${SENTINEL}`);
    let shape: string;
    try {
      shape = fill(...args);
    } catch {
      continue;
    }
    const order: number[] = [];
    const pattern = escapeForPattern(shape).replace(new RegExp(`${SENTINEL}(\\d+)${SENTINEL}`, "g"), (_, index: string) => {
      order.push(Number(index));
      return "(.+?)";
    });
    // A message whose function rewrites an argument (lower-cases it, say) cannot be read back.
    if (order.length !== args.length || shape.includes(SENTINEL.repeat(2))) continue;
    const matcher = new RegExp(`^${pattern}$`, "su");
    templated.push((text) => {
      const found = matcher.exec(text);
      if (!found) return null;
      const values: string[] = [];
      order.forEach((argIndex, group) => (values[argIndex] = found[group + 1]!));
      return (chichewa as (...a: string[]) => string)(...values);
    });
  }
  return { exact, templated };
}

let built: ReturnType<typeof translators> | undefined;

/** A message of SPEC's wording, in a language; any other text comes back as it was. */
export function translateMessage(text: string, language: Language): string {
  if (language === "en" || !text) return text;
  built ??= translators();
  const exact = built.exact.get(text);
  if (exact !== undefined) return exact;
  for (const translate of built.templated) {
    const translated = translate(text);
    if (translated !== null) return translated;
  }
  return text;
}
