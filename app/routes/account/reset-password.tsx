import { data, useActionData, useNavigation } from "react-router";
import { Form, Link } from "~/platform/i18n/localised-links";
import { languageOfPath } from "~/platform/i18n/language";
import { localisePath } from "~/platform/i18n/localise-path";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";
import { useT } from "~/platform/i18n/use-t";
import { accountCatalog } from "./account-catalog";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/reset-password";
import { isAppError } from "~/lib/errors";
import { parseForm, textFields } from "~/platform/forms/form-action.server";
import { pageMeta } from "~/components/page-meta";
import { Field } from "~/components/forms/field";
import { resetPassword } from "~/platform/auth/password-reset.server";
import { ResetPasswordSchema } from "~/platform/auth/schema";

/** The query parameters this page reads (app/lib/page-handle.ts). The address the emailed link was sent to. */
export const handle: PageHandle = { query: ["email"] };

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return [
    ...pageMeta(matches, {
      title: accountCatalog.t(language, "reset.title"),
      description: accountCatalog.t(language, "reset.metaDescription"),
      path: localisePath("/reset-password", language),
    }),
    { name: "robots", content: "noindex" },
  ];
};

/** The link's email (when it carries one) is filled in; the token stays in the address only. */
export async function loader({ request }: Route.LoaderArgs) {
  return { email: new URL(request.url).searchParams.get("email")?.slice(0, 254) ?? "" };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const fields = textFields(await request.formData());
  try {
    const input = parseForm(ResetPasswordSchema, { ...fields, token: params.token });
    await resetPassword(context.db, input, languageOfPath(new URL(request.url).pathname));
    return localisedRedirect(request, "/login?reset=done");
  } catch (error) {
    if (!isAppError(error)) throw error;
    // Never echo a password back; the email is kept so it need not be typed again.
    return data({ message: error.message, errors: error.errors, email: fields.email ?? "" }, { status: error.status });
  }
}

/** One page per token: no shared cache may keep it. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const t = useT(accountCatalog);
  const errors = result?.errors;
  const linkProblem = errors?.token?.[0];
  return (
    <section className="section auth-page" aria-labelledby="reset-title">
      <div className="auth-card">
        <h1 id="reset-title">{t("reset.title")}</h1>
        <p className="auth-lead">{t("reset.lead")}</p>
        {result?.message ? (
          <p className="form-alert" role="alert">
            {result.message}
            {linkProblem ? (
              <>
                {" "}
                <Link to="/forgetPassword">{t("reset.newLink")}</Link>
              </>
            ) : null}
          </p>
        ) : null}
        <Form method="post">
          <Field label={t("email")} className="field" errors={errors?.email}>
            {(p) => <input {...p} name="email" type="email" autoComplete="username" required maxLength={254} defaultValue={result?.email ?? loaderData.email} />}
          </Field>
          <Field label={t("newPassword")} className="field" errors={errors?.password}>
            {(p) => <input {...p} name="password" type="password" autoComplete="new-password" required minLength={8} maxLength={128} />}
          </Field>
          <Field label={t("confirmNewPassword")} className="field" errors={errors?.password_confirmation}>
            {(p) => <input {...p} name="password_confirmation" type="password" autoComplete="new-password" required maxLength={128} />}
          </Field>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t("saving") : t("reset.submit")}
          </button>
        </Form>
      </div>
    </section>
  );
}
