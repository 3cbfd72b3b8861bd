import type { ReactNode } from "react";
import type { ControlProps } from "~/components/forms/field";

/**
 * A guest-facing form's field (the wizards on public pages): a label, one control rendered by
 * the caller, an optional hint and the field's messages under it, wired to the control with
 * ids made from `id` (stable, so the server's and the browser's markup agree).
 */
export function LabelledField({
  id,
  label,
  optional = false,
  errors,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  /** Shows "(optional)" beside the label. */
  optional?: boolean;
  errors: readonly string[];
  hint?: ReactNode;
  children: (props: ControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <div className="field" data-invalid={errorId ? "" : undefined}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="field-optional"> (optional)</span> : null}
      </label>
      {children({ id, "aria-invalid": errorId ? true : undefined, "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined })}
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

/** A public field's messages, in one line under it (nothing without an id, that is without messages). */
export function FieldError({ id, errors }: { id: string | undefined; errors: readonly string[] }) {
  if (!id) return null;
  return (
    <p className="field-error" id={id}>
      {errors.join(" ")}
    </p>
  );
}
