import type { ReactNode } from "react";

/**
 * The eyebrow, heading and lead that open a public section. `id` labels the section
 * (`aria-labelledby`), so every section is announced by its own heading.
 */
export function SectionHead({ eyebrow, id, title, children }: { eyebrow?: string; id: string; title: string; children?: ReactNode }) {
  return (
    <div className="section-head">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {children && <p className="lead">{children}</p>}
    </div>
  );
}
