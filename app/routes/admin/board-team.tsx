import type { Route } from "./+types/board-team";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordScreen } from "~/components/admin/record-screen";
import { requireStaff } from "~/platform/auth/guards.server";
import { boardTeam } from "~/features/board-team/board-team.server";
import { BOARD_TEAM_SCREEN } from "~/features/board-team/components/board-member-fields";
import { BoardMemberInputSchema } from "~/features/board-team/schema";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordScreenCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Board Team · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  return { records: await boardTeam.list(context.db, viewer), limits: formLimitsOf(BoardMemberInputSchema) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleRecordIntents(request, context, [boardTeam]);

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export default function BoardTeamScreen({ loaderData }: Route.ComponentProps) {
  return <RecordScreen config={BOARD_TEAM_SCREEN} records={loaderData.records} limits={loaderData.limits} />;
}

export const ErrorBoundary = AdminErrorBoundary;
