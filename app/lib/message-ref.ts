/**
 * A message written on the server before anyone knows who will read it: its id and its values,
 * carried inside a string, so it passes through everything that only holds text (a schema's
 * issue, an error's message, a concatenation, a field of any answer) and is turned into words
 * where the answer leaves the server, in the language of whoever asked
 * (app/platform/i18n/answer-messages.ts). Nothing is ever looked up by its English.
 *
 * The markers are private-use characters, which no keyboard types and JSON leaves as they are:
 * `\uE000id\uE001["value",30]\uE002`. A value may itself be a reference (a message inside a
 * message); it is rendered first.
 */
const OPEN = "\uE000";
/** The character that opens a reference: a page or answer holding it holds one. */
export const MESSAGE_REF_OPEN = OPEN;
const VALUES = "\uE001";
const CLOSE = "\uE002";

/** A reference to a message: its id, and the values it is filled with (in order, as JSON). */
export function messageRef(id: string, values: readonly unknown[] = []): string {
  return values.length === 0 ? `${OPEN}${id}${CLOSE}` : `${OPEN}${id}${VALUES}${JSON.stringify(values)}${CLOSE}`;
}

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
