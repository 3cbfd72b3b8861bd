import { defineCatalog } from "~/platform/i18n/catalog";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import type { useFetcherForm } from "~/components/forms/use-fetcher-form";
import source from "./upload-progress.messages.json";
import { formWords } from "~/components/forms/forms-catalog";

/** The progress's own words: with this component, not in every form page's catalogue (the event plan loads it on demand). */
const uploadWords = defineCatalog(source);

/**
 * How much of a form's file is sent: a progress bar, the percentage (read out politely by
 * screen readers) and a Cancel button while bytes are still on their way. Once all is sent
 * the server is storing the file and cancelling could no longer undo it, so the button goes.
 */
export function UploadProgress({ upload }: { upload: ReturnType<typeof useFetcherForm>["upload"] }) {
  const { state } = upload;
  const t = useT(uploadWords);
  const language = useLanguage();
  const percent = state.phase === "sending" ? state.percent : state.phase === "processing" ? 100 : null;
  const text =
    state.phase === "sending" ? t("uploading", { percent: String(percent ?? 0) }) : state.phase === "processing" ? formWords.t(language, "uploadProcessing") : "";
  return (
    <div className="upload-progress" data-phase={state.phase}>
      {state.phase !== "idle" ? (
        <progress max={100} value={percent ?? undefined} aria-label={t("uploadProgress")} />
      ) : null}
      {/* Always in the page, so screen readers hear the first change as well as the later ones. */}
      <p className="upload-progress-text" aria-live="polite">
        {text}
      </p>
      {state.phase === "sending" ? (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={(event) => {
            // This button goes with the upload; the keyboard stays in the form, on its submit button.
            const form = event.currentTarget.form;
            upload.cancel();
            form?.querySelector<HTMLElement>("[type=submit]")?.focus();
          }}
        >
          {t("cancelUpload")}
        </button>
      ) : null}
    </div>
  );
}
