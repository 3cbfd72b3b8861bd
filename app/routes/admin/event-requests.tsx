import { Link, useActionData } from "react-router";
import type { Route } from "./+types/event-requests";
import inboxCssUrl from "~/components/admin/inbox.css?url";
import eventRequestInboxCssUrl from "~/features/event-requests/components/event-request-inbox.css?url";
import { AppError } from "~/lib/errors";
import { type ActionResult, parseForm, readRecordId, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { requireStaff } from "~/platform/auth/guards.server";
import { EventRequestInbox } from "~/features/event-requests/components/event-request-inbox";
import { EVENT_REQUEST_INTENTS } from "~/features/event-requests/event-request-intents";
import {
  countEventRequestsByStatus,
  deleteEventRequest,
  EVENT_REQUEST_LIST_LIMIT,
  listEventRequests,
  updateEventRequest,
} from "~/features/event-requests/event-requests.server";
import { EVENT_REQUEST_STATUSES, parseStatusFilter } from "~/features/event-requests/staff-labels";
import { EventRequestUpdateSchema } from "~/features/event-requests/schema";
import { PlainPostNotice } from "~/components/admin/plain-post-notice";
import { eventRequestsStaffWords } from "~/features/event-requests/event-requests-staff-words";
import { recordsWords } from "~/platform/records/records-words";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: inboxCssUrl },
  { rel: "stylesheet", href: eventRequestInboxCssUrl },
];

export const meta: Route.MetaFunction = () => [{ title: "Event requests · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const status = parseStatusFilter(new URL(request.url).searchParams.get("status")) ?? undefined;
  const [requests, counts] = await Promise.all([listEventRequests(context.db, { status }), countEventRequestsByStatus(context.db)]);
  return { status: status ?? null, requests, counts, limit: EVENT_REQUEST_LIST_LIMIT };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const fields = textFields(await request.formData());
  return runFormAction(fields.intent, async () => {
    switch (fields.intent) {
      case EVENT_REQUEST_INTENTS.update: {
        const change = parseForm(EventRequestUpdateSchema, { status: fields.status, notes: fields.notes });
        await updateEventRequest(context.db, readRecordId(fields), change, viewer);
        return { message: eventRequestsStaffWords.msg("eventRequestUpdated") };
      }
      case EVENT_REQUEST_INTENTS.remove:
        await deleteEventRequest(context, readRecordId(fields), viewer);
        return { message: recordsWords.msg("deleted") };
      default:
        throw new AppError("validation", recordsWords.msg("unknownFormAction"));
    }
  });
}

export default function EventRequestsScreen({ loaderData }: Route.ComponentProps) {
  const { status, requests, counts, limit } = loaderData;
  const plainPostResult = useActionData<ActionResult>();
  const listTitleId = "event-requests-list-title";
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const tabs = [{ value: null, label: "All", count: total }, ...EVENT_REQUEST_STATUSES.map((s) => ({ value: s.value, label: s.label, count: counts[s.value] ?? 0 }))];
  const current = tabs.find((t) => t.value === status) ?? tabs[0];
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>Event requests</h1>
        <p className="admin-page-lead">Quotation requests sent from the Plan an Event page, newest first. Move each one on as the sales team answers it.</p>
      </header>
      <PlainPostNotice result={plainPostResult} />
      <div className="list-toolbar event-request-toolbar">
        <nav className="status-filter" aria-label="Filter by status">
          {tabs.map((t) => (
            <Link key={t.label} to={t.value ? `?status=${t.value}` : "."} aria-current={t.value === status ? "page" : undefined} className="status-filter-link">
              {t.label} <span className="count">{t.count}</span>
            </Link>
          ))}
        </nav>
        <a className="btn btn-ghost" href={status ? `/eventRequests.csv?status=${status}` : "/eventRequests.csv"} download>
          Export CSV
        </a>
      </div>
      <section className="admin-list" aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className="admin-section-title" tabIndex={-1}>
          {status ? `${current?.label} requests` : "All requests"} <span className="count">{requests.length}</span>
        </h2>
        {requests.length >= limit ? <p className="form-hint">Showing the newest {limit}; export the CSV for them all.</p> : null}
        <EventRequestInbox requests={requests} listTitleId={listTitleId} />
      </section>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
