import { useEffect, useRef } from "react";
import type { PageHandle } from "~/lib/page-handle";
import { data, redirect, useActionData, useNavigation } from "react-router";
import { Form, Link, useLocalisePath } from "~/platform/i18n/localised-links";
import { localisedPathFor } from "~/platform/i18n/localised-redirect.server";
import { languageOfPath, pathWithoutLanguage } from "~/platform/i18n/language";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { accountCatalog } from "./account-catalog";
import { Field } from "~/components/forms/field";
import type { Route } from "./+types/login";
import { isAppError } from "~/lib/errors";
import { getViewer } from "~/platform/auth/get-viewer.server";
import { secondStepRedirect } from "~/platform/auth/pending-login.server";
import { isMember, isStaff, roleOf } from "~/platform/auth/roles";
import { LoginSchema } from "~/platform/auth/schema";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { readDeviceCookie } from "~/platform/auth/device-cookie.server";
import { sessionCookie } from "~/platform/auth/session-cookie.server";
import { createWebSession } from "~/platform/auth/sessions.server";
import { authenticate } from "~/platform/auth/users.server";
import { parseForm, textFields } from "~/platform/forms/form-action.server";
import { retryAfterHeaders } from "~/lib/retry-after-headers";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { authWords } from "~/platform/auth/auth-words";
import { justRegisteredEmail } from "~/platform/auth/just-registered-email";

/** The query parameters this page reads (app/lib/page-handle.ts). Where to go after signing in, and the notices after registering or resetting a password. */
export const handle: PageHandle = { query: ["redirectTo", "registered", "reset"] };

export const meta: Route.MetaFunction = ({ location }) => [{ title: accountCatalog.t(languageOfPath(location.pathname), "logIn") }, { name: "robots", content: "noindex" }];

/** SPEC §4: members and staff land on /dashboard; an account without a role has nothing there. */
function landingFor(usertype: number): string {
  const role = roleOf(usertype);
  return isStaff({ role }) || isMember({ role }) ? "/dashboard" : "/";
}

/**
 * Where a fresh login goes: a safe `redirectTo` wins, else the landing page in the login page's
 * language; /dashboard (either language's) greets once with SPEC §8's 'Welcome to Vip Club Portal'.
 */
function afterLogin(request: Request, redirectTo: string | null, usertype: number): string {
  const target = safeRedirectPath(redirectTo, localisedPathFor(request, landingFor(usertype)));
  return pathWithoutLanguage(target) === "/dashboard" ? `${target}?welcome=1` : target;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (viewer) throw redirect(safeRedirectPath(redirectTo, localisedPathFor(request, landingFor(viewer.usertype))));
  // Only a safe target is carried into the form, so the hidden field never holds another host.
  // `registered=1`: the VIP Club's Register Now form sent the new member here (SPEC §8's success line).
  const registered = new URL(request.url).searchParams.get("registered") === "1";
  // `reset=done`: a password was just reset from an emailed link.
  const passwordReset = new URL(request.url).searchParams.get("reset") === "done";
  // The fields' required and maxlength, read from the schema the action validates with.
  const limits = formLimitsOf(LoginSchema);
  return { redirectTo: redirectTo ? safeRedirectPath(redirectTo, "") || null : null, registered, passwordReset, limits };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = textFields(await request.formData());
  try {
    const input = parseForm(LoginSchema, fields);
    const user = await authenticate(context.db, context.loginThrottle, {
      email: input.email,
      password: input.password,
      ip: context.clientAddress,
      deviceCookie: readDeviceCookie(request, context.env),
    });
    // Two-step sign-in (docs/decisions/024): staff with an authenticator app finish at /login/code.
    const secondStep = await secondStepRedirect(request, context, user, { remember: input.remember, redirectTo: afterLogin(request, fields.redirectTo ?? null, user.usertype) });
    if (secondStep) return secondStep;
    const { token, maxAgeSeconds } = await createWebSession(context.db, user, input.remember);
    const headers = new Headers();
    headers.append("Set-Cookie", sessionCookie(context.env, token, maxAgeSeconds));
    // This browser is now known to the account: guessing from elsewhere will not lock it out.
    const deviceCookie = context.loginThrottle.devices?.setCookie(context.env, user.id);
    if (deviceCookie) headers.append("Set-Cookie", deviceCookie);
    return redirect(afterLogin(request, fields.redirectTo ?? null, user.usertype), { headers });
  } catch (error) {
    if (!isAppError(error)) throw error;
    // Never echo the password back; the email is kept so the visitor need not retype it.
    const message = error.code === "validation" ? authWords.msg("loginFailed") : error.message;
    return data(
      { message, errors: error.code === "validation" ? error.errors : undefined, email: fields.email ?? "" },
      { status: error.status, headers: error.headers },
    );
  }
}

/** A locked-out login (429) carries Retry-After as the API's does. */
export const headers: Route.HeadersFunction = retryAfterHeaders;

export default function Login({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = useT(accountCatalog);
  const language = useLanguage();
  const loginPath = useLocalisePath()("/login");
  const busy = navigation.state !== "idle" && navigation.formAction === loginPath;
  const { limits } = loaderData;
  // A refusal is said once (DECISIONS §9, one voice): the line in the card, which readers without
  // JavaScript get too and which sits beside the fields to correct; no toast repeats it.
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The address just registered with, kept in this tab by the VIP Club's form, so it need not be typed again.
    const registeredEmail = loaderData.registered ? justRegisteredEmail.take() : null;
    if (registeredEmail && emailRef.current && !emailRef.current.value) emailRef.current.value = registeredEmail;
  }, [loaderData.registered]);
  return (
    <section className="section auth-page" aria-labelledby="login-title">
      <div className="auth-card">
        <h1 id="login-title">{t("logIn")}</h1>
        <p className="auth-lead">{t("login.lead")}</p>
        {/* One line in the hotel's voice; the API keeps SPEC's 'Registration Success' words. */}
        {loaderData.registered && !result ? (
          <p className="form-success" role="status">
            {t("login.registered")}
          </p>
        ) : null}
        {loaderData.passwordReset && !result ? (
          <p className="form-success" role="status">
            {authWords.t(language, "passwordResetDone")}
          </p>
        ) : null}
        {result?.message ? (
          <p className="form-alert" role="alert">
            {result.message}
          </p>
        ) : null}
        <Form method="post" noValidate={false}>
          {loaderData.redirectTo ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
          <Field id="login-email" className="field" label={t("email")} limits={limits.email} errors={result?.errors?.email}>
            {(p) => <input {...p} ref={emailRef} name="email" type="email" autoComplete="username" defaultValue={result?.email} />}
          </Field>
          <Field id="login-password" className="field" label={t("password")} limits={limits.password} errors={result?.errors?.password}>
            {(p) => <input {...p} name="password" type="password" autoComplete="current-password" />}
          </Field>
          <div className="field field-inline">
            <input id="login-remember" name="remember" type="checkbox" />
            <label htmlFor="login-remember">{t("login.remember")}</label>
          </div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? t("login.busy") : t("login.submit")}
          </button>
        </Form>
        <p className="auth-links">
          <Link to="/forgetPassword">{t("login.forgotten")}</Link>
          <span aria-hidden="true"> · </span>
          {t("login.notMember")} <Link to="/VIPClub">{t("login.join")}</Link>
        </p>
      </div>
    </section>
  );
}
