import { type FormEvent, useRef } from "react";
import { type useFetcher, useRevalidator } from "react-router";
import { messages } from "~/lib/messages";
import type { ActionResult } from "~/lib/form-action.server";
import { checkChosenFile, type FileCheck } from "~/components/forms/image-field";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useFormErrors } from "~/components/forms/use-form-errors";
import { useToast } from "~/components/toast/toast-provider";

/** A fetcher posting to a page action that answers with runFormAction's ActionResult. */
export type ActionFetcher = ReturnType<typeof useFetcher<ActionResult>>;

/**
 * Everything a back-office form posted through a fetcher needs: field errors (browser and
 * server), file checks run again on submit, the pending flag, and a toast for the outcome.
 * `onSuccess` is where the form resets or the screen moves on.
 */
export function useFetcherForm({
  fetcher,
  messagesFor,
  fileChecks = {},
  onSuccess,
  failureTitle = messages.submitFailed,
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
  const result = fetcher.data;
  const serverErrors = result && !result.ok ? result.errors : undefined;
  const errors = useFormErrors({ serverErrors, messagesFor });
  const submitted = useRef<HTMLFormElement | null>(null);

  useFetcherResult(
    result,
    (answer) => {
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
    },
    fetcher.state === "idle",
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (fetcher.state !== "idle") return;
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
    void fetcher.submit(form);
  }

  return {
    errorsFor: errors.errorsFor,
    setError: errors.setError,
    formProps: { ...errors.formProps, onSubmit },
    pending: fetcher.state !== "idle",
  };
}
