import type { Route } from "./+types/job-applications-screen";
import inboxCssUrl from "~/components/admin/inbox.css?url";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { requireStaff } from "~/platform/auth/guards.server";
import { JOB_APPLICATION_LIST_LIMIT, listJobApplications } from "~/features/job-applications/job-applications.server";
import { ApplicationList } from "~/features/job-applications/components/application-list";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: inboxCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Job applications · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return { applications: await listJobApplications(context.db), limit: JOB_APPLICATION_LIST_LIMIT };
}

export default function JobApplicationsScreen({ loaderData }: Route.ComponentProps) {
  const { applications, limit } = loaderData;
  const listTitleId = "applications-list-title";
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>Job applications</h1>
        <p className="admin-page-lead">Applications sent from each vacancy&apos;s page on the Careers pages, newest first, with the applicant&apos;s CV. The careers inbox of the settings gets each one by email too.</p>
      </header>
      <section className="admin-list" aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className="admin-section-title" tabIndex={-1}>
          Applications <span className="count">{applications.length}</span>
        </h2>
        {applications.length === 0 ? <p className="form-hint">No applications yet.</p> : null}
        {applications.length >= limit ? <p className="form-hint">Showing the latest {limit} applications.</p> : null}
        <ApplicationList applications={applications} listTitleId={listTitleId} />
      </section>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
