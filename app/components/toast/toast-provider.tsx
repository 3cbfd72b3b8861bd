import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import type { ToastEntry, ToastKind } from "~/components/toast/toast-entry";
import { ToastRegion } from "~/components/toast/toast-region";
import { siteChrome } from "~/components/site-chrome-catalog";
import { useT } from "~/platform/i18n/use-t";

interface ToastOptions {
  kind?: ToastKind;
  title: string;
  /** A second line, e.g. the server's reason behind "Failed to submit form". */
  description?: string;
  /** Milliseconds before it closes by itself; DECISIONS §8: 5 s. */
  duration?: number;
}

/** DECISIONS §8 / SPEC §9: toasts close after 5000 ms unless a screen asks otherwise. */
const TOAST_DURATION_MS = 5000;
/** Older toasts give way so a burst of saves never covers the screen. */
const MAX_TOASTS = 4;

interface ToastApi {
  toast: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Holds the toasts of one layout and renders their region (top-right). No library: the
 * region is a few dozen lines and the back-office needs nothing more.
 */
export function ToastProvider({ children, label }: { children: ReactNode; label?: string }) {
  const t = useT(siteChrome);
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    const entry: ToastEntry = {
      id,
      kind: options.kind ?? "info",
      title: options.title,
      description: options.description,
      duration: options.duration ?? TOAST_DURATION_MS,
    };
    setToasts((current) => [...current, entry].slice(-MAX_TOASTS));
    return id;
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} label={label ?? t("toast.region")} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside a ToastProvider");
  return api;
}
