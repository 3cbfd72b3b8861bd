import type { ActionResult } from "~/platform/forms/form-action.server";
import { useLanguage } from "~/platform/i18n/use-t";
import { recordsWords } from "~/platform/records/records-words";

/**
 * What a back-office form posted without JavaScript came to, shown above the screen it
 * returned to: the action's message, or "Failed to submit form: <reason>". With JavaScript the
 * same answer is a toast instead (useFetcherForm, useActionToast).
 */
export function PlainPostNotice({ result }: { result: ActionResult | undefined }) {
  const language = useLanguage();
  if (!result) return null;
  return (
    <p className={`admin-notice ${result.ok ? "admin-notice-success" : "admin-notice-error"}`} role={result.ok ? "status" : "alert"}>
      {result.ok ? result.message : `${recordsWords.t(language, "submitFailed")}: ${result.message}`}
    </p>
  );
}
