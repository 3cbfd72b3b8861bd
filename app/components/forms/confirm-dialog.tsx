import { type ReactNode, useEffect, useId, useRef } from "react";
import { useT } from "~/platform/i18n/use-t";
import { formWords } from "./forms-catalog";

/**
 * A native modal <dialog> asking before something destructive happens. The browser traps
 * focus, closes it on Escape and returns focus to the button that opened it. Cancel has
 * focus first, so a stray Enter never deletes anything.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT(formWords);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onCancel();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) cancels.
        if (event.target === event.currentTarget) {
          const box = event.currentTarget.getBoundingClientRect();
          const inside =
            event.clientX >= box.left &&
            event.clientX <= box.right &&
            event.clientY >= box.top &&
            event.clientY <= box.bottom;
          if (!inside) onCancel();
        }
      }}
    >
      <h2 id={titleId} className="confirm-dialog-title">
        {title}
      </h2>
      {children ? <div className="confirm-dialog-body">{children}</div> : null}
      <div className="confirm-dialog-actions">
        <button type="button" className="btn btn-ghost" autoFocus onClick={onCancel}>
          {t("cancel")}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
