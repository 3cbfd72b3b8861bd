import { useActionData } from "react-router";
import type { Route } from "./+types/settings";
import settingsFormCssUrl from "~/components/admin/settings-form.css?url";
import { type ActionResult, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { requireAdmin } from "~/platform/auth/guards.server";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { SettingsForm } from "~/components/admin/settings-form";
import { getAllSiteSettings } from "~/platform/settings/get-site-settings.server";
import { parseSettingsChange, saveSiteSettings } from "~/platform/settings/save-site-settings.server";
import { REQUIRED_WHOLE_NUMBERS, SiteSettingsInputSchema } from "~/platform/settings/schema";
import { PlainPostNotice } from "~/components/admin/plain-post-notice";
import { settingsStaffWords } from "~/platform/settings/settings-words";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: settingsFormCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Settings · Back-office" }, { name: "robots", content: "noindex" }];

/** DECISIONS §2: settings are for administrators; an editor is refused here (403), not only hidden from the menu. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const limits = formLimitsOf(SiteSettingsInputSchema);
  for (const name of REQUIRED_WHOLE_NUMBERS) limits[name] = { ...limits[name], required: true };
  return { settings: await getAllSiteSettings(context.db), limits };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request, context);
  const fields = textFields(await request.formData());
  return runFormAction("save-settings", async () => {
    await saveSiteSettings(context.db, await parseSettingsChange(context.db, fields), viewer, context.env);
    return { message: settingsStaffWords.msg("settingsSaved") };
  });
}

export default function SettingsScreen({ loaderData }: Route.ComponentProps) {
  const plainPostResult = useActionData<ActionResult>();
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>Settings</h1>
        <p className="admin-page-lead">The hotel's details, links and VIP club figures, used on every page of the site.</p>
      </header>
      <PlainPostNotice result={plainPostResult} />
      <SettingsForm settings={loaderData.settings} limits={loaderData.limits} />
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
