import type { Route } from "./+types/conference";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import eventFieldsCssUrl from "~/features/events/components/event-fields.css?url";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordScreen } from "~/components/admin/record-screen";
import { requireStaff } from "~/platform/auth/guards.server";
import { eventSpaces } from "~/features/events/events.server";
import { EVENT_SPACE_SCREEN } from "~/features/events/components/event-fields";
import { EventSpaceInputSchema } from "~/features/events/schema";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: recordScreenCssUrl },
  { rel: "stylesheet", href: eventFieldsCssUrl },
];

export const meta: Route.MetaFunction = () => [{ title: "Events and Conferences · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  return { records: await eventSpaces.list(context.db, viewer), limits: formLimitsOf(EventSpaceInputSchema) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleRecordIntents(request, context, [eventSpaces]);

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export default function ConferenceScreen({ loaderData }: Route.ComponentProps) {
  return <RecordScreen config={EVENT_SPACE_SCREEN} records={loaderData.records} limits={loaderData.limits} />;
}

export const ErrorBoundary = AdminErrorBoundary;
