import { useActionData } from "react-router";
import type { Route } from "./+types/staff";
import staffListCssUrl from "~/features/staff/components/staff-list.css?url";
import { AppError } from "~/lib/errors";
import { type ActionResult, parseForm, readRecordId, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { requireAdmin } from "~/platform/auth/guards.server";
import { StaffCreateForm } from "~/features/staff/components/staff-create-form";
import { StaffList } from "~/features/staff/components/staff-list";
import { StaffChangeSchema, StaffCreateSchema } from "~/features/staff/schema";
import { changeStaffAccount, createStaffAccount, listStaffAccounts } from "~/features/staff/staff-accounts.server";
import { STAFF_INTENTS } from "~/features/staff/staff-intents";
import { resetTwoStep } from "~/platform/auth/two-step.server";
import { PlainPostNotice } from "~/components/admin/plain-post-notice";
import { staffAccountWords } from "~/features/staff/staff-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";
import { recordsWords } from "~/platform/records/records-words";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffListCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Staff · Back-office" }, { name: "robots", content: "noindex" }];

/** DECISIONS §2: staff accounts are for administrators; an editor is refused here (403), a visitor sent to log in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request, context);
  return { accounts: await listStaffAccounts(context.db), viewerId: viewer.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context);
  const fields = textFields(await request.formData());
  return runFormAction(fields.intent, async () => {
    switch (fields.intent) {
      case STAFF_INTENTS.create:
        await createStaffAccount(context.db, parseForm(StaffCreateSchema, fields), viewer);
        return { message: staffAccountWords.msg("staffCreated") };
      case STAFF_INTENTS.changeRole:
        await changeStaffAccount(context.db, readRecordId(fields), parseForm(StaffChangeSchema, { role: fields.role }), viewer);
        return { message: staffAccountWords.msg("staffRoleChanged") };
      case STAFF_INTENTS.deactivate:
        await changeStaffAccount(context.db, readRecordId(fields), { active: false }, viewer);
        return { message: staffAccountWords.msg("staffDeactivated") };
      case STAFF_INTENTS.reactivate:
        await changeStaffAccount(context.db, readRecordId(fields), { active: true }, viewer);
        return { message: staffAccountWords.msg("staffReactivated") };
      case STAFF_INTENTS.resetTwoStep:
        await resetTwoStep(context.db, readRecordId(fields), viewer);
        return { message: authStaffWords.msg("twoStepReset") };
      default:
        throw new AppError("validation", recordsWords.msg("unknownFormAction"));
    }
  });
}

export default function StaffScreen({ loaderData }: Route.ComponentProps) {
  const plainPostResult = useActionData<ActionResult>();
  const titleId = "staff-list-title";
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>Staff</h1>
        <p className="admin-page-lead">Who can use the back-office. Editors manage the site's content and enquiries; administrators also manage staff and settings.</p>
      </header>
      <PlainPostNotice result={plainPostResult} />
      <StaffCreateForm />
      <section className="admin-list" aria-labelledby={titleId}>
        <h2 id={titleId} className="admin-section-title" tabIndex={-1}>
          Staff accounts <span className="count">{loaderData.accounts.length}</span>
        </h2>
        <StaffList accounts={loaderData.accounts} viewerId={loaderData.viewerId} titleId={titleId} />
      </section>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
