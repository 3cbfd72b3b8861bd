import type { Route } from "./+types/reset-password-menu";
import { getViewer } from "~/platform/auth/get-viewer.server";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";

/**
 * The account menu's Reset Password item (SPEC §2: no route of its own). A logged-in account
 * changes its password on My Profile; anyone else is taken to the forgotten-password flow
 * (DECISIONS §3), in the language of the address asked for.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  return localisedRedirect(request, viewer ? "/user#change-password" : "/forgetPassword");
}
