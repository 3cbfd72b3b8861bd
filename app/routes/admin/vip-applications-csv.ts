import type { Route } from "./+types/vip-applications-csv";
import { readSearchQuery } from "~/platform/db/text-search.server";
import { requireStaff } from "~/platform/auth/guards.server";
import { readVipScreenFilter } from "~/features/vip/review-schema";
import { vipApplicationsCsv } from "~/features/vip/vip-review.server";

/** `/vipApplications.csv`: the VIP applications of one tab (`?status=`) matching `?q=`, as a spreadsheet, staff only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  return vipApplicationsCsv(context.db, { filter: readVipScreenFilter(params.get("status")), query: readSearchQuery(params.get("q")) });
}
