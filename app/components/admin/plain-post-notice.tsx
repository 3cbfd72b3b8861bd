import type { ActionResult } from "~/lib/form-action.server";
import { useMessages } from "~/platform/i18n/use-messages";

/**
 * What a back-office form posted without JavaScript came to, shown above the screen it
 * returned to: the action's message, or "Failed to submit form: <reason>". With JavaScript the
 * same answer is a toast instead (useFetcherForm, useActionToast).
 */
export function PlainPostNotice({ result }: { result: ActionResult | undefined }) {
  const messages = useMessages();
  if (!result) return null;
  return (
    <p className={`admin-notice ${result.ok ? "admin-notice-success" : "admin-notice-error"}`} role={result.ok ? "status" : "alert"}>
      {result.ok ? result.message : `${messages.submitFailed}: ${result.message}`}
    </p>
  );
}
