import { useNavigation } from "react-router";
import { Field } from "~/components/forms/field";
import { Form } from "~/platform/i18n/localised-links";
import { useT } from "~/platform/i18n/use-t";
import { tendersCatalog } from "~/features/tenders/tenders-catalog";
import type { FieldLimits } from "~/platform/records/record-type";

/** What the tender page's action answers a follow request with. */
export type FollowResult = { ok: true; message: string } | { ok: false; message: string; errors?: Record<string, string[]>; email?: string };

/**
 * "Follow this tender": one email field. A plain form posting to the tender's page, so it works
 * without JavaScript (the page comes back with the outcome); with it, the same post without a
 * page load. The answer reads the same whether or not the address already follows.
 */
export function FollowForm({ tenderName, limits, result }: { tenderName: string; limits: FieldLimits | undefined; result: FollowResult | undefined }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === "follow";
  const t = useT(tendersCatalog);
  return (
    <section className="tender-follow" aria-labelledby="tender-follow-title">
      <h2 id="tender-follow-title">{t("followTitle")}</h2>
      <p>{t("followIntro", { name: tenderName })}</p>
      {result?.ok ? (
        <p className="form-success" role="status">
          {result.message}
        </p>
      ) : (
        <Form method="post" className="tender-follow-form" preventScrollReset>
          <input type="hidden" name="intent" value="follow" />
          <Field id="tender-follow-email" className="field" label={t("followEmail")} limits={limits} errors={result?.errors?.email}>
            {(control) => <input {...control} name="email" type="email" autoComplete="email" inputMode="email" defaultValue={result?.email ?? ""} />}
          </Field>
          {result && !result.ok && !result.errors?.email ? (
            <p className="form-alert" role="alert">
              {result.message}
            </p>
          ) : null}
          <button type="submit" className="btn btn-teal" aria-disabled={pending || undefined}>
            {pending ? t("followSending") : t("followSubmit")}
          </button>
        </Form>
      )}
    </section>
  );
}
