import { type FormEvent, useMemo } from "react";
// The form posts to the page it is on (no action), so React Router's own Form keeps the page's language.
import { Form, useFetcher } from "react-router";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { VIP_STEP_KEYS, vipMemberCatalog } from "./vip-member-catalog";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useToast } from "~/components/toast/toast-provider";
import { VIP_INTENTS } from "~/features/vip/vip-intents";
import { WizardActions, WizardProgress, WizardStepFieldset } from "~/components/forms/wizard-parts";
import { useWizardSteps } from "~/components/forms/use-wizard-steps";
import { vipDraft } from "~/features/vip/vip-draft";
import { VipContactFields, VipIdentificationFields, VipProfileFields, type VipValues } from "~/features/vip/components/vip-fields";
import { vipWords } from "~/features/vip/vip-words";

/** The wizard's steps, in SPEC §2's order, and the fields each holds (the keys of schema.ts's VIP_STEP_SCHEMAS, which the page does not load up front); titles in the page's language. */
const STEP_FIELDS = [
  { fields: ["title", "firstName", "lastName", "Company", "postalAddress"] },
  { fields: ["cell", "cell2", "nationality", "birthDate"] },
  { fields: ["email", "passportNo", "sms", "signature"] },
] as const;

export type VipApplyResult = ActionResult & { values?: Record<string, string> };

/** The shared schema (and zod with it) loads once the member starts filling in the form, not with the page. */
const loadStepSchemas = () => import("~/features/vip/schema").then((m) => m.VIP_STEP_SCHEMAS);

/**
 * The VIP application wizard (SPEC §2, §4, §5): Profile, Contact Numbers, Identification.
 * Server-rendered as one form with three fieldsets that works without JavaScript; hydrated,
 * it shows one step at a time, goes forward only when the step passes the shared schema,
 * back freely, keeps a draft on the device, and Finish posts in the background
 * (useWizardSteps). The action answers a stored application by sending the page to
 * /dashboard?applied=1.
 */
export function VipWizard({
  idempotencyKey,
  maxBirthDate,
  pageResult,
  account,
}: {
  idempotencyKey: string;
  maxBirthDate: string;
  pageResult: VipApplyResult | undefined;
  /** The member's own name and email, filled in so they are not asked for again (a draft or a sent-back form wins). */
  account: VipValues;
}) {
  const fetcher = useFetcher<VipApplyResult>();
  const { toast } = useToast();
  const t = useT(vipMemberCatalog);
  const language = useLanguage();
  const STEPS = useMemo(() => STEP_FIELDS.map((step, i) => ({ ...step, title: t(VIP_STEP_KEYS[i]!) })), [t]);
  const result = fetcher.data ?? pageResult;
  const serverErrors = result && !result.ok ? result.errors : undefined;
  const values: VipValues = pageResult && !pageResult.ok && pageResult.values ? pageResult.values : account;
  const pending = fetcher.state !== "idle";
  const wizard = useWizardSteps({ steps: STEPS, idempotencyKey, draft: vipDraft, pageAnswered: pageResult !== undefined, loadStepSchemas, serverErrors });
  const { formRef, enhanced, key, clientErrors, errorsFor, saveDraft } = wizard;

  // A refused Finish: SPEC §8's toast, and back to the first step the server found fault with.
  useFetcherResult(
    fetcher.data,
    (data) => {
      if (data.ok) return;
      toast({ kind: "error", title: vipWords.t(language, "vipApplyFailed"), description: data.errors ? undefined : data.message });
      wizard.showServerRefusal(data.errors);
    },
    fetcher.state === "idle",
  );

  async function finish(event: FormEvent<HTMLFormElement>) {
    if (!enhanced) return;
    event.preventDefault();
    const form = event.currentTarget;
    if (pending || !(await wizard.validateAll())) return;
    saveDraft();
    void fetcher.submit(form, { method: "post" });
  }

  const fieldProps = { values, errorsFor, prefix: "vip", maxBirthDate };
  const failure = result && !result.ok && !clientErrors ? result : null;

  return (
    <div className="wizard vip-wizard">
      {failure ? (
        <p className="form-alert" role="alert">
          {vipWords.t(language, "vipApplyFailed")}
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
        aria-label={t("wizardLabel")}
      >
        <input type="hidden" name="intent" value={VIP_INTENTS.apply} />
        <input type="hidden" name="idempotencyKey" value={key} />
        <WizardProgress steps={STEPS} wizard={wizard} />
        <WizardStepFieldset steps={STEPS} index={0} wizard={wizard}>
          <VipProfileFields {...fieldProps} />
        </WizardStepFieldset>
        <WizardStepFieldset steps={STEPS} index={1} wizard={wizard}>
          <VipContactFields {...fieldProps} />
        </WizardStepFieldset>
        <WizardStepFieldset steps={STEPS} index={2} wizard={wizard}>
          <VipIdentificationFields {...fieldProps} />
        </WizardStepFieldset>
        <WizardActions steps={STEPS} wizard={wizard} pending={pending} />
      </Form>
    </div>
  );
}

