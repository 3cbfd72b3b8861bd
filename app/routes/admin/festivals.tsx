import type { Route } from "./+types/festivals";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordScreen } from "~/components/admin/record-screen";
import { requireStaff } from "~/platform/auth/guards.server";
import { festivals } from "~/features/offers/offers.server";
import { FESTIVAL_SCREEN } from "~/features/offers/components/offer-fields";
import { FestiveFieldsSchema } from "~/features/offers/schema";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordScreenCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Manage Festive · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  return { records: await festivals.list(context.db, viewer), limits: formLimitsOf(FestiveFieldsSchema) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleRecordIntents(request, context, [festivals]);

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export default function FestivalsScreen({ loaderData }: Route.ComponentProps) {
  return <RecordScreen config={FESTIVAL_SCREEN} records={loaderData.records} limits={loaderData.limits} />;
}

export const ErrorBoundary = AdminErrorBoundary;
