import { type ReactNode, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { ConfirmDialog } from "~/components/forms/confirm-dialog";
import type { ActionFetcher } from "~/components/forms/use-fetcher-form";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useToast } from "~/components/toast/toast-provider";

/**
 * A delete as a small form posting `intent` and `id`, asking `question` first in a modal
 * dialog; without JavaScript the form posts straight away. A toast tells how it went; after a
 * failure (most often the record was already deleted elsewhere) the page is read again, so the
 * list shows what is left. The caller owns the fetcher and draws the button (`pending` while
 * the delete is in flight).
 */
export function ConfirmedDeleteForm({
  fetcher,
  intent,
  id,
  question,
  confirmLabel,
  deletedTitle,
  failedTitle,
  onDeleted,
  children,
}: {
  fetcher: ActionFetcher;
  intent: string;
  id: number;
  question: string;
  confirmLabel: string;
  deletedTitle: string;
  failedTitle: string;
  onDeleted?: (() => void) | undefined;
  children: (pending: boolean) => ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const pending = fetcher.state !== "idle";

  useFetcherResult(fetcher.data, (result) => {
    if (result.ok) {
      toast({ kind: "success", title: deletedTitle });
      onDeleted?.();
    } else {
      toast({ kind: "error", title: failedTitle, description: result.message });
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
      {children(pending)}
      <ConfirmDialog
        open={confirming}
        title={question}
        confirmLabel={confirmLabel}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (formRef.current) void fetcher.submit(formRef.current);
        }}
      />
    </fetcher.Form>
  );
}
