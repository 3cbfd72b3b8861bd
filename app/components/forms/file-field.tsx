import { Field } from "~/components/forms/field";
import { type ChosenFileFieldProps, useChosenFile } from "~/components/forms/use-chosen-file";
import { formatByteSize } from "~/platform/files/file-rules";
import { useT } from "~/platform/i18n/use-t";
import { formWords } from "./forms-catalog";

/** The file a record has now, shown until another is chosen. */
export interface CurrentFile {
  url: string;
  downloadName: string;
  byteSize: number;
}

/**
 * A file input for one video or PDF, with a preview of the chosen file: a video plays in a
 * small player (the browser reads it locally, nothing is sent), a PDF shows its name and
 * size. The caller's `check` runs as soon as a file is chosen (and again on submit); the
 * server checks the bytes again whatever happens here.
 */
export function FileField({
  label, name, required = false, accept, errors, hint, check, onCheck, current, preview,
}: ChosenFileFieldProps & {
  name: string;
  current?: CurrentFile | null | undefined;
  preview: "video" | "document";
}) {
  const { chosen, inputProps } = useChosenFile(check, onCheck);
  const t = useT(formWords);

  const shownUrl = chosen?.url ?? current?.url ?? null;
  return (
    <Field label={label} errors={errors} hint={hint} optional={!required} className="form-field-wide form-field-file">
      {(control) => (
        <div className="file-input">
          <input {...control} {...inputProps} name={name} accept={accept} required={required} />
          {preview === "video" && shownUrl ? (
            <video className="file-input-video" src={shownUrl} controls preload="metadata" muted playsInline width={320} height={180} />
          ) : null}
          {chosen ? (
            <p className="file-input-note">{t("chosen", { name: chosen.name, size: formatByteSize(chosen.size) })}</p>
          ) : current ? (
            <p className="file-input-note">
              {t("current")}{" "}
              <a href={current.url} download={current.downloadName}>
                {current.downloadName}
              </a>{" "}
              ({formatByteSize(current.byteSize)})
            </p>
          ) : null}
        </div>
      )}
    </Field>
  );
}
