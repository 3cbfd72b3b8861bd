import type { Route } from "./+types/logout";
import { getSession } from "~/platform/auth/get-viewer.server";
import { clearedSessionCookie } from "~/platform/auth/session-cookie.server";
import { revokeSession } from "~/platform/auth/sessions.server";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";

/** Log Out is a POST (a link could be triggered by another site); it ends the session server side and lands on the home page in the language it was sent from. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await getSession(request, context);
  if (session) await revokeSession(context.db, session.sessionId);
  return localisedRedirect(request, "/home", { headers: { "Set-Cookie": clearedSessionCookie(context.env) } });
}

export function loader({ request }: Route.LoaderArgs) {
  return localisedRedirect(request, "/");
}
