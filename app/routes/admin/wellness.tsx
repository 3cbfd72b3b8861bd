import type { Route } from "./+types/wellness";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordScreen } from "~/components/admin/record-screen";
import { requireStaff } from "~/platform/auth/guards.server";
import { wellness } from "~/features/wellness/wellness.server";
import { WELLNESS_SCREEN } from "~/features/wellness/components/wellness-fields";
import { WellnessInputSchema } from "~/features/wellness/schema";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordScreenCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Health & Wellness · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  return { records: await wellness.list(context.db, viewer), limits: formLimitsOf(WellnessInputSchema) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleRecordIntents(request, context, [wellness]);

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export default function WellnessScreen({ loaderData }: Route.ComponentProps) {
  return <RecordScreen config={WELLNESS_SCREEN} records={loaderData.records} limits={loaderData.limits} />;
}

export const ErrorBoundary = AdminErrorBoundary;
