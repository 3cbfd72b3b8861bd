import { type ReactNode, useEffect, useRef, useState } from "react";
import { Field } from "~/components/forms/field";

/** Early, in-browser check of a chosen file; returns the message to show or null. */
export type FileCheck = (file: File) => Promise<string | null>;

/** Runs the check on the file chosen in a form's file input; null when none is chosen. */
export async function checkChosenFile(form: HTMLFormElement, name: string, check: FileCheck): Promise<string | null> {
  const input = form.elements.namedItem(name);
  if (!(input instanceof HTMLInputElement)) return null;
  const file = input.files?.[0];
  return file ? check(file) : null;
}

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
}: {
  label: ReactNode;
  name?: string;
  required?: boolean;
  accept: string;
  errors?: readonly string[];
  hint?: ReactNode;
  check: FileCheck;
  onCheck: (message: string | null) => void;
  /** The image the record has now, shown until another is chosen. */
  currentSrc?: string | undefined;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // Only the verdict on the latest choice counts, however long an earlier check takes.
  const latestCheck = useRef(0);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  // Resetting the form clears the input without a change event; drop the preview too.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onReset = () => setPreview(null);
    form.addEventListener("reset", onReset);
    return () => form.removeEventListener("reset", onReset);
  }, []);

  const shown = preview ?? currentSrc ?? null;

  return (
    <Field label={label} errors={errors} hint={hint} optional={!required} className="form-field-image">
      {(control) => (
        <div className="image-input">
          {shown ? <img className="image-input-preview" src={shown} alt="" width={64} height={64} /> : null}
          <input
            {...control}
            ref={inputRef}
            type="file"
            name={name}
            accept={accept}
            required={required}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              const ticket = ++latestCheck.current;
              setPreview(file ? URL.createObjectURL(file) : null);
              if (!file) {
                onCheck(null);
                return;
              }
              void check(file).then((message) => {
                if (ticket === latestCheck.current) onCheck(message);
              });
            }}
          />
        </div>
      )}
    </Field>
  );
}
