import { type ReactNode, useId } from "react";
import { ErrorList } from "~/components/forms/error-list";

/** What a field hands its control so the label, hint and errors are wired for assistive tech. */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * A label, one control, an optional hint and the field's errors (from the browser's own
 * checks or from the server's `errors[field]`). The control is rendered by the caller so any
 * input, select or textarea fits:
 *
 *   <Field label="Rate" errors={errorsFor("fee")}>{(p) => <input {...p} name="fee" />}</Field>
 */
export function Field({
  label,
  errors,
  hint,
  optional = false,
  className,
  children,
}: {
  label: ReactNode;
  errors?: readonly string[];
  hint?: ReactNode;
  /** Shows "optional" beside the label; required fields are the norm in the back-office. */
  optional?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors && errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={["form-field", className].filter(Boolean).join(" ")} data-invalid={errorId ? "" : undefined}>
      <label className="form-label" htmlFor={id}>
        {label}
        {optional ? <span className="form-optional"> (optional)</span> : null}
      </label>
      {children({ id, "aria-invalid": errorId ? true : undefined, "aria-describedby": describedBy })}
      {hint ? (
        <p className="form-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
