import { Field } from "~/components/forms/field";
import { type PageFormResult, PageFormOutcome, usePageForm } from "~/components/forms/page-form";
import type { FormLimits } from "~/platform/records/record-type";
import { Form } from "~/platform/i18n/localised-links";
import { useT } from "~/platform/i18n/use-t";
import { callbackWords } from "../callback-words";

/** What the page's action answers: the stored request, or why not with what was typed. */
export type CallbackFormResult = PageFormResult;

/**
 * The "Call me back" form. Without JavaScript it posts to its page and comes back with the
 * outcome; with JavaScript the feature's schema checks the fields first, in the page's
 * language, loaded only when the guest sends. `earliest`/`latest` bound the time picker
 * (Lilongwe's clock, from the server).
 */
export function CallbackForm({ limits, sent, earliest, latest }: { limits: FormLimits; sent: boolean; earliest: string; latest: string }) {
  const t = useT(callbackWords);
  const { result, busy, errors, typed, onSubmit } = usePageForm("/CallMeBack", async (fields) => {
    const [{ callbackRequestSchema }, { fieldErrorsOf }, { hotelInstant }] = await Promise.all([import("../schema"), import("~/lib/field-errors"), import("~/lib/dates")]);
    const parsed = callbackRequestSchema(t, { now: () => Date.now(), toInstant: hotelInstant }).safeParse(fields);
    return parsed.success ? null : fieldErrorsOf(parsed.error);
  });

  const field = (name: string, label: string, hint?: string) => ({ id: `callback-${name}`, className: "field", label, hint, limits: limits[name], errors: errors[name] });

  return (
    <>
      <PageFormOutcome result={result} sent={sent} sentMessage={t("sent")} />
      <Form method="post" action="/CallMeBack" className="contact-form" noValidate onSubmit={onSubmit} key={result?.ok ? `sent-${result.id}` : "form"}>
        <Field {...field("name", t("form.name"))}>{(p) => <input {...p} name="name" type="text" autoComplete="name" defaultValue={typed.name ?? ""} />}</Field>
        <Field {...field("phone", t("form.phone"), t("form.phoneHint"))}>
          {(p) => <input {...p} name="phone" type="tel" autoComplete="tel" defaultValue={typed.phone ?? ""} />}
        </Field>
        <Field {...field("email", t("form.email"), t("form.emailHint"))}>
          {(p) => <input {...p} name="email" type="email" autoComplete="email" defaultValue={typed.email ?? ""} />}
        </Field>
        <Field {...field("callAt", t("form.callAt"))}>
          {(p) => <input {...p} name="callAt" type="datetime-local" min={earliest} max={latest} step={900} defaultValue={typed.callAt ?? ""} />}
        </Field>
        <button type="submit" className="btn btn-teal" disabled={busy}>
          {busy ? t("form.sending") : t("form.send")}
        </button>
      </Form>
    </>
  );
}
