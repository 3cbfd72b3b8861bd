import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { messages } from "~/lib/messages";
import { staffMessages } from "~/lib/staff-messages";
import { TrashIcon } from "~/components/forms/action-icons";
import { ConfirmDialog } from "~/components/forms/confirm-dialog";
import type { ActionFetcher } from "~/components/forms/use-fetcher-form";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useToast } from "~/components/toast/toast-provider";
import { useT } from "~/platform/i18n/use-t";
import { formWords } from "./forms-catalog";

/**
 * The trash button of a back-office card: a small form posting `intent` and `id`, asking first
 * in a modal dialog. Without JavaScript the form posts straight away. The caller owns the
 * fetcher, so the card can dim itself while the delete is in flight.
 */
export function DeleteButton({
  fetcher,
  intent,
  id,
  label,
  what,
  onDeleted,
  failedTitle = staffMessages.deleteFailed,
}: {
  fetcher: ActionFetcher;
  intent: string;
  id: number;
  /** Accessible name of the button, e.g. "Delete Classic King". */
  label: string;
  /** What the dialog asks about, e.g. "the room Classic King". */
  what: string;
  onDeleted?: () => void;
  /** Toast title on failure, naming what failed (e.g. "Failed to delete the picture"). */
  failedTitle?: string | undefined;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const pending = fetcher.state !== "idle";
  const t = useT(formWords);

  useFetcherResult(fetcher.data, (result) => {
    if (result.ok) {
      toast({ kind: "success", title: messages.deleted });
      onDeleted?.();
    } else {
      toast({ kind: "error", title: failedTitle, description: result.message });
      // Most often the record was already deleted elsewhere: show the list as it now is.
      void revalidator.revalidate();
    }
  });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) setConfirming(true);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className="icon-btn icon-btn-danger"
        aria-label={label}
        title={label}
        aria-disabled={pending || undefined}
      >
        {pending ? <span className="spinner" aria-hidden="true" /> : <TrashIcon />}
      </button>
      <ConfirmDialog
        open={confirming}
        title={messages.confirmDelete(what)}
        confirmLabel={t("delete")}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (formRef.current) void fetcher.submit(formRef.current);
        }}
      />
    </fetcher.Form>
  );
}
