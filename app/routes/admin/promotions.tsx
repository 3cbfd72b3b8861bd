import type { Route } from "./+types/promotions";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordScreen } from "~/components/admin/record-screen";
import { requireStaff } from "~/platform/auth/guards.server";
import { promotions } from "~/features/offers/offers.server";
import { PROMOTION_SCREEN } from "~/features/offers/components/offer-fields";
import { PromotionInputSchema } from "~/features/offers/schema";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordScreenCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Manage Promotion · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  return { records: await promotions.list(context.db, viewer), limits: formLimitsOf(PromotionInputSchema) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleRecordIntents(request, context, [promotions]);

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export default function PromotionsScreen({ loaderData }: Route.ComponentProps) {
  return <RecordScreen config={PROMOTION_SCREEN} records={loaderData.records} limits={loaderData.limits} />;
}

export const ErrorBoundary = AdminErrorBoundary;
