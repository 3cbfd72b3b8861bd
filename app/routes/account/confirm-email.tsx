import { data, Form, Link } from "react-router";
import type { Route } from "./+types/confirm-email";
import { isAppError } from "~/lib/errors";
import { messages } from "~/lib/messages";
import { getSession } from "~/platform/auth/get-viewer.server";
import { confirmEmailChange, findEmailChange } from "~/features/profile/email-change.server";

export const meta: Route.MetaFunction = () => [{ title: "Confirm your new email" }, { name: "robots", content: "noindex" }];

/**
 * The link emailed to a new address asked for in My Profile (decision 038). The page names the
 * address and changes it only on a button press (POST), so a mail scanner opening the link
 * changes nothing.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { newEmail: (await findEmailChange(context.db, params.token))?.newEmail ?? null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // Confirmed from a browser signed in to that account: that login stays, every other ends.
  const session = await getSession(request, context);
  try {
    const { email } = await confirmEmailChange(context.db, params.token, session && { userId: session.viewer.id, sessionId: session.sessionId });
    return { done: email, problem: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ done: null, problem: error.message }, { status: error.status });
  }
}

/** The page names an address: never kept in a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const newEmail = actionData ? null : loaderData.newEmail;
  return (
    <section className="section auth-page" aria-labelledby="confirm-email-title">
      <div className="auth-card">
        <h1 id="confirm-email-title">Confirm your new email</h1>
        {actionData?.done ? (
          <p className="form-success" role="status">
            {messages.emailChangeDone(actionData.done)}
          </p>
        ) : newEmail ? (
          <>
            <p className="auth-lead">
              Make <strong>{newEmail}</strong> the email of your account?
            </p>
            <Form method="post">
              <button type="submit" className="button button-primary">
                Confirm new email
              </button>
            </Form>
          </>
        ) : (
          <p className="form-alert" role="alert">
            {actionData?.problem ?? messages.emailChangeLinkInvalid}
          </p>
        )}
        <p className="auth-links">
          <Link to="/user">My Profile</Link>
          <span aria-hidden="true"> · </span>
          <Link to="/login">Log in</Link>
        </p>
      </div>
    </section>
  );
}
