import { useActionData } from "react-router";
import type { Route } from "./+types/newsletter";
import subscriberTableCssUrl from "~/features/newsletter/components/subscriber-table.css?url";
import { AppError } from "~/lib/errors";
import { type ActionResult, readRecordId, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { readSearchQuery } from "~/platform/db/text-search.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { requireStaff } from "~/platform/auth/guards.server";
import { REMOVE_SUBSCRIBER_INTENT, SubscriberTable } from "~/features/newsletter/components/subscriber-table";
import { listNewsletterSubscribers, removeNewsletterSubscriber } from "~/features/newsletter/subscribe.server";
import { formStaffWords } from "~/components/forms/forms-staff-words";
import { newsletterStaffWords } from "~/features/newsletter/newsletter-staff-words";
import { recordsWords } from "~/platform/records/records-words";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: subscriberTableCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Newsletter · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const query = readSearchQuery(new URL(request.url).searchParams.get("q"));
  return { query, subscribers: (await listNewsletterSubscribers(context.db, { query })).map(({ id, newsletter, confirmed }) => ({ id, newsletter, confirmed })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const fields = textFields(await request.formData());
  return runFormAction(fields.intent, async () => {
    if (fields.intent !== REMOVE_SUBSCRIBER_INTENT) throw new AppError("validation", recordsWords.msg("unknownFormAction"));
    await removeNewsletterSubscriber(context.db, readRecordId(fields), viewer);
    return { message: newsletterStaffWords.msg("subscriberRemoved") };
  });
}

export default function NewsletterScreen({ loaderData }: Route.ComponentProps) {
  const { query, subscribers } = loaderData;
  const plainPostResult = useActionData<ActionResult>();
  const titleId = "newsletter-list-title";
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>Newsletter</h1>
        <p className="admin-page-lead">Addresses signed up from the site's footer. Remove one when a reader asks you to.</p>
      </header>
      {plainPostResult ? (
        <p className={`admin-notice ${plainPostResult.ok ? "admin-notice-success" : "admin-notice-error"}`} role={plainPostResult.ok ? "status" : "alert"}>
          {plainPostResult.ok ? plainPostResult.message : `${formStaffWords.msg("deleteFailed")}: ${plainPostResult.message}`}
        </p>
      ) : null}
      <ListToolbar query={query} searchLabel="Search addresses" placeholder="Email address" exportHref="/newsletter.csv" exportLabel="Export CSV" />
      <section className="admin-list" aria-labelledby={titleId}>
        <h2 id={titleId} className="admin-section-title" tabIndex={-1}>
          {query ? `Addresses matching “${query}”` : "All addresses"} <span className="count">{subscribers.length}</span>
        </h2>
        <SubscriberTable subscribers={subscribers} captionId={titleId} />
      </section>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
