import type { TextIn } from "~/platform/records/translations";

/**
 * A record's text on a public page (`textIn`, platform/records/translations.ts): as it is, or
 * in a `<span lang="en">` when a Chichewa page falls back to the English text, so screen
 * readers switch their pronunciation. A plain string is shown as it is.
 */
export function Translated({ value }: { value: TextIn | string | null | undefined }) {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return <>{value}</>;
  return value.lang ? <span lang={value.lang}>{value.text}</span> : <>{value.text}</>;
}

/** The `lang` attribute for an element that holds only this text (a card's `<p>`, a heading): set only for a fallback. */
export const langOf = (value: TextIn | string | null | undefined) => (value !== null && typeof value === "object" ? value.lang : undefined);
