import type { messages } from "~/lib/messages";
import { messagesInChichewa } from "~/lib/messages.ny";

export { messagesInChichewa };

/*
 * Only types from the English wording: a Chichewa page fetches this file while the file that
 * holds the English is still running (its top-level await), so importing it here would have
 * each wait for the other for ever. The English comes in as an argument instead.
 */
type Messages = typeof messages;

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

function translators(messages: Messages): { exact: Map<string, string>; templated: Translator[] } {
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

/** Reads messages of SPEC's English wording (`messages`) into Chichewa; any other text comes back as it was. */
export function chichewaReader(messages: Messages): (text: string) => string {
  let built: ReturnType<typeof translators> | undefined;
  return (text) => inChichewa(text, (built ??= translators(messages)));
}

function inChichewa(text: string, built: ReturnType<typeof translators>): string {
  const exact = built.exact.get(text);
  if (exact !== undefined) return exact;
  for (const translate of built.templated) {
    const translated = translate(text);
    if (translated !== null) return translated;
  }
  return text;
}
