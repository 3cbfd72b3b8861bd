import type { Route } from "./+types/management-team";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordScreen } from "~/components/admin/record-screen";
import { requireStaff } from "~/platform/auth/guards.server";
import { managementTeam } from "~/features/management-team/management-team.server";
import { MANAGEMENT_TEAM_SCREEN } from "~/features/management-team/components/manager-fields";
import { ManagerInputSchema } from "~/features/management-team/schema";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordScreenCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Management Team · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  return { records: await managementTeam.list(context.db, viewer), limits: formLimitsOf(ManagerInputSchema) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleRecordIntents(request, context, [managementTeam]);

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export default function ManagementTeamScreen({ loaderData }: Route.ComponentProps) {
  return <RecordScreen config={MANAGEMENT_TEAM_SCREEN} records={loaderData.records} limits={loaderData.limits} />;
}

export const ErrorBoundary = AdminErrorBoundary;
