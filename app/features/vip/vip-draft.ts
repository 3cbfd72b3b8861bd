/**
 * The VIP wizard's draft in localStorage, so a reload or a dropped connection on a phone loses
 * nothing typed; cleared once the application is stored. Browser-only.
 */
export const VIP_DRAFT_KEY = "umodzi.vip.draft";

export interface VipDraft {
  fields: Record<string, string>;
  key: string;
  step: number;
}

export function readVipDraft(): VipDraft | null {
  try {
    const raw = window.localStorage.getItem(VIP_DRAFT_KEY);
    const draft = raw ? (JSON.parse(raw) as Partial<VipDraft>) : null;
    if (!draft || typeof draft !== "object" || typeof draft.fields !== "object" || draft.fields === null) return null;
    return { fields: draft.fields, key: typeof draft.key === "string" ? draft.key : "", step: typeof draft.step === "number" ? draft.step : 0 };
  } catch {
    return null;
  }
}

export function writeVipDraft(draft: VipDraft | null): void {
  try {
    if (draft) window.localStorage.setItem(VIP_DRAFT_KEY, JSON.stringify(draft));
    else window.localStorage.removeItem(VIP_DRAFT_KEY);
  } catch {
    // Private browsing or a full disk: the wizard still works, only without a draft.
  }
}
