import { Field } from "~/components/forms/field";
import { type ChosenFileFieldProps, useChosenFile } from "~/components/forms/use-chosen-file";

/**
 * A file input for one picture, with a small preview of the chosen file. The caller's
 * `check` runs as soon as a file is chosen (and again on submit) and its verdict is shown
 * under the field through `onCheck`; the server checks the bytes again whatever happens here.
 */
export function ImageField({
  label,
  name = "image",
  required = false,
  accept,
  errors,
  hint,
  check,
  onCheck,
  currentSrc,
}: ChosenFileFieldProps & {
  name?: string;
  /** The image the record has now, shown until another is chosen. */
  currentSrc?: string | undefined;
}) {
  const { chosen, inputProps } = useChosenFile(check, onCheck);
  const shown = chosen?.url ?? currentSrc ?? null;

  return (
    <Field label={label} errors={errors} hint={hint} optional={!required} className="form-field-image">
      {(control) => (
        <div className="image-input">
          {shown ? <img className="image-input-preview" src={shown} alt="" width={64} height={64} /> : null}
          <input {...control} {...inputProps} name={name} accept={accept} required={required} />
        </div>
      )}
    </Field>
  );
}
