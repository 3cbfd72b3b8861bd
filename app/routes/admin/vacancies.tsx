import type { Route } from "./+types/vacancies";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import richTextFieldCssUrl from "~/components/forms/rich-text-field.css?url";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RecordScreen } from "~/components/admin/record-screen";
import { requireStaff } from "~/platform/auth/guards.server";
import { vacancies } from "~/features/vacancies/vacancies.server";
import { VACANCY_SCREEN } from "~/features/vacancies/components/vacancy-fields";
import { VacancyInputSchema } from "~/features/vacancies/schema";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: recordScreenCssUrl },
  { rel: "stylesheet", href: richTextFieldCssUrl },
];

export const meta: Route.MetaFunction = () => [{ title: "Vacancies · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  return { records: await vacancies.list(context.db, viewer), limits: formLimitsOf(VacancyInputSchema) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleRecordIntents(request, context, [vacancies]);

export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export default function VacanciesScreen({ loaderData }: Route.ComponentProps) {
  return <RecordScreen config={VACANCY_SCREEN} records={loaderData.records} limits={loaderData.limits} />;
}

export const ErrorBoundary = AdminErrorBoundary;
