/**
 * The wizard's draft in localStorage (never the attachment), so a reload on a phone loses
 * nothing; cleared once the request is stored. Browser-only.
 */
export const DRAFT_KEY = "umodzi.eventPlan.draft";

export interface EventPlanDraft {
  fields: Record<string, string>;
  key?: string;
  step?: number;
}

export function readDraft(): EventPlanDraft | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as EventPlanDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: Required<EventPlanDraft> | null): void {
  try {
    if (draft) window.localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else window.localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Private browsing or a full disk: the wizard still works, only without a draft.
  }
}
