import { useCallback, useEffect, useRef, type ComponentType } from "react";
import { useLoadedWhen } from "~/lib/loaded-when";
import type { ToastEntry } from "~/components/toast/toast-entry";

type ToastItemProps = { toast: ToastEntry; onDismiss: (id: number) => void };

/**
 * A toast's own code (its countdown, pause and drag: toast-item.tsx) is fetched with the page's
 * first toast, which follows something the visitor did: most page views show none. The region
 * itself is here from the start, so screen readers hear what is added to it.
 */
const loadToastItem = (): Promise<ComponentType<ToastItemProps>> =>
  import("./toast-item").then(
    (module) => module.default,
    // Offline by then, or a release replaced the file: the message still shows, and closes.
    () => PlainToast,
  );

function PlainToast({ toast, onDismiss }: ToastItemProps) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [onDismiss, toast]);
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === "error" ? "alert" : "status"} data-toast-id={toast.id}>
      <div className="toast-text">
        <p className="toast-title">{toast.title}</p>
        {toast.description ? <p className="toast-description">{toast.description}</p> : null}
      </div>
    </div>
  );
}

/**
 * The fixed top-right region. Alt+T moves focus into it (DECISIONS §8) and Escape returns
 * focus to where it was. The list is a polite live region; errors are alerts.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  label,
}: {
  toasts: ToastEntry[];
  onDismiss: (id: number) => void;
  label: string;
}) {
  const regionRef = useRef<HTMLElement>(null);
  const ToastItem = useLoadedWhen(toasts.length > 0, loadToastItem);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== "KeyT") return;
      const region = regionRef.current;
      if (!region) return;
      event.preventDefault();
      const active = document.activeElement;
      if (active instanceof HTMLElement && !region.contains(active)) returnFocusTo.current = active;
      // Land on the newest toast when there is one, so its text and button are read first.
      const newest = region.querySelector<HTMLElement>(".toast:last-child");
      (newest ?? region).focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  // A toast that closes while it has focus hands focus to the region, not to <body>.
  const dismiss = useCallback(
    (id: number) => {
      const region = regionRef.current;
      const item = region?.querySelector(`[data-toast-id="${id}"]`);
      if (region && item?.contains(document.activeElement)) region.focus();
      onDismiss(id);
    },
    [onDismiss],
  );

  function restoreFocus() {
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) target.focus();
  }

  return (
    <section
      ref={regionRef}
      className="toast-region"
      aria-label={`${label} (Alt+T)`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          restoreFocus();
        }
      }}
    >
      <div className="toast-list" aria-live="polite" aria-relevant="additions text">
        {ToastItem && toasts.map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />)}
      </div>
    </section>
  );
}
