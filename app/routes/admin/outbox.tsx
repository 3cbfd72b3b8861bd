import type { Route } from "./+types/outbox";
import outboxListCssUrl from "~/components/admin/outbox-list.css?url";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { requireStaff } from "~/platform/auth/guards.server";
import { OutboxEmailView, OutboxList } from "~/components/admin/outbox-list";
import { listOutbox, OUTBOX_LIST_LIMIT, readOutboxEmail } from "~/platform/email/outbox.server";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: outboxListCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Email outbox · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  const openId = parseRecordId(new URL(request.url).searchParams.get("id") ?? undefined);
  const [emails, open] = await Promise.all([
    listOutbox(context.db),
    openId === null ? null : readOutboxEmail(context.db, openId, viewer),
  ]);
  return { emails, open, sending: Boolean(context.env.SMTP_URL), limit: OUTBOX_LIST_LIMIT };
}

export default function OutboxScreen({ loaderData }: Route.ComponentProps) {
  const { emails, open, sending, limit } = loaderData;
  const titleId = "outbox-list-title";
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>Email outbox</h1>
        <p className="admin-page-lead">
          {sending
            ? "Every email the site sends (welcome, password reset, contact messages), newest first. Failed sends are retried after 1 minute, 5 minutes, 30 minutes and 2 hours."
            : "No mail relay (SMTP_URL) is set up, so emails are not sent: they wait here, newest first, for staff to read and pass on."}
        </p>
      </header>
      {open ? <OutboxEmailView email={open} /> : null}
      <section className="admin-list" aria-labelledby={titleId}>
        <h2 id={titleId} className="admin-section-title" tabIndex={-1}>
          Emails <span className="count">{emails.length}</span>
        </h2>
        {emails.length >= limit ? <p className="form-hint">Showing the newest {limit}.</p> : null}
        <OutboxList emails={emails} openId={open?.id ?? null} captionId={titleId} />
      </section>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
