/**
 * Staff-written text shown as plain paragraphs: a blank line starts a new paragraph and a
 * single line break stays a line break. Never parsed as HTML: React escapes every character,
 * so "<script>" in a setting is shown as text.
 */
export function PlainText({ text, className, lang }: { text: string; className?: string; lang?: string | undefined }) {
  const paragraphs = text
    .replaceAll("\r\n", "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={className} lang={lang}>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>
          {paragraph.split("\n").map((line, j) => (
            <span key={j}>
              {j > 0 && <br />}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
