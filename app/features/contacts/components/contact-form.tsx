import { Field } from "~/components/forms/field";
import { type PageFormResult, PageFormOutcome, usePageForm } from "~/components/forms/page-form";
import type { FormLimits } from "~/platform/records/record-type";
import { Form } from "~/platform/i18n/localised-links";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { contactWords } from "~/features/contacts/contact-catalog";
import { contactsWords } from "~/features/contacts/contacts-words";

/** What the Contact Us page's action answers: the stored message, or why not with what was typed. */
export type ContactFormResult = PageFormResult;

/**
 * The Contact Us form (SPEC §3, §5, §8). Its required and maxlength attributes come from
 * `ContactInputSchema` through `limits` (read on the server, so zod stays off the first load);
 * with JavaScript the same schema checks the fields before anything is sent. `prefill` is a
 * message another page handed over; the form posts to the page itself, without it.
 */
export function ContactForm({ limits, prefill = {}, sent = false }: { limits: FormLimits; prefill?: { message?: string }; sent?: boolean }) {
  const language = useLanguage();
  const t = useT(contactWords);
  // The API's own schema, loaded only when a visitor sends, so the page's first load stays light.
  const { result, busy, errors, typed, onSubmit } = usePageForm("/ContactUs", async (fields) => {
    const [{ ContactInputSchema }, { fieldErrorsOf }] = await Promise.all([import("~/features/contacts/schema"), import("~/lib/field-errors")]);
    const parsed = ContactInputSchema.safeParse(fields);
    return parsed.success ? null : fieldErrorsOf(parsed.error);
  });

  const field = (name: string, label: string) => ({ id: `contact-${name}`, className: "field", label, limits: limits[name], errors: errors[name] });

  return (
    <>
      {/* A plain-form post was stored and redirected here (`?sent=1`). */}
      <PageFormOutcome result={result} sent={sent} sentMessage={contactsWords.t(language, "contactSubmitted")} />
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
