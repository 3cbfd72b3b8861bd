import type { Route } from "./+types/gallery";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordScreen } from "~/components/admin/record-screen";
import { requireStaff } from "~/platform/auth/guards.server";
import { gallery } from "~/features/gallery/gallery.server";
import { GALLERY_SCREEN } from "~/features/gallery/components/gallery-fields";
import { GalleryItemInputSchema } from "~/features/gallery/schema";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recordScreenCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Media Gallery · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  return { records: await gallery.list(context.db, viewer), limits: formLimitsOf(GalleryItemInputSchema) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleRecordIntents(request, context, [gallery]);

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export default function GalleryScreen({ loaderData }: Route.ComponentProps) {
  return <RecordScreen config={GALLERY_SCREEN} records={loaderData.records} limits={loaderData.limits} />;
}

export const ErrorBoundary = AdminErrorBoundary;
