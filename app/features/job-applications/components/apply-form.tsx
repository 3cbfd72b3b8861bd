import { Field } from "~/components/forms/field";
import { type PageFormResult, PageFormOutcome, usePageForm } from "~/components/forms/page-form";
import type { FormLimits } from "~/platform/records/record-type";
import { Form } from "~/platform/i18n/localised-links";
import { useT } from "~/platform/i18n/use-t";
import { jobApplicationWords } from "../job-application-words";
import { MAX_COVER_NOTE } from "../limits";

/** What the vacancy page's action answers: the stored application, or why not with what was typed. */
export type ApplyFormResult = PageFormResult;

/**
 * The Apply form of one vacancy's page: a plain multipart post to that page, so it works
 * without JavaScript and comes back with each field's message or the thank-you line. With
 * JavaScript the schema and the CV's first bytes are checked in the page's language before
 * anything is sent (the server still judges the whole file). `accept` only guides the picker.
 */
export function ApplyForm({ vacancyId, limits, sent, accept }: { vacancyId: number; limits: FormLimits; sent: boolean; accept: string }) {
  const t = useT(jobApplicationWords);
  const path = `/career/${vacancyId}`;
  const { result, busy, errors, typed, onSubmit } = usePageForm(path, async (fields) => {
    const [{ jobApplicationSchema }, { fieldErrorsOf }, { checkFileAgainst, FILE_RULES }] = await Promise.all([
      import("../schema"),
      import("~/lib/field-errors"),
      import("~/platform/files/file-rules"),
    ]);
    const parsed = jobApplicationSchema(t).safeParse(fields);
    const found: Record<string, string[]> = parsed.success ? {} : fieldErrorsOf(parsed.error);
    const cv = fields.cv;
    const rule = FILE_RULES.cv;
    const cvProblem = cv instanceof File && cv.size > 0 ? await checkFileAgainst(rule, cv) : rule.required;
    if (cvProblem) found.cv = [cvProblem];
    return Object.keys(found).length > 0 ? found : null;
  });

  const field = (name: string, label: string, hint?: string) => ({ id: `apply-${name}`, className: "field", label, hint, limits: limits[name], errors: errors[name] });

  return (
    <>
      <PageFormOutcome result={result} sent={sent} sentMessage={t("sent")} />
      <Form method="post" action={path} encType="multipart/form-data" className="contact-form apply-form" noValidate onSubmit={onSubmit} key={result?.ok ? `sent-${result.id}` : "form"}>
        <Field {...field("name", t("form.name"))}>{(p) => <input {...p} name="name" type="text" autoComplete="name" defaultValue={typed.name ?? ""} />}</Field>
        <Field {...field("email", t("form.email"), t("form.emailHint"))}>
          {(p) => <input {...p} name="email" type="email" autoComplete="email" defaultValue={typed.email ?? ""} />}
        </Field>
        <Field {...field("phone", t("form.phone"), t("form.phoneHint"))}>
          {(p) => <input {...p} name="phone" type="tel" autoComplete="tel" defaultValue={typed.phone ?? ""} />}
        </Field>
        <Field {...field("coverNote", t("form.coverNote"), t("form.coverNoteHint", { max: MAX_COVER_NOTE }))}>
          {(p) => <textarea {...p} name="coverNote" rows={5} defaultValue={typed.coverNote ?? ""} />}
        </Field>
        {/* A file is never sent back: after a refusal the applicant chooses it again. */}
        <Field id="apply-cv" className="field" label={t("form.cv")} hint={t("form.cvHint")} optional={false} errors={errors.cv}>
          {(p) => <input {...p} required name="cv" type="file" accept={accept} />}
        </Field>
        <button type="submit" className="btn btn-teal" disabled={busy}>
          {busy ? t("form.sending") : t("form.send")}
        </button>
      </Form>
    </>
  );
}
