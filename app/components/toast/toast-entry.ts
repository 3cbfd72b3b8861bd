/** How a toast reads: a success, an error or a plain notice. */
export type ToastKind = "success" | "error" | "info";

/** A toast on screen, as the provider keeps it and the region and its items show it. */
export interface ToastEntry {
  id: number;
  kind: ToastKind;
  title: string;
  description: string | undefined;
  duration: number;
}
