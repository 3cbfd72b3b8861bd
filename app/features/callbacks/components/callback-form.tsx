import { type FormEvent, useState } from "react";
import { useActionData, useNavigation, useSubmit } from "react-router";
import { Field } from "~/components/forms/field";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useToast } from "~/components/toast/toast-provider";
import type { FieldErrors } from "~/lib/errors";
import type { FormLimits } from "~/platform/records/record-type";
import { Form, useLocalisePath } from "~/platform/i18n/localised-links";
import { useT } from "~/platform/i18n/use-t";
import { callbackWords } from "../callback-words";

/** What the page's action answers: the stored request, or why not with what was typed. */
export type CallbackFormResult =
  | { ok: true; id: number; message: string }
  | { ok: false; message: string; detail: string; errors?: FieldErrors; values: Partial<Record<string, string>> };

/**
 * The "Call me back" form. Without JavaScript it posts to its page and comes back with the
 * outcome; with JavaScript the feature's schema checks the fields first, in the page's
 * language, loaded only when the guest sends. `earliest`/`latest` bound the time picker
 * (Lilongwe's clock, from the server).
 */
export function CallbackForm({ limits, sent, earliest, latest }: { limits: FormLimits; sent: boolean; earliest: string; latest: string }) {
  const result = useActionData<CallbackFormResult>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { toast } = useToast();
  const t = useT(callbackWords);
  const action = useLocalisePath()("/CallMeBack");
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const failed = result && !result.ok ? result : null;
  const errors = clientErrors ?? failed?.errors ?? {};
  const typed = failed?.values ?? {};

  useFetcherResult(result, (answer) => {
    if (answer.ok) toast({ kind: "success", title: answer.message });
    else toast({ kind: "error", title: answer.message, description: answer.detail });
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const [{ callbackRequestSchema }, { fieldErrorsOf }, { hotelInstant }] = await Promise.all([import("../schema"), import("~/lib/field-errors"), import("~/lib/hotel-date")]);
    const parsed = callbackRequestSchema(t, { now: () => Date.now(), toInstant: hotelInstant }).safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setClientErrors(found);
      const first = Array.from(form.elements).find((control) => "name" in control && (control.name as string) in found);
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    setClientErrors(null);
    void submit(form);
  }

  const field = (name: string, label: string, hint?: string) => ({ id: `callback-${name}`, className: "field", label, hint, limits: limits[name], errors: errors[name] });

  return (
    <>
      {sent && !result ? (
        <p className="form-success" role="status">
          {t("sent")}
        </p>
      ) : null}
      {result && (
        <p className={result.ok ? "form-success" : "form-alert"} role={result.ok ? "status" : "alert"}>
          {result.message}
          {!result.ok && result.detail !== result.message ? `: ${result.detail}` : ""}
        </p>
      )}
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
