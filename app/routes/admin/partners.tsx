import type { Route } from "./+types/partners";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordScreen } from "~/components/admin/record-screen";
import { requireStaff } from "~/platform/auth/guards.server";
import { partners } from "~/features/partners/partners.server";
import { PARTNERS_SCREEN } from "~/features/partners/components/partner-fields";
import { PartnerInputSchema } from "~/features/partners/schema";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordScreenCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Partner logos · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  return { records: await partners.list(context.db, viewer), limits: formLimitsOf(PartnerInputSchema) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleRecordIntents(request, context, [partners]);

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export default function PartnersScreen({ loaderData }: Route.ComponentProps) {
  return <RecordScreen config={PARTNERS_SCREEN} records={loaderData.records} limits={loaderData.limits} />;
}

export const ErrorBoundary = AdminErrorBoundary;
