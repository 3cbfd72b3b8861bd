import { type FormEvent, useRef, useState } from "react";
import { type useFetcher, useRevalidator } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { checkChosenFile, type FileCheck } from "~/components/forms/file-check";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useFormErrors } from "~/components/forms/use-form-errors";
import { chosenFileInput, useUpload } from "~/components/forms/use-upload";
import { useToast } from "~/components/toast/toast-provider";
import { formWords } from "~/components/forms/forms-catalog";
import { recordsWords } from "~/platform/records/records-words";

/** A fetcher posting to a page action that answers with runFormAction's ActionResult. */
export type ActionFetcher = ReturnType<typeof useFetcher<ActionResult>>;

/**
 * Everything a back-office form posted through a fetcher needs: field errors (browser and
 * server), file checks run again on submit, the pending flag, and a toast for the outcome.
 * `onSuccess` is where the form resets or the screen moves on.
 *
 * A submission with a chosen file goes to the same action through `useUpload` instead, so
 * the form can show how much is sent (`upload`, drawn by UploadProgress); its answer takes
 * the same path as a fetcher's below.
 */
export function useFetcherForm({
  fetcher,
  messagesFor,
  fileChecks = {},
  onSuccess,
  failureTitle = recordsWords.msg("submitFailed"),
}: {
  fetcher: ActionFetcher;
  messagesFor?: Record<string, string>;
  /** Field name → in-browser check of the chosen file. */
  fileChecks?: Record<string, FileCheck>;
  onSuccess?: (result: Extract<ActionResult, { ok: true }>) => void;
  failureTitle?: string;
}) {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const upload = useUpload();
  // The last answer handled, from the fetcher or the upload, whichever came last.
  const [shown, setShown] = useState<ActionResult | undefined>(undefined);
  const serverErrors = shown && !shown.ok ? shown.errors : undefined;
  const errors = useFormErrors({ serverErrors, messagesFor });
  const submitted = useRef<HTMLFormElement | null>(null);

  const handle = (answer: ActionResult) => {
    setShown(answer);
    if (answer.ok) {
      toast({ kind: "success", title: answer.message });
      errors.clearAll();
      onSuccess?.(answer);
    } else {
      toast({ kind: "error", title: failureTitle, description: answer.message });
      const fieldErrors = answer.errors;
      if (fieldErrors) {
        // Take the keyboard to the first field the server refused, as the browser does for its own checks.
        const form = submitted.current;
        const first = form
          ? Array.from(form.elements).find((el) => "name" in el && (el.name as string) in fieldErrors)
          : null;
        if (first instanceof HTMLElement && first.isConnected) first.focus();
      } else {
        // A refusal that is not about a field (e.g. the record is gone): refresh what is shown.
        void revalidator.revalidate();
      }
    }
  };
  useFetcherResult(fetcher.data, handle, fetcher.state === "idle");
  useFetcherResult(upload.result, handle, !upload.pending);

  const pending = fetcher.state !== "idle" || upload.pending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (pending) return;
    for (const [name, check] of Object.entries(fileChecks)) {
      const message = await checkChosenFile(form, name, check);
      errors.setError(name, message);
      if (message) {
        const input = form.elements.namedItem(name);
        if (input instanceof HTMLElement) input.focus();
        return;
      }
    }
    submitted.current = form;
    if (chosenFileInput(form)) upload.send(form);
    else void fetcher.submit(form);
  }

  return {
    errorsFor: errors.errorsFor,
    setError: errors.setError,
    formProps: { ...errors.formProps, onSubmit },
    pending,
    upload: {
      state: upload.state,
      cancel() {
        upload.cancel();
        toast({ kind: "info", title: formWords.msg("uploadCancelled") });
      },
    },
  };
}
