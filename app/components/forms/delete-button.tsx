import { TrashIcon } from "~/components/forms/action-icons";
import { ConfirmedDeleteForm } from "~/components/forms/confirmed-delete-form";
import type { ActionFetcher } from "~/components/forms/use-fetcher-form";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { formWords } from "./forms-catalog";
import { formStaffWords } from "./forms-staff-words";
import { recordsWords } from "~/platform/records/records-words";

/**
 * The trash button of a back-office card (a ConfirmedDeleteForm). The caller owns the fetcher,
 * so the card can dim itself while the delete is in flight.
 */
export function DeleteButton({
  fetcher,
  intent,
  id,
  label,
  what,
  onDeleted,
  failedTitle = formStaffWords.msg("deleteFailed"),
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
  const t = useT(formWords);
  const language = useLanguage();
  return (
    <ConfirmedDeleteForm
      fetcher={fetcher}
      intent={intent}
      id={id}
      question={formWords.t(language, "confirmDelete", { what })}
      confirmLabel={t("delete")}
      deletedTitle={recordsWords.t(language, "deleted")}
      failedTitle={failedTitle}
      onDeleted={onDeleted}
    >
      {(pending) => (
        <button type="submit" className="icon-btn icon-btn-danger" aria-label={label} title={label} aria-disabled={pending || undefined}>
          {pending ? <span className="spinner" aria-hidden="true" /> : <TrashIcon />}
        </button>
      )}
    </ConfirmedDeleteForm>
  );
}
