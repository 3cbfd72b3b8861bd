import type { Route } from "./+types/activities";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordScreen } from "~/components/admin/record-screen";
import { requireStaff } from "~/platform/auth/guards.server";
import { activities } from "~/features/offers/offers.server";
import { ACTIVITY_SCREEN } from "~/features/offers/components/offer-fields";
import { ActivityFieldsSchema } from "~/features/offers/schema";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordScreenCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Manage Activities · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  return { records: await activities.list(context.db, viewer), limits: formLimitsOf(ActivityFieldsSchema) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleRecordIntents(request, context, [activities]);

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export default function ActivitiesScreen({ loaderData }: Route.ComponentProps) {
  return <RecordScreen config={ACTIVITY_SCREEN} records={loaderData.records} limits={loaderData.limits} />;
}

export const ErrorBoundary = AdminErrorBoundary;
