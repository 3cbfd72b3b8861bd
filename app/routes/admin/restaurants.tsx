import type { Route } from "./+types/restaurants";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordScreen } from "~/components/admin/record-screen";
import { requireStaff } from "~/platform/auth/guards.server";
import { restaurants } from "~/features/restaurants/restaurants.server";
import { RESTAURANT_SCREEN } from "~/features/restaurants/components/restaurant-fields";
import { RestaurantInputSchema } from "~/features/restaurants/schema";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordScreenCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Manage Restaurant · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  return { records: await restaurants.list(context.db, viewer), limits: formLimitsOf(RestaurantInputSchema) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleRecordIntents(request, context, [restaurants]);

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export default function RestaurantsScreen({ loaderData }: Route.ComponentProps) {
  return <RecordScreen config={RESTAURANT_SCREEN} records={loaderData.records} limits={loaderData.limits} />;
}

export const ErrorBoundary = AdminErrorBoundary;
