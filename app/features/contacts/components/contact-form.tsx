import { type FormEvent, useState } from "react";
import { useActionData, useNavigation, useSubmit } from "react-router";
import { Field } from "~/components/forms/field";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useToast } from "~/components/toast/toast-provider";
import type { FieldErrors } from "~/lib/errors";
import type { FormLimits } from "~/platform/records/record-type";
import { useMessages } from "~/platform/i18n/use-messages";
import { Form, useLocalisePath } from "~/platform/i18n/localised-links";
import { useT } from "~/platform/i18n/use-t";
import { contactWords } from "~/features/contacts/contact-catalog";

/** What the Contact Us page's action answers: the stored message, or why not with what was typed. */
export type ContactFormResult =
  | { ok: true; id: number; message: string }
  | { ok: false; message: string; detail: string; errors?: FieldErrors; values: Partial<Record<string, string>> };

/**
 * The Contact Us form (SPEC §3, §5, §8). Its required and maxlength attributes come from
 * `ContactInputSchema` through `limits` (read on the server, so zod stays off the first load);
 * with JavaScript the same schema checks the fields before anything is sent. `prefill` is a
 * message another page handed over; the form posts to the page itself, without it.
 */
export function ContactForm({ limits, prefill = {}, sent = false }: { limits: FormLimits; prefill?: { message?: string }; sent?: boolean }) {
  const result = useActionData<ContactFormResult>();
  const messages = useMessages();
  const navigation = useNavigation();
  const submit = useSubmit();
  const { toast } = useToast();
  const t = useT(contactWords);
  const action = useLocalisePath()("/ContactUs");
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
    // The API's own schema, loaded only when a visitor sends, so the page's first load stays light.
    const [{ ContactInputSchema }, { fieldErrorsOf }] = await Promise.all([import("~/features/contacts/schema"), import("~/lib/field-errors")]);
    const parsed = ContactInputSchema.safeParse(Object.fromEntries(new FormData(form)));
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

  const field = (name: string, label: string) => ({ id: `contact-${name}`, className: "field", label, limits: limits[name], errors: errors[name] });

  return (
    <>
      {/* A plain-form post was stored and redirected here (`?sent=1`). */}
      {sent && !result ? (
        <p className="form-success" role="status">
          {messages.contactSubmitted}
        </p>
      ) : null}
      {result && (
        <p className={result.ok ? "form-success" : "form-alert"} role={result.ok ? "status" : "alert"}>
          {result.message}
          {!result.ok && result.detail !== result.message ? `: ${result.detail}` : ""}
        </p>
      )}
      {/* A new form after each stored message: the fields are cleared (SPEC §8). */}
      <Form method="post" action="/ContactUs" className="contact-form" noValidate onSubmit={onSubmit} key={result?.ok ? `sent-${result.id}` : "form"}>
        <Field {...field("name", t("form.name"))}>{(p) => <input {...p} name="name" type="text" autoComplete="name" defaultValue={typed.name ?? ""} />}</Field>
        <Field {...field("email", t("form.email"))}>{(p) => <input {...p} name="email" type="email" autoComplete="email" defaultValue={typed.email ?? ""} />}</Field>
        <Field {...field("phonenumber", t("form.phone"))}>
          {(p) => <input {...p} name="phonenumber" type="tel" autoComplete="tel" defaultValue={typed.phonenumber ?? ""} />}
        </Field>
        <Field {...field("message", t("form.message"))}>{(p) => <textarea {...p} name="message" rows={6} defaultValue={typed.message ?? prefill.message ?? ""} />}</Field>
        <button type="submit" className="btn btn-teal" disabled={busy}>
          {busy ? t("form.sending") : t("form.send")}
        </button>
      </Form>
    </>
  );
}
