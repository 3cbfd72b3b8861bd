import { type ReactNode, useId } from "react";
import { ErrorList } from "~/components/forms/error-list";
import type { FieldLimits } from "~/platform/records/record-type";
import { useT } from "~/platform/i18n/use-t";
import { formWords } from "./forms-catalog";

/**
 * What a field hands its control: the id its label points at, the state and descriptions
 * assistive tech reads, and the HTML constraints of the field's schema when it was given them.
 */
export interface ControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
}

/** The HTML constraints of a schema field (`formLimitsOf`), only those it has. */
function constraintsOf(limits: FieldLimits | undefined): Pick<ControlProps, "required" | "maxLength" | "min" | "max"> {
  if (!limits) return {};
  return {
    required: limits.required,
    ...(limits.maxLength !== undefined ? { maxLength: limits.maxLength } : {}),
    ...(limits.min !== undefined ? { min: limits.min } : {}),
    ...(limits.max !== undefined ? { max: limits.max } : {}),
  };
}

/**
 * A label, one control, an optional hint and the field's errors (from the browser's own
 * checks or from the server's `errors[field]`), for the back-office and the public pages
 * alike. The control is rendered by the caller so any input, select or textarea fits:
 *
 *   <Field label="Rate" limits={limits.fee} errors={errorsFor("fee")}>{(p) => <input {...p} name="fee" />}</Field>
 *
 * `limits` (from `formLimitsOf(schema)`, sent by the loader) puts the schema's required,
 * maxlength, min and max on the control, so they are never copied beside the schema. Public
 * pages pass `className="field"` for their look and an `id`, so the ids of the control, its
 * hint (`<id>-hint`) and its errors (`<id>-error`) read the same in every render and test.
 */
export function Field({
  id: givenId,
  label,
  errors,
  hint,
  limits,
  optional = limits ? !limits.required : false,
  className,
  children,
}: {
  /** The control's id; a generated one when absent. */
  id?: string;
  label: ReactNode;
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
  limits?: FieldLimits | undefined;
  /** Shows "(optional)" beside the label; by default, when the schema does not require a value. */
  optional?: boolean | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const t = useT(formWords);
  const id = givenId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors && errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={["form-field", className].filter(Boolean).join(" ")} data-invalid={errorId ? "" : undefined}>
      <label className="form-label" htmlFor={id}>
        {label}
        {optional ? <span className="form-optional"> {t("optional")}</span> : null}
      </label>
      {children({ id, "aria-invalid": errorId ? true : undefined, "aria-describedby": describedBy, ...constraintsOf(limits) })}
      {hint ? (
        <p className="form-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
