import type { Route } from "./+types/documents";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordScreen } from "~/components/admin/record-screen";
import { requireStaff } from "~/platform/auth/guards.server";
import { documents } from "~/features/documents/documents.server";
import { DOCUMENT_SCREEN } from "~/features/documents/components/document-fields";
import { DocumentInputSchema } from "~/features/documents/schema";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordScreenCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Documents & Downloads · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  return { records: await documents.list(context.db, viewer), limits: formLimitsOf(DocumentInputSchema) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleRecordIntents(request, context, [documents]);

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export default function DocumentsScreen({ loaderData }: Route.ComponentProps) {
  return <RecordScreen config={DOCUMENT_SCREEN} records={loaderData.records} limits={loaderData.limits} />;
}

export const ErrorBoundary = AdminErrorBoundary;
