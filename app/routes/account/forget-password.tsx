import { data, useActionData, useNavigation } from "react-router";
import { Form, Link, useLocalisePath } from "~/platform/i18n/localised-links";
import { languageOfPath } from "~/platform/i18n/language";
import { localisePath } from "~/platform/i18n/localise-path";
import { useT } from "~/platform/i18n/use-t";
import { accountCatalog } from "./account-catalog";
import type { Route } from "./+types/forget-password";
import { isAppError } from "~/lib/errors";
import { parseForm, textFields } from "~/platform/forms/form-action.server";
import { pageMeta } from "~/components/page-meta";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { retryAfterHeaders } from "~/lib/retry-after-headers";
import { Field } from "~/components/forms/field";
import { getViewer } from "~/platform/auth/get-viewer.server";
import { requestPasswordReset } from "~/platform/auth/password-reset.server";
import { languageOfRequest } from "~/platform/i18n/language";
import { ForgotPasswordSchema } from "~/platform/auth/schema";
import { authWords } from "~/platform/auth/auth-words";

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return [
    ...pageMeta(matches, {
      title: accountCatalog.t(language, "forgot.metaTitle"),
      description: accountCatalog.t(language, "forgot.metaDescription"),
      path: localisePath("/forgetPassword", language),
    }),
    { name: "robots", content: "noindex" },
  ];
};

/** A logged-in visitor (the Reset Password menu item) finds their own email filled in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  return { email: viewer?.email ?? "" };
}

/** Works as a plain form post: the answer is the same whether or not the account exists (DECISIONS §3). */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = textFields(await request.formData());
  try {
    await context.rateLimits.passwordReset.hit(context.clientAddress);
    const input = parseForm(ForgotPasswordSchema, fields);
    requestPasswordReset(context.db, input, trustedOrigin(request, context.env), context.afterAnswer, languageOfRequest(request));
    return { ok: true as const, message: authWords.msg("passwordResetLinkSent"), email: input.email, errors: undefined };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data(
      { ok: false as const, message: error.message, email: fields.email ?? "", errors: error.errors },
      { status: error.status, headers: error.headers },
    );
  }
}

export const headers: Route.HeadersFunction = retryAfterHeaders;

export default function ForgetPassword({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT(accountCatalog);
  const formPath = useLocalisePath()("/forgetPassword");
  const busy = navigation.state !== "idle" && navigation.formAction === formPath;
  return (
    <section className="section auth-page" aria-labelledby="forgot-title">
      <div className="auth-card">
        <h1 id="forgot-title">{t("forgot.title")}</h1>
        <p className="auth-lead">{t("forgot.lead")}</p>
        {result ? (
          <p className={result.ok ? "form-success" : "form-alert"} role={result.ok ? "status" : "alert"}>
            {result.message}
          </p>
        ) : null}
        <Form method="post" action="/forgetPassword">
          <Field label={t("email")} className="field" errors={result?.errors?.email}>
            {(p) => <input {...p} name="email" type="email" autoComplete="email" required maxLength={254} defaultValue={result?.email ?? loaderData.email} />}
          </Field>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t("forgot.busy") : t("forgot.submit")}
          </button>
        </Form>
        <p className="auth-links">
          {t("forgot.remembered")} <Link to="/login">{t("logIn")}</Link>
        </p>
      </div>
    </section>
  );
}
