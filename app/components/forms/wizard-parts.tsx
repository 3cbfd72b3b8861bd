import type { ReactNode } from "react";
import { useT } from "~/platform/i18n/use-t";
import { formWords } from "./forms-catalog";
import type { WizardStep, WizardSteps } from "./use-wizard-steps";

type Shown = Pick<WizardSteps, "enhanced" | "step">;

/** The steps' names with the current one marked; only once hydrated (without JavaScript every step shows). */
export function WizardProgress({ steps, wizard }: { steps: readonly WizardStep[]; wizard: Shown }) {
  const t = useT(formWords);
  if (!wizard.enhanced) return null;
  return (
    <ol className="wizard-progress" aria-label={t("progress")}>
      {steps.map((s, i) => (
        <li key={s.title} aria-current={i === wizard.step ? "step" : undefined} data-done={i < wizard.step ? "" : undefined}>
          {s.title}
        </li>
      ))}
    </ol>
  );
}

/** One step's fieldset, hidden while another step shows. */
export function WizardStepFieldset({ steps, index, wizard, children }: { steps: readonly WizardStep[]; index: number; wizard: Shown; children: ReactNode }) {
  const t = useT(formWords);
  return (
    <fieldset className="wizard-step" hidden={wizard.enhanced && index !== wizard.step}>
      <legend>
        <span className="wizard-step-count">{t("stepCount", { step: String(index + 1), total: String(steps.length) })}</span>
        <span className="wizard-step-title">{steps[index]?.title}</span>
      </legend>
      {children}
    </fieldset>
  );
}

/** Previous, Next, and Finish on the last step (or always, without JavaScript). */
export function WizardActions({ steps, wizard, pending }: { steps: readonly WizardStep[]; wizard: Shown & Pick<WizardSteps, "next" | "previous">; pending: boolean }) {
  const { enhanced, step } = wizard;
  const t = useT(formWords);
  return (
    <div className="wizard-actions">
      {enhanced && step > 0 ? (
        <button key="previous" type="button" className="btn btn-outline" onClick={wizard.previous}>
          {t("previous")}
        </button>
      ) : null}
      {enhanced && step < steps.length - 1 ? (
        // Distinct keys: the Next that was pressed must not turn into this Finish while its click is still being handled.
        <button key="next" type="button" className="btn btn-teal" onClick={() => void wizard.next()}>
          {t("next")}
        </button>
      ) : (
        <button key="finish" type="submit" className="btn btn-gold" aria-disabled={pending || undefined}>
          {pending ? t("sending") : t("finish")}
        </button>
      )}
    </div>
  );
}
