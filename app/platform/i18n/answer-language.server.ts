import { englishMessages } from "~/lib/messages.en";
import { messagesInChichewa } from "~/lib/messages.ny";
import type { Language } from "./language";

/*
 * The shared schemas and the handlers write SPEC's wording in English, once, on the server; what
 * they write is turned into the asker's language where it leaves the server: the API's answers
 * (server/api/api-language.ts), page actions' answers and the reasons pages are refused with
 * (server/answers-in-page-language.ts). The browser never reads English back: its schemas
 * already speak the page's language (app/lib/messages.ts).
 *
 * A message is found by its English text; a templated one (`A stay is at most 30 nights…`) by
 * the shape its function writes, its filled-in parts carried over to the Chichewa function.
 */
const SENTINEL = "\u0001";
type Translator = (english: string) => string | null;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function translators(): { exact: Map<string, string>; templated: Translator[] } {
  const exact = new Map<string, string>();
  const templated: Translator[] = [];
  for (const [key, english] of Object.entries(englishMessages) as [keyof typeof englishMessages, unknown][]) {
    const chichewa: unknown = messagesInChichewa[key];
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

/** A message of SPEC's English wording in a language; any other text comes back as it was. */
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

/**
 * Where answers carry messages: `message` (the API's and the forms'), `detail` (the reason
 * under a headline), `done` and `problem` (a link page's outcome), `codeError` (the two-step
 * login's code), and each field's messages in `errors`.
 */
const MESSAGE_KEYS = ["message", "detail", "done", "problem", "codeError"] as const;

/**
 * An answer's messages in a language (MESSAGE_KEYS); everything else (the values sent back,
 * ids, references) as it was, so text a visitor typed is never rewritten. A plain string (a
 * refusal's reason) is a message itself.
 */
export function answerInLanguage<T>(answer: T, language: Language): T {
  if (language === "en") return answer;
  if (typeof answer === "string") return translateMessage(answer, language) as T;
  if (!answer || typeof answer !== "object" || Array.isArray(answer)) return answer;
  const body = answer as Record<string, unknown>;
  const translated: Record<string, unknown> = { ...body };
  for (const key of MESSAGE_KEYS) {
    if (typeof body[key] === "string") translated[key] = translateMessage(body[key], language);
  }
  if (body.errors && typeof body.errors === "object" && !Array.isArray(body.errors)) {
    translated.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, list]) => [
        field,
        Array.isArray(list) ? list.map((m: unknown) => (typeof m === "string" ? translateMessage(m, language) : m)) : typeof list === "string" ? translateMessage(list, language) : list,
      ]),
    );
  }
  return translated as T;
}
