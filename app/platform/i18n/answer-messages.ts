import { hasMessageRef, renderMessageRefs } from "~/lib/render-message-refs";
import { i18nOf } from "./catalog";
import type { Language } from "./language";

/*
 * Where an answer leaves the server — the API's JSON (server/api/api-language.ts), what a page's
 * loader or action returns or refuses with (server/answers-in-page-language.ts), a plain-text
 * refusal — the message references written by the schemas and handlers (app/lib/message-ref.ts)
 * become words in the asker's language: English unless the request says Chichewa (`?lang=ny`,
 * `Accept-Language: ny`, a `/ny/` page). Every field of the answer is rendered, so a message
 * inside a longer text, in a field of any name or carrying another message works the same way.
 */

/** A reference's message, `namespace.key` of a catalogue, filled with its named values. */
function render(language: Language) {
  return (id: string, values: unknown[]): string | null => {
    const held = (i18nOf[language].messages as Record<string, unknown>)[id] !== undefined ? language : "en";
    if ((i18nOf[held].messages as Record<string, unknown>)[id] === undefined) return null;
    return i18nOf[held]._(id, (values[0] ?? undefined) as Record<string, unknown> | undefined);
  };
}

const renderers: Record<Language, ReturnType<typeof render>> = { en: render("en"), ny: render("ny") };

/** A text with its message references written in a language. */
export function renderMessage(text: string, language: Language): string {
  return hasMessageRef(text) ? renderMessageRefs(text, renderers[language]) : text;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * An answer with every message reference in it written in a language: strings anywhere in plain
 * objects and arrays (a thrown error's message too). What holds none comes back as it was, the
 * same object, so an answer without messages costs one walk and no copy.
 */
export function renderAnswer<T>(answer: T, language: Language): T {
  return renderValue(answer, language) as T;
}

function renderValue(value: unknown, language: Language): unknown {
  if (typeof value === "string") return renderMessage(value, language);
  if (!value || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item: unknown, index) => {
      const rendered = renderValue(item, language);
      if (rendered !== item) (copy ??= [...value])[index] = rendered;
    });
    return copy ?? value;
  }
  if (value instanceof Error) {
    // A thrown error is the request's own: written in place, its class (and status) kept.
    value.message = renderMessage(value.message, language);
    const withErrors = value as Error & { errors?: unknown };
    if (withErrors.errors && typeof withErrors.errors === "object") {
      Object.defineProperty(value, "errors", { value: renderValue(withErrors.errors, language), enumerable: true, configurable: true, writable: false });
    }
    return value;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    const rendered = renderValue(item, language);
    if (rendered !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = rendered;
  }
  return copy ?? value;
}
