import type { Route } from "./+types/newsletter-csv";
import { readSearchQuery } from "~/platform/db/text-search.server";
import { requireStaff } from "~/platform/auth/guards.server";
import { newsletterCsv } from "~/features/newsletter/subscribe.server";

/** `/newsletter.csv`: the newsletter list (or the addresses matching `?q=`) as a spreadsheet, staff only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return newsletterCsv(context.db, readSearchQuery(new URL(request.url).searchParams.get("q")));
}
