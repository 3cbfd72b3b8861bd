import { MAX_PERSON_NAME } from "~/lib/person-name";
import { type ComponentProps, type FormEvent, useEffect, useMemo, useRef, useState } from "react";
// The form posts to the page it is on (no action), so React Router's own Form keeps the page's language.
import { Form, useFetcher } from "react-router";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { useLocalisePath } from "~/platform/i18n/localised-links";
import { CHOICE_KEYS, eventPlanCatalog, STEP_KEYS } from "./event-plan-catalog";
import { ADDITIONAL_INFO_MAX, EVENT_PLAN_STEP_FIELDS, EVENT_TYPES, SERVICE_TYPES, SPACE_CONFIGURATIONS } from "~/features/event-requests/choices";
import { eventPlanDraft } from "~/features/event-requests/event-plan-draft";
import { whatsappLink, whatsappTextFor } from "~/features/event-requests/whatsapp";
import { useLoadedWhen } from "~/lib/loaded-when";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { ErrorList } from "~/components/forms/error-list";
import { Field } from "~/components/forms/field";
import { WizardActions, WizardProgress, WizardStepFieldset } from "~/components/forms/wizard-parts";
import { type FieldErrors, useWizardSteps, type WizardStep } from "~/components/forms/use-wizard-steps";
import type { EventPlanResult, OutgoingFinish } from "./event-plan-types";
import { eventRequestsWords } from "~/features/event-requests/event-requests-words";

/** The shared schema (and zod with it) loads once the guest starts filling in the form, not with the page. */
const loadStepSchemas = () => import("~/features/event-requests/schema").then((m) => m.EVENT_PLAN_STEP_SCHEMAS);
const newKey = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}-draft`);

/**
 * The attachment's checks and upload (file rules, XMLHttpRequest, the progress bar): fetched
 * when a file is chosen or the guest reaches the step that sends the form, not with the page.
 * Null when it cannot be fetched (offline, or a release replaced the file): the form is then
 * sent without a progress bar, and the server's checks speak for the file.
 */
const loadAttachment = () => import("./event-plan-attachment").catch(() => null);

/** The file chosen for the form, if any. */
function attachmentOf(form: HTMLFormElement): File | undefined {
  const input = form.elements.namedItem("eventFile");
  return input instanceof HTMLInputElement ? input.files?.[0] : undefined;
}

/** The attachment's bytes, on the step that holds it (the schema sees typed fields only). */
async function checkAttachment(step: WizardStep, form: HTMLFormElement): Promise<FieldErrors> {
  const file = step.fields.includes("eventFile") ? attachmentOf(form) : undefined;
  const problem = file ? await (await loadAttachment())?.attachmentProblem(file) : null;
  return problem ? { eventFile: [problem] } : {};
}

/**
 * The event quotation wizard (SPEC §2, §4, §5). Server-rendered as one form with three
 * fieldsets, which works without JavaScript (a page post, errors beside the fields). Once
 * hydrated it shows one step at a time: Next only when the step passes the shared schema,
 * Previous freely, Finish posts in the background; the typed fields wait in localStorage
 * (useWizardSteps).
 */
export function EventPlanWizard({
  idempotencyKey,
  today,
  attachmentAccept,
  whatsappNumber,
  hotelName,
  pageResult,
}: {
  idempotencyKey: string;
  today: string;
  /** The attachment input's `accept` (the event attachment's file rule, from the server). */
  attachmentAccept: string;
  whatsappNumber: string;
  hotelName: string;
  /** The answer to a page post without JavaScript. */
  pageResult: EventPlanResult | undefined;
}) {
  const fetcher = useFetcher<EventPlanResult>();
  const t = useT(eventPlanCatalog);
  const language = useLanguage();
  const localise = useLocalisePath();
  // The steps with the titles guests read, in the page's language, and the fields each one checks.
  const EVENT_PLAN_STEPS = useMemo(() => EVENT_PLAN_STEP_FIELDS.map((fields, i) => ({ fields, title: t(STEP_KEYS[i]!) })), [t]);
  const choices = useMemo(
    () => ({
      eventType: EVENT_TYPES.map((value) => ({ value, label: t(CHOICE_KEYS.eventType[value]) })),
      serviceType: SERVICE_TYPES.map((value) => ({ value, label: t(CHOICE_KEYS.serviceType[value]) })),
      space: SPACE_CONFIGURATIONS.map((value) => ({ value, label: t(CHOICE_KEYS.space[value]) })),
    }),
    [t],
  );
  const successRef = useRef<HTMLDivElement>(null);
  const [infoLength, setInfoLength] = useState(pageResult && !pageResult.ok ? (pageResult.values?.additionalInfo?.length ?? 0) : 0);
  const [success, setSuccess] = useState<{ message: string; reference: string } | null>(pageResult?.ok ? pageResult : null);
  // A Finish with an attachment goes through XMLHttpRequest, so a guest on a slow line sees it
  // move (decision 020): handed to the upload once its code is here, until the upload is over.
  const [outgoing, setOutgoing] = useState<OutgoingFinish | null>(null);
  // The last background answer, from the fetcher or the upload, whichever came last.
  const [answer, setAnswer] = useState<EventPlanResult | undefined>(undefined);
  const result = answer ?? pageResult;
  const serverErrors = result && !result.ok ? result.errors : undefined;
  const values = pageResult && !pageResult.ok ? pageResult.values : undefined;
  const pending = fetcher.state !== "idle" || outgoing !== null;
  const wizard = useWizardSteps({
    steps: EVENT_PLAN_STEPS,
    idempotencyKey,
    draft: eventPlanDraft,
    pageAnswered: pageResult !== undefined,
    loadStepSchemas,
    serverErrors,
    extraChecks: checkAttachment,
    onRestored: (fields) => setInfoLength(fields.additionalInfo?.length ?? 0),
  });
  const { formRef, enhanced, key, clientErrors, setClientErrors, errorsFor, saveDraft } = wizard;
  // Fetched already if a file was chosen (its checks); here for the step that sends the form.
  const attachment = useLoadedWhen(wizard.step === EVENT_PLAN_STEPS.length - 1, loadAttachment);

  // A background Finish answered.
  const handleAnswer = (data: EventPlanResult) => {
    setAnswer(data);
    if (data.ok) {
      setSuccess({ message: data.message, reference: data.reference });
      formRef.current?.reset();
      setInfoLength(0);
      wizard.setStep(0);
      setClientErrors(null);
      wizard.setKey(newKey());
      eventPlanDraft.write(null);
    } else {
      // Back to the first step the server found fault with.
      wizard.showServerRefusal(data.errors);
    }
  };
  useFetcherResult(fetcher.data, handleAnswer, fetcher.state === "idle");

  useEffect(() => {
    if (success) successRef.current?.focus();
  }, [success]);

  async function finish(event: FormEvent<HTMLFormElement>) {
    if (!enhanced) return;
    event.preventDefault();
    const form = event.currentTarget;
    if (pending || !(await wizard.validateAll())) return;
    saveDraft();
    setSuccess(null);
    setAnswer(undefined);
    if (attachmentOf(form) && (await loadAttachment())) setOutgoing({ form });
    else void fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  }

  const whatsapp = success ? whatsappLink(whatsappNumber, whatsappTextFor(hotelName, success.reference)) : null;
  const failure = result && !result.ok && !clientErrors ? result : null;

  return (
    <div className="wizard">
      {success ? (
        <div className="wizard-success" role="status" tabIndex={-1} ref={successRef}>
          <p className="wizard-success-message">{success.message}</p>
          <p>
            {t("reference")} <strong className="wizard-reference">{success.reference}</strong>
          </p>
          <p className="wizard-success-actions">
            {whatsapp ? (
              <a className="btn btn-teal" href={whatsapp} rel="noopener noreferrer" target="_blank">
                {t("whatsapp")}
              </a>
            ) : null}
            {/* The empty wizard stays away under the reference until the guest asks for it; a plain link without JavaScript. */}
            <a
              className="btn btn-outline"
              href={localise("/EventPlan")}
              onClick={(event) => {
                if (!enhanced) return;
                event.preventDefault();
                setSuccess(null);
              }}
            >
              {t("planAnother")}
            </a>
          </p>
        </div>
      ) : null}
      {failure ? (
        <p className="form-alert" role="alert">
          {failure.errors ? eventRequestsWords.t(language, "eventRequestFailed") : failure.message}
        </p>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        ref={formRef}
        hidden={success !== null}
        noValidate={enhanced}
        onSubmit={(event) => void finish(event)}
        onChange={() => saveDraft()}
        onFocus={() => void loadStepSchemas()}
        className="wizard-form"
        data-enhanced={enhanced ? "" : undefined}
        aria-busy={pending || undefined}
      >
        <input type="hidden" name="idempotencyKey" value={key} />
        <WizardProgress steps={EVENT_PLAN_STEPS} wizard={wizard} />
        <WizardStepFieldset steps={EVENT_PLAN_STEPS} index={0} wizard={wizard}>
          <TextField name="eventName" label={t("eventName")} errors={errorsFor("eventName")} defaultValue={values?.eventName} maxLength={150} autoComplete="off" />
          <div className="wizard-pair">
            <TextField name="eventDatesS" label={t("startDate")} type="date" min={today} errors={errorsFor("eventDatesS")} defaultValue={values?.eventDatesS} />
            <TextField name="eventDatesE" label={t("endDate")} type="date" min={today} errors={errorsFor("eventDatesE")} defaultValue={values?.eventDatesE} />
          </div>
          <SelectField name="eventType" label={t("eventType")} options={choices.eventType} errors={errorsFor("eventType")} defaultValue={values?.eventType} />
          <div className="wizard-pair">
            <TextField name="Attendees" label={t("attendees")} type="number" min="1" step="1" inputMode="numeric" errors={errorsFor("Attendees")} defaultValue={values?.Attendees} />
            <TextField name="numRooms" label={t("rooms")} type="number" min="1" step="1" inputMode="numeric" optional errors={errorsFor("numRooms")} defaultValue={values?.numRooms} />
          </div>
          <WizardField name="eventFile" label={t("attachment")} optional errors={errorsFor("eventFile")} hint={t("attachmentHint")}>
            {(p) => (
              <input
                {...p}
                type="file"
                name="eventFile"
                accept={attachmentAccept}
                onChange={(event) => {
                  const input = event.currentTarget;
                  // The file chosen by the time its rules are here (or none), whatever it was at the change.
                  void loadAttachment().then((loaded) => setClientErrors((current) => ({ ...(current ?? {}), eventFile: loaded?.sizeProblems(input) ?? [] })));
                }}
              />
            )}
          </WizardField>
          <WizardField name="other" label={t("other")} optional errors={errorsFor("other")}>
            {(p) => <textarea {...p} name="other" rows={2} maxLength={500} defaultValue={values?.other} />}
          </WizardField>
        </WizardStepFieldset>
        <WizardStepFieldset steps={EVENT_PLAN_STEPS} index={1} wizard={wizard}>
          <CheckboxGroup name="serviceType" label={t("serviceType")} options={choices.serviceType} errors={errorsFor("serviceType")} defaultValues={values?.serviceType?.split("\n")} />
          <SelectField name="space" label={t("space")} options={choices.space} errors={errorsFor("space")} defaultValue={values?.space} />
        </WizardStepFieldset>
        <WizardStepFieldset steps={EVENT_PLAN_STEPS} index={2} wizard={wizard}>
          <div className="wizard-pair">
            <TextField name="firstName" label={t("firstName")} autoComplete="given-name" maxLength={MAX_PERSON_NAME} errors={errorsFor("firstName")} defaultValue={values?.firstName} />
            <TextField name="lastName" label={t("lastName")} autoComplete="family-name" maxLength={MAX_PERSON_NAME} errors={errorsFor("lastName")} defaultValue={values?.lastName} />
          </div>
          <div className="wizard-pair">
            <TextField name="contactEmail" label={t("email")} type="email" autoComplete="email" maxLength={254} errors={errorsFor("contactEmail")} defaultValue={values?.contactEmail} />
            <TextField name="phoneNumber" label={t("phone")} type="tel" autoComplete="tel" maxLength={30} errors={errorsFor("phoneNumber")} defaultValue={values?.phoneNumber} />
          </div>
          <WizardField
            name="additionalInfo"
            label={t("additionalInfo")}
            optional
            errors={errorsFor("additionalInfo")}
            hint={
              <span className="wizard-counter" aria-live="polite">
                {t("counter", { count: infoLength, max: ADDITIONAL_INFO_MAX })}
              </span>
            }
          >
            {(p) => (
              <textarea
                {...p}
                name="additionalInfo"
                rows={4}
                maxLength={ADDITIONAL_INFO_MAX}
                defaultValue={values?.additionalInfo}
                onInput={(event) => setInfoLength(event.currentTarget.value.length)}
              />
            )}
          </WizardField>
        </WizardStepFieldset>
        <WizardActions steps={EVENT_PLAN_STEPS} wizard={wizard} pending={pending} />
        {!enhanced ? null : attachment ? (
          <attachment.AttachmentUpload outgoing={outgoing} onAnswer={handleAnswer} onEnd={() => setOutgoing(null)} />
        ) : (
          // UploadProgress before any upload (its live region is in the page from the start).
          <div className="upload-progress" data-phase="idle">
            <p className="upload-progress-text" aria-live="polite" />
          </div>
        )}
      </Form>
    </div>
  );
}


/** A field of this form: ids "event-<name>". */
function WizardField({ name, ...props }: { name: string } & Omit<ComponentProps<typeof Field>, "id" | "className">) {
  return <Field id={`event-${name}`} className="field" {...props} />;
}

function TextField({
  name,
  label,
  errors,
  optional,
  defaultValue,
  ...input
}: { name: string; label: string; errors: string[]; optional?: boolean; defaultValue?: string | undefined } & Omit<React.ComponentProps<"input">, "name" | "defaultValue">) {
  return (
    <WizardField name={name} label={label} optional={optional} errors={errors}>
      {(p) => <input type="text" {...input} {...p} name={name} required={!optional} defaultValue={defaultValue} />}
    </WizardField>
  );
}

function SelectField({
  name,
  label,
  options,
  errors,
  defaultValue,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  errors: string[];
  defaultValue?: string | undefined;
}) {
  const t = useT(eventPlanCatalog);
  return (
    <WizardField name={name} label={label} errors={errors}>
      {(p) => (
        <select {...p} name={name} required defaultValue={defaultValue ?? ""}>
          <option value="">{t("choose")}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </WizardField>
  );
}

/** Boxes a guest ticks as many of as they like (at least one: "No extra service" is one of them). */
function CheckboxGroup({
  name,
  label,
  options,
  errors,
  defaultValues,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  errors: string[];
  defaultValues?: readonly string[] | undefined;
}) {
  const errorId = errors.length > 0 ? `event-${name}-error` : undefined;
  return (
    <fieldset className="field wizard-choices wizard-choices-grid" aria-describedby={errorId} data-invalid={errorId ? "" : undefined}>
      <legend>{label}</legend>
      {options.map((o, i) => (
        <label key={o.value} className="field-inline">
          <input type="checkbox" name={name} value={o.value} defaultChecked={defaultValues?.includes(o.value)} id={i === 0 ? `event-${name}` : undefined} aria-invalid={errorId ? true : undefined} />
          {o.label}
        </label>
      ))}
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
