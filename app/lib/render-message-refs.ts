import { MESSAGE_REF_CLOSE as CLOSE, MESSAGE_REF_OPEN as OPEN, MESSAGE_REF_VALUES as VALUES } from "./message-ref";

/*
 * Reading message references (./message-ref.ts) back out of a text: only the server does, where
 * an answer leaves it (app/platform/i18n/answer-messages.ts).
 */

/** Whether a text holds a reference still to be rendered. */
export function hasMessageRef(text: string): boolean {
  return text.includes(OPEN);
}

/** Where the reference opened at `start` closes, nested references counted; -1 when it never does. */
function closeOf(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === OPEN) depth++;
    else if (char === CLOSE && --depth === 0) return i;
  }
  return -1;
}

/**
 * A text with each reference replaced by `render(id, values)`: values are rendered first, so a
 * message may carry another. A reference `render` does not know (null), or a broken one, stays.
 */
export function renderMessageRefs(text: string, render: (id: string, values: unknown[]) => string | null): string {
  let start = text.indexOf(OPEN);
  if (start === -1) return text;
  let out = "";
  let from = 0;
  while (start !== -1) {
    const end = closeOf(text, start);
    if (end === -1) break;
    const inner = text.slice(start + 1, end);
    const split = inner.indexOf(VALUES);
    const id = split === -1 ? inner : inner.slice(0, split);
    let values: unknown[] = [];
    let readable = true;
    if (split !== -1) {
      try {
        const parsed: unknown = JSON.parse(inner.slice(split + 1));
        values = Array.isArray(parsed) ? parsed.map((value) => renderValue(value, render)) : [];
        readable = Array.isArray(parsed);
      } catch {
        readable = false;
      }
    }
    const rendered = readable ? render(id, values) : null;
    out += text.slice(from, start) + (rendered ?? text.slice(start, end + 1));
    from = end + 1;
    start = text.indexOf(OPEN, from);
  }
  return out + text.slice(from);
}

function renderValue(value: unknown, render: (id: string, values: unknown[]) => string | null): unknown {
  if (typeof value === "string") return renderMessageRefs(value, render);
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, renderValue(inner, render)]));
  }
  return value;
}
