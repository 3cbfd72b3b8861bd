import { useRevalidator } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useToast } from "~/components/toast/toast-provider";
import type { ActionFetcher } from "~/components/forms/use-fetcher-form";
import { recordsWords } from "~/platform/records/records-words";

/**
 * The outcome of a back-office row's small form (mark handled, a status, a review) as a toast:
 * the action's own message when it worked; "Failed to submit form" with its reason when it did
 * not, and the list read again, since the row may have changed under the form (another member
 * of staff, a deleted record).
 */
export function useActionToast(fetcher: ActionFetcher, onSuccess?: (result: Extract<ActionResult, { ok: true }>) => void): void {
  const { toast } = useToast();
  const revalidator = useRevalidator();
  useFetcherResult(fetcher.data, (result) => {
    if (result.ok) {
      toast({ kind: "success", title: result.message });
      onSuccess?.(result);
    } else {
      toast({ kind: "error", title: recordsWords.msg("submitFailed"), description: result.message });
      void revalidator.revalidate();
    }
  });
}
