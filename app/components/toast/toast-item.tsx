import { type CSSProperties, type PointerEvent, useEffect, useRef, useState } from "react";
import type { ToastEntry } from "~/components/toast/toast-entry";
import { siteChrome } from "~/components/site-chrome-catalog";
import { useT } from "~/platform/i18n/use-t";

/** SPEC §9: a toast dragged (by touch or mouse) across 80 % of its width is dismissed. */
const DRAG_DISMISS_RATIO = 0.8;

/**
 * One toast: closes by itself after its time, paused while pointed at, focused or dragged;
 * dragged across most of its width, it is dismissed. Loaded with the page's first toast
 * (toast-region.tsx).
 */
export default function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: number) => void }) {
  const t = useT(siteChrome);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragX, setDragX] = useState<number | null>(null);
  const drag = useRef<{ pointerId: number; startX: number; width: number } | null>(null);
  const remaining = useRef(toast.duration);
  const paused = hovered || focused || dragX !== null;

  // The countdown stops while the toast is pointed at, focused or dragged, so nobody loses a
  // message while reading it (WCAG 2.2.1), and resumes with the time that was left.
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), Math.max(remaining.current, 0));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, onDismiss, toast.id]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0 || (event.target as Element).closest("button, a")) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, width: event.currentTarget.offsetWidth };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragX(0);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setDragX(event.clientX - current.startX);
  }

  function endDrag(event: PointerEvent<HTMLDivElement>, cancelled: boolean) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const distance = Math.abs(event.clientX - current.startX);
    setDragX(null);
    if (!cancelled && distance > current.width * DRAG_DISMISS_RATIO) onDismiss(toast.id);
  }

  const style: CSSProperties & Record<"--toast-duration", string> = {
    "--toast-duration": `${toast.duration}ms`,
  };
  if (dragX !== null) {
    const width = drag.current?.width ?? 1;
    style.transform = `translateX(${dragX}px)`;
    style.opacity = Math.max(0.2, 1 - Math.abs(dragX) / width);
    style.transition = "none";
  }

  return (
    // Not an <li>: a list item cannot also be a status/alert region.
    <div
      className={`toast toast-${toast.kind}`}
      role={toast.kind === "error" ? "alert" : "status"}
      aria-atomic="true"
      tabIndex={-1}
      data-toast-id={toast.id}
      data-paused={paused ? "" : undefined}
      data-dragging={dragX !== null ? "" : undefined}
      style={style}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, false)}
      onPointerCancel={(event) => endDrag(event, true)}
    >
      <span className="toast-icon" aria-hidden="true">
        {toast.kind === "success" ? "✓" : toast.kind === "error" ? "!" : "i"}
      </span>
      <div className="toast-text">
        <p className="toast-title">{toast.title}</p>
        {toast.description ? <p className="toast-description">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className="toast-close"
        aria-label={t("toast.dismiss")}
        onClick={() => onDismiss(toast.id)}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <span className="toast-progress" aria-hidden="true" />
    </div>
  );
}
