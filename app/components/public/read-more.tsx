import type { ReactNode } from "react";

/**
 * SPEC's "Read More / Read Less" (and "More / Less") without JavaScript: a `<details>` whose
 * summary label swaps with CSS when open. The hidden part is in the server HTML, so search
 * engines and readers without JS get all of it.
 */
export function ReadMore({
  children,
  more = "Read More",
  less = "Read Less",
}: {
  children: ReactNode;
  more?: string;
  less?: string;
}) {
  return (
    <details className="read-more">
      <summary className="read-more-toggle">
        <span className="read-more-closed">{more}</span>
        <span className="read-more-open">{less}</span>
      </summary>
      <div className="read-more-body">{children}</div>
    </details>
  );
}
