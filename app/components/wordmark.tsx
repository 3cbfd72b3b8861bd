/** Splits "Umodzi Park Hotel & Convention Centre" into a display name and a tagline. */
export function splitHotelName(name: string): [string, string] {
  const at = name.search(/\s(?:Hotel|Resort|Lodge)\b/i);
  return at > 0 ? [name.slice(0, at), name.slice(at + 1)] : [name, ""];
}

/** The logo: a small woven-lozenge emblem and the hotel name as text (no image download). */
export function Wordmark({ name }: { name: string }) {
  const [main, tagline] = splitHotelName(name);
  return (
    <span className="wordmark">
      <svg className="wordmark-emblem" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M16 1 31 16 16 31 1 16Z" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M16 8 24 16 16 24 8 16Z" fill="currentColor" />
      </svg>
      <span className="wordmark-text">
        <span className="wordmark-name">{main}</span>
        {tagline && <span className="wordmark-tagline">{tagline}</span>}
      </span>
    </span>
  );
}
