import { data } from "react-router";
import { Form, Link } from "~/platform/i18n/localised-links";
import { languageOfPath } from "~/platform/i18n/language";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { accountCatalog, aroundSlot, SLOT } from "./account-catalog";
import type { Route } from "./+types/confirm-email";
import { isAppError } from "~/lib/errors";
import { getSession } from "~/platform/auth/get-viewer.server";
import { confirmEmailChange, findEmailChange } from "~/features/profile/email-change.server";
import { profileWords } from "~/features/profile/profile-words";

export const meta: Route.MetaFunction = ({ location, loaderData }) => [
  { title: accountCatalog.t(languageOfPath(location.pathname), loaderData?.verifying ? "confirmEmail.verifyTitle" : "confirmEmail.title") },
  { name: "robots", content: "noindex" },
];

/**
 * The link emailed to a new address asked for in My Profile (decision 038). The page names the
 * address and changes it only on a button press (POST), so a mail scanner opening the link
 * changes nothing.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const change = await findEmailChange(context.db, params.token);
  return { newEmail: change?.newEmail ?? null, verifying: change?.verifying ?? false };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // Confirmed from a browser signed in to that account: that login stays, every other ends.
  const session = await getSession(request, context);
  try {
    const { email, verified } = await confirmEmailChange(context.db, params.token, session && { userId: session.viewer.id, sessionId: session.sessionId });
    return { done: email, verified, problem: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ done: null, verified: false, problem: error.message }, { status: error.status });
  }
}

/** The page names an address: never kept in a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const newEmail = actionData ? null : loaderData.newEmail;
  const t = useT(accountCatalog);
  const language = useLanguage();
  // Confirming the address the account already has (from the dashboard), or a new one (from My Profile).
  const verifying = actionData ? actionData.verified : loaderData.verifying;
  const [before, after] = aroundSlot(t(verifying ? "confirmEmail.verifyQuestion" : "confirmEmail.question", { email: SLOT }));
  return (
    <section className="section auth-page" aria-labelledby="confirm-email-title">
      <div className="auth-card">
        <h1 id="confirm-email-title">{t(verifying ? "confirmEmail.verifyTitle" : "confirmEmail.title")}</h1>
        {actionData?.done ? (
          <p className="form-success" role="status">
            {actionData.verified ? t("confirmEmail.verified", { email: actionData.done }) : profileWords.t(language, "emailChangeDone", { email: actionData.done })}
          </p>
        ) : newEmail ? (
          <>
            <p className="auth-lead">
              {before}
              <strong>{newEmail}</strong>
              {after}
            </p>
            <Form method="post">
              <button type="submit" className="button button-primary">
                {t(verifying ? "confirmEmail.verifySubmit" : "confirmEmail.submit")}
              </button>
            </Form>
          </>
        ) : (
          <p className="form-alert" role="alert">
            {actionData?.problem ? actionData.problem : profileWords.t(language, "emailChangeLinkInvalid")}
          </p>
        )}
        <p className="auth-links">
          {verifying ? (
            <>
              <Link to="/dashboard">{t("confirmEmail.dashboard")}</Link>
              <span aria-hidden="true"> · </span>
            </>
          ) : null}
          <Link to="/user">{t("myProfile")}</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/login">{t("logIn")}</Link>
        </p>
      </div>
    </section>
  );
}
