import { data, redirect, useActionData, useNavigation } from "react-router";
import { Form, Link, useLocalisePath } from "~/platform/i18n/localised-links";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";
import { languageOfPath } from "~/platform/i18n/language";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { accountCatalog } from "./account-catalog";
import type { Route } from "./+types/login-code";
import { isAppError } from "~/lib/errors";
import { textFields } from "~/platform/forms/form-action.server";
import { retryAfterHeaders } from "~/lib/retry-after-headers";
import {
  clearedPendingLoginCookie,
  completePendingLogin,
  hasPendingLogin,
  readPendingLoginCookie,
} from "~/platform/auth/pending-login.server";
import { readDeviceCookie } from "~/platform/auth/device-cookie.server";
import { sessionCookie } from "~/platform/auth/session-cookie.server";
import { createWebSession } from "~/platform/auth/sessions.server";
import { authWords } from "~/platform/auth/auth-words";

/** This page's own address (pending-login.server's SECOND_STEP_PATH, which the component may not import). */
const PATH = "/login/code";

export const meta: Route.MetaFunction = ({ location }) => [{ title: accountCatalog.t(languageOfPath(location.pathname), "code.metaTitle") }, { name: "robots", content: "noindex" }];

/**
 * Only a browser with a sign-in waiting for its code gets the form; a visit that never started
 * one is sent to log in, and one whose sign-in ended (expired, too many wrong codes) is told
 * why, with a link to log in again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = readPendingLoginCookie(request, context.env);
  if (!token) throw localisedRedirect(request, "/login");
  return { pending: await hasPendingLogin(context.db, token) };
}

/**
 * The second step: the code from the authenticator app or a recovery code. Success creates
 * the session exactly as the login page does (Remember Me kept) and goes where the login
 * would have gone.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = textFields(await request.formData());
  try {
    const done = await completePendingLogin(
      context,
      readPendingLoginCookie(request, context.env),
      (fields.code ?? "").slice(0, 100),
      context.clientAddress,
      readDeviceCookie(request, context.env),
    );
    const { token, maxAgeSeconds } = await createWebSession(context.db, done.user, done.remember);
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(context.env, token, maxAgeSeconds));
    headers.append("Set-Cookie", clearedPendingLoginCookie(context.env));
    // Signed in with both steps: this browser is now known to the account (device cookie).
    const deviceCookie = context.loginThrottle.devices?.setCookie(context.env, done.user.id);
    if (deviceCookie) headers.append("Set-Cookie", deviceCookie);
    return redirect(done.redirectTo, { headers });
  } catch (error) {
    if (!isAppError(error)) throw error;
    // Expired, or ended by too many wrong codes: the password comes first again.
    const startOver = error.code === "unauthenticated" || error.code === "rate_limited";
    const headers = new Headers(error.headers);
    if (startOver) headers.append("Set-Cookie", clearedPendingLoginCookie(context.env));
    return data({ message: error.message, codeError: error.errors?.code?.[0], startOver }, { status: error.status, headers });
  }
}

/** A locked-out attempt (429) carries Retry-After as the login page's does. */
export const headers: Route.HeadersFunction = retryAfterHeaders;

export default function LoginCode({ loaderData }: Route.ComponentProps) {
  const posted = useActionData<typeof action>();
  const language = useLanguage();
  const t = useT(accountCatalog);
  const result = posted ?? (loaderData.pending ? undefined : { message: authWords.t(language, "twoStepLoginExpired"), codeError: undefined, startOver: true });
  const navigation = useNavigation();
  const path = useLocalisePath()(PATH);
  const busy = navigation.state !== "idle" && navigation.formAction === path;
  return (
    <section className="section auth-page" aria-labelledby="login-code-title">
      <div className="auth-card">
        <h1 id="login-code-title">{t("code.title")}</h1>
        <p className="auth-lead">{t("code.lead")}</p>
        {result?.message && !result.codeError ? (
          <p className="form-alert" role="alert">
            {result.message}
          </p>
        ) : null}
        {result?.startOver ? (
          <p className="auth-links">
            <Link to="/login">{t("code.again")}</Link>
          </p>
        ) : (
          <Form method="post" action={PATH}>
            <div className="field">
              <label htmlFor="login-code">{t("code.label")}</label>
              <input
                id="login-code"
                name="code"
                type="text"
                inputMode="text"
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                required
                maxLength={40}
                autoFocus
                aria-invalid={result?.codeError ? true : undefined}
                aria-describedby={result?.codeError ? "login-code-hint login-code-error" : "login-code-hint"}
              />
              <p className="field-hint" id="login-code-hint">
                {t("code.hint")}
              </p>
              {result?.codeError ? (
                <p className="field-error" id="login-code-error">
                  {result.codeError}
                </p>
              ) : null}
            </div>
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? t("code.busy") : t("code.submit")}
            </button>
          </Form>
        )}
        {result?.startOver ? null : (
          <p className="auth-links">
            {t("code.noAccess")} <Link to="/login">{t("code.back")}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
