import type { ReactNode } from "react";
import { useT } from "~/platform/i18n/use-t";
import { publicParts } from "./public-parts-catalog";

/**
 * SPEC's "Read More / Read Less" (and "More / Less") without JavaScript: a `<details>` whose
 * summary label swaps with CSS when open. The hidden part is in the server HTML, so search
 * engines and readers without JS get all of it.
 */
export function ReadMore({
  children,
  more,
  less,
}: {
  children: ReactNode;
  more?: string;
  less?: string;
}) {
  const t = useT(publicParts);
  return (
    <details className="read-more">
      <summary className="read-more-toggle">
        <span className="read-more-closed">{more ?? t("readMore")}</span>
        <span className="read-more-open">{less ?? t("readLess")}</span>
      </summary>
      <div className="read-more-body">{children}</div>
    </details>
  );
}
