import type { Route } from "./+types/tenders";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordScreen } from "~/components/admin/record-screen";
import { requireStaff } from "~/platform/auth/guards.server";
import { tenders } from "~/features/tenders/tenders.server";
import { TENDER_SCREEN } from "~/features/tenders/components/tender-fields";
import { TenderInputSchema } from "~/features/tenders/schema";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordScreenCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Tender Management · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  return { records: await tenders.list(context.db, viewer), limits: formLimitsOf(TenderInputSchema) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleRecordIntents(request, context, [tenders]);

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export default function TendersScreen({ loaderData }: Route.ComponentProps) {
  return <RecordScreen config={TENDER_SCREEN} records={loaderData.records} limits={loaderData.limits} />;
}

export const ErrorBoundary = AdminErrorBoundary;
