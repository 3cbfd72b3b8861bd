import type { Route } from "./+types/adverts";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordScreen } from "~/components/admin/record-screen";
import { requireStaff } from "~/platform/auth/guards.server";
import { adverts } from "~/features/adverts/adverts.server";
import { ADVERT_SCREEN } from "~/features/adverts/components/advert-fields";
import { AdvertInputSchema, AdvertUpdateSchema } from "~/features/adverts/schema";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordScreenCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Manage Advert · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  return {
    records: await adverts.list(context.db, viewer),
    limits: formLimitsOf(AdvertInputSchema),
    // SPEC §5: an edit needs the title, which an add may leave to its default.
    editLimits: formLimitsOf(AdvertUpdateSchema),
  };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleRecordIntents(request, context, [adverts]);

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export default function AdvertsScreen({ loaderData }: Route.ComponentProps) {
  return <RecordScreen config={ADVERT_SCREEN} records={loaderData.records} limits={loaderData.limits} editLimits={loaderData.editLimits} />;
}

export const ErrorBoundary = AdminErrorBoundary;
