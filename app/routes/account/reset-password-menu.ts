import { redirect } from "react-router";
import type { Route } from "./+types/reset-password-menu";
import { getViewer } from "~/platform/auth/get-viewer.server";

/**
 * The account menu's Reset Password item (SPEC §2: no route of its own). A logged-in account
 * changes its password on My Profile; anyone else is taken to the forgotten-password flow
 * (DECISIONS §3).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request, context);
  return redirect(viewer ? "/user#change-password" : "/forgetPassword");
}
