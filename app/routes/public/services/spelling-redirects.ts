import { redirect } from "react-router";
import type { Route } from "./+types/spelling-redirects";

/**
 * DECISIONS §4: the service pages keep SPEC's addresses, and the obvious correct spellings
 * lead there for good (301), query string kept.
 */
const TARGETS: Record<string, string> = {
  "/restaurant": "/RestrauntService",
  "/restaurants": "/RestrauntService",
  "/accommodation": "/accomodationService",
  "/accommodationService": "/accomodationService",
  "/RestaurantService": "/RestrauntService",
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = TARGETS[url.pathname];
  if (!target) throw new Response("Not found", { status: 404 });
  return redirect(target + url.search, 301);
}
