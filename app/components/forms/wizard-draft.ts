/**
 * A wizard's draft in localStorage: the typed fields (never a file), the idempotency key and
 * the step, so a reload or a dropped connection on a phone loses nothing typed and a Finish
 * sent again is recognised as the same; cleared once the server has stored the form.
 * Browser-only.
 */
interface WizardDraft {
  fields: Record<string, string>;
  key: string;
  step: number;
}

export interface WizardDraftStore {
  read(): WizardDraft | null;
  /** Saves the draft, or forgets it with null. */
  write(draft: WizardDraft | null): void;
}

export function wizardDraft(storageKey: string): WizardDraftStore {
  return {
    read() {
      try {
        const raw = window.localStorage.getItem(storageKey);
        const draft = raw ? (JSON.parse(raw) as Partial<WizardDraft>) : null;
        if (!draft || typeof draft !== "object" || typeof draft.fields !== "object" || draft.fields === null) return null;
        const fields = Object.fromEntries(Object.entries(draft.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
        return { fields, key: typeof draft.key === "string" ? draft.key : "", step: typeof draft.step === "number" ? draft.step : 0 };
      } catch {
        return null;
      }
    },
    write(draft) {
      try {
        if (draft) window.localStorage.setItem(storageKey, JSON.stringify(draft));
        else window.localStorage.removeItem(storageKey);
      } catch {
        // Private browsing or a full disk: the wizard still works, only without a draft.
      }
    },
  };
}
