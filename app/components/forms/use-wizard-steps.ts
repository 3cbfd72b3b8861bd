import { type Dispatch, type RefObject, type SetStateAction, useEffect, useRef, useState } from "react";
import type { ZodType } from "zod";
import type { FieldErrors } from "~/lib/errors";
import type { WizardDraftStore } from "./wizard-draft";

/** One step of a wizard: its title and the names of the fields it holds. */
export interface WizardStep {
  readonly title: string;
  readonly fields: readonly string[];
}

export type { FieldErrors };

/**
 * The typed fields of a form as text: not files, not the idempotency key or the intent. A name
 * sent more than once (a group of ticked boxes) reads as its values, one per line, as the
 * server's `textFields` reads it.
 */
function typedFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string" || name === "idempotencyKey" || name === "intent") continue;
    fields[name] = name in fields ? `${fields[name]}\n${value}` : value;
  }
  return fields;
}

/** Puts a draft's values back into the form's controls (never a file input). */
function restoreFields(form: HTMLFormElement, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) {
    const control = form.elements.namedItem(name);
    // A group of boxes: each ticked when the draft holds its value.
    if (control instanceof RadioNodeList && control[0] instanceof HTMLInputElement && control[0].type === "checkbox") {
      const ticked = value.split("\n");
      for (const box of control) if (box instanceof HTMLInputElement) box.checked = ticked.includes(box.value);
    } else if (control instanceof RadioNodeList) control.value = value;
    else if (control instanceof HTMLInputElement && control.type === "checkbox") control.checked = value !== "";
    else if (control instanceof HTMLInputElement && control.type === "file") continue;
    else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) control.value = value;
  }
}

export interface WizardSteps {
  formRef: RefObject<HTMLFormElement | null>;
  /** Hydrated: one step at a time. Until then (and without JavaScript) every step shows. */
  enhanced: boolean;
  step: number;
  setStep: Dispatch<SetStateAction<number>>;
  /** The idempotency key the form posts (the draft's, when one came back). */
  key: string;
  setKey: Dispatch<SetStateAction<string>>;
  clientErrors: FieldErrors | null;
  setClientErrors: Dispatch<SetStateAction<FieldErrors | null>>;
  /** The browser's messages for a field while it has checked, else the server's. */
  errorsFor: (name: string) => string[];
  saveDraft: (nextStep?: number) => void;
  next: () => Promise<void>;
  previous: () => void;
  /** Every step in order; stops on the first with a fault, shows it and returns false. */
  validateAll: () => Promise<boolean>;
  /**
   * A Finish the server refused: its messages replace the browser's (which, having just passed,
   * would otherwise hide them), and the first step holding one of `errors`' fields is shown.
   */
  showServerRefusal: (errors: FieldErrors | undefined) => void;
}

/**
 * The step machinery the site's wizards share (the VIP application, the event quotation):
 * one form, server-rendered with every step so it works without JavaScript; once hydrated,
 * one step at a time, Next only when the step passes the shared schema (loaded on first
 * use), Previous freely, and a draft on the device (typed fields, key and step) restored on
 * the next visit unless the page already answers a post.
 */
export function useWizardSteps(options: {
  steps: readonly WizardStep[];
  idempotencyKey: string;
  draft: WizardDraftStore;
  /** The page answers a post made without JavaScript: the form already holds those values. */
  pageAnswered: boolean;
  loadStepSchemas: () => Promise<readonly ZodType[]>;
  serverErrors: FieldErrors | undefined;
  /** Checks beyond a step's schema (an attachment's bytes), merged into its messages. */
  extraChecks?: (step: WizardStep, form: HTMLFormElement) => Promise<FieldErrors>;
  /** Told the fields a draft brought back (for what the wizard shows of them). */
  onRestored?: (fields: Record<string, string>) => void;
}): WizardSteps {
  const { steps, draft, pageAnswered, loadStepSchemas, serverErrors, extraChecks, onRestored } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [step, setStep] = useState(0);
  const [key, setKey] = useState(options.idempotencyKey);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // Read once when hydrated; later renders' callbacks need not re-run the restore.
  const restored = useRef(onRestored);

  useEffect(() => {
    setEnhanced(true);
    const form = formRef.current;
    const saved = draft.read();
    if (!form || !saved || pageAnswered) return;
    restoreFields(form, saved.fields);
    restored.current?.(saved.fields);
    if (saved.key) setKey(saved.key);
    if (saved.step >= 0 && saved.step < steps.length) setStep(saved.step);
  }, [draft, pageAnswered, steps.length]);

  const saveDraft = (nextStep = step) => {
    const form = formRef.current;
    if (form && enhanced) draft.write({ fields: typedFields(form), key, step: nextStep });
  };

  const errorsFor = (name: string): string[] => (clientErrors ? (clientErrors[name] ?? []) : (serverErrors?.[name] ?? []));

  /** The step's fields against its schema; shows each message under its field and focuses the first. */
  async function validateStep(index: number): Promise<boolean> {
    const form = formRef.current;
    const definition = steps[index];
    // Loaded with the schemas, on the first check: zod stays out of the page's first load.
    const [schemas, { fieldErrorsOf }] = await Promise.all([loadStepSchemas(), import("~/lib/field-errors")]);
    const schema = schemas[index];
    if (!form || !definition || !schema) return false;
    const parsed = schema.safeParse(typedFields(form));
    const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (extraChecks) for (const [name, found] of Object.entries(await extraChecks(definition, form))) if (found.length) (errors[name] ??= []).push(...found);
    setClientErrors(errors);
    const first = definition.fields.find((f) => errors[f]?.length);
    if (!first) return true;
    const control = form.elements.namedItem(first);
    const focusable = control instanceof RadioNodeList ? control[0] : control;
    if (focusable instanceof HTMLElement) focusable.focus();
    return false;
  }

  async function next() {
    if (!(await validateStep(step))) return;
    const to = Math.min(step + 1, steps.length - 1);
    setStep(to);
    saveDraft(to);
    setClientErrors(null);
  }

  function previous() {
    const to = Math.max(step - 1, 0);
    setStep(to);
    saveDraft(to);
    setClientErrors(null);
  }

  async function validateAll(): Promise<boolean> {
    for (let index = 0; index < steps.length; index++) {
      if (!(await validateStep(index))) {
        setStep(index);
        return false;
      }
    }
    return true;
  }

  function showServerRefusal(errors: FieldErrors | undefined) {
    setClientErrors(null);
    const first = steps.findIndex((s) => s.fields.some((f) => errors?.[f]));
    if (first >= 0) setStep(first);
  }

  return { formRef, enhanced, step, setStep, key, setKey, clientErrors, setClientErrors, errorsFor, saveDraft, next, previous, validateAll, showServerRefusal };
}
