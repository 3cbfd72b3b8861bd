import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { messages } from "~/lib/messages";
import type { ActionResult } from "~/lib/form-action.server";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useToast } from "~/components/toast/toast-provider";
import { VIP_INTENTS } from "~/features/vip/vip-intents";
import { readVipDraft, writeVipDraft } from "~/features/vip/vip-draft";
import { VipContactFields, VipIdentificationFields, VipProfileFields, type VipValues } from "~/features/vip/components/vip-fields";

/** The wizard's steps, in SPEC §2's order, and the fields each holds (as in schema.ts's VIP_WIZARD_STEPS). */
const STEPS = [
  { title: "Profile", fields: ["title", "firstName", "lastName", "Company", "postalAddress"] },
  { title: "Contact Numbers", fields: ["cell", "cell2", "nationality", "birthDate"] },
  { title: "Identification", fields: ["email", "passportNo", "sms", "signature"] },
] as const;

type Errors = Record<string, string[]>;
export type VipApplyResult = ActionResult & { values?: Record<string, string> };

/** The shared schema (and zod with it) loads once the member starts filling in the form, not with the page. */
const loadStepSchemas = () => import("~/features/vip/schema").then((m) => m.VIP_STEP_SCHEMAS);

function typedFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string" && name !== "idempotencyKey" && name !== "intent") fields[name] = value;
  return fields;
}

/**
 * The VIP application wizard (SPEC §2, §4, §5): Profile, Contact Numbers, Identification.
 * Server-rendered as one form with three fieldsets that works without JavaScript; hydrated,
 * it shows one step at a time, goes forward only when the step passes the shared schema,
 * back freely, keeps a draft on the device, and Finish posts in the background. The action
 * answers a stored application by sending the page to /dashboard?applied=1.
 */
export function VipWizard({ idempotencyKey, maxBirthDate, pageResult }: { idempotencyKey: string; maxBirthDate: string; pageResult: VipApplyResult | undefined }) {
  const fetcher = useFetcher<VipApplyResult>();
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [step, setStep] = useState(0);
  const [key, setKey] = useState(idempotencyKey);
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const result = fetcher.data ?? pageResult;
  const serverErrors = result && !result.ok ? result.errors : undefined;
  const values: VipValues | undefined = pageResult && !pageResult.ok ? pageResult.values : undefined;
  const pending = fetcher.state !== "idle";

  // Hydrated: one step at a time, and the draft comes back.
  useEffect(() => {
    setEnhanced(true);
    const form = formRef.current;
    const draft = readVipDraft();
    if (!form || !draft || pageResult) return;
    for (const [name, value] of Object.entries(draft.fields)) {
      const control = form.elements.namedItem(name);
      if (control instanceof RadioNodeList) control.value = value;
      else if (control instanceof HTMLInputElement && control.type === "checkbox") control.checked = value !== "";
      else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value;
    }
    if (draft.key) setKey(draft.key);
    if (draft.step >= 0 && draft.step < STEPS.length) setStep(draft.step);
  }, [pageResult]);

  // A refused Finish: SPEC §8's toast, and back to the first step the server found fault with.
  useFetcherResult(
    fetcher.data,
    (data) => {
      if (data.ok) return;
      toast({ kind: "error", title: messages.vipApplyFailed, description: data.errors ? undefined : data.message });
      setClientErrors(null);
      const first = STEPS.findIndex((s) => (s.fields as readonly string[]).some((f) => data.errors?.[f]));
      if (first >= 0) setStep(first);
    },
    fetcher.state === "idle",
  );

  const saveDraft = (nextStep = step) => {
    const form = formRef.current;
    if (form && enhanced) writeVipDraft({ fields: typedFields(form), key, step: nextStep });
  };

  const errorsFor = (name: string): string[] => (clientErrors ? (clientErrors[name] ?? []) : (serverErrors?.[name] ?? []));

  /** The step's fields against its schema; shows each message under its field and focuses the first. */
  async function validateStep(index: number): Promise<boolean> {
    const form = formRef.current;
    const schema = (await loadStepSchemas())[index];
    const definition = STEPS[index];
    if (!form || !schema || !definition) return false;
    const parsed = schema.safeParse(typedFields(form));
    const errors: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
    setClientErrors(errors);
    const first = (definition.fields as readonly string[]).find((f) => errors[f]);
    if (!first) return true;
    const control = form.elements.namedItem(first);
    const focusable = control instanceof RadioNodeList ? control[0] : control;
    if (focusable instanceof HTMLElement) focusable.focus();
    return false;
  }

  async function next() {
    if (!(await validateStep(step))) return;
    const to = Math.min(step + 1, STEPS.length - 1);
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

  async function finish(event: FormEvent<HTMLFormElement>) {
    if (!enhanced) return;
    event.preventDefault();
    const form = event.currentTarget;
    if (pending) return;
    for (let index = 0; index < STEPS.length; index++) {
      if (!(await validateStep(index))) {
        setStep(index);
        return;
      }
    }
    saveDraft();
    void fetcher.submit(form, { method: "post" });
  }

  const last = STEPS.length - 1;
  const fieldProps = { values, errorsFor, prefix: "vip", maxBirthDate };
  const failure = result && !result.ok && !clientErrors ? result : null;

  return (
    <div className="wizard vip-wizard">
      {failure ? (
        <p className="form-alert" role="alert">
          {messages.vipApplyFailed}
        </p>
      ) : null}
      <Form
        method="post"
        ref={formRef}
        noValidate={enhanced}
        onSubmit={(event) => void finish(event)}
        onChange={() => saveDraft()}
        onFocus={() => void loadStepSchemas()}
        className="wizard-form"
        aria-busy={pending || undefined}
        aria-label="VIP club application"
      >
        <input type="hidden" name="intent" value={VIP_INTENTS.apply} />
        <input type="hidden" name="idempotencyKey" value={key} />
        {enhanced ? (
          <ol className="wizard-progress" aria-label="Progress">
            {STEPS.map((s, i) => (
              <li key={s.title} aria-current={i === step ? "step" : undefined} data-done={i < step ? "" : undefined}>
                {s.title}
              </li>
            ))}
          </ol>
        ) : null}
        <Step index={0} current={step} enhanced={enhanced}>
          <VipProfileFields {...fieldProps} />
        </Step>
        <Step index={1} current={step} enhanced={enhanced}>
          <VipContactFields {...fieldProps} />
        </Step>
        <Step index={2} current={step} enhanced={enhanced}>
          <VipIdentificationFields {...fieldProps} />
        </Step>
        <div className="wizard-actions">
          {enhanced && step > 0 ? (
            <button key="previous" type="button" className="btn btn-outline" onClick={previous}>
              Previous
            </button>
          ) : null}
          {enhanced && step < last ? (
            // Distinct keys: the Next that was pressed must not turn into this Finish while its click is still being handled.
            <button key="next" type="button" className="btn btn-teal" onClick={() => void next()}>
              Next
            </button>
          ) : (
            <button key="finish" type="submit" className="btn btn-gold" aria-disabled={pending || undefined}>
              {pending ? "Sending…" : "Finish"}
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}

function Step({ index, current, enhanced, children }: { index: number; current: number; enhanced: boolean; children: ReactNode }) {
  return (
    <fieldset className="wizard-step" hidden={enhanced && index !== current}>
      <legend>
        <span className="wizard-step-count">{`STEP ${index + 1} OF ${STEPS.length}`}</span>
        <span className="wizard-step-title">{STEPS[index]?.title}</span>
      </legend>
      {children}
    </fieldset>
  );
}
