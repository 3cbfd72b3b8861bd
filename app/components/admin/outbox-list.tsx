import { Link } from "react-router";
import { hotelDateTime } from "~/lib/dates";
import type { OutboxEmail, OutboxEmailSummary } from "~/platform/email/schema";

const STATUS_LABEL: Record<OutboxEmailSummary["status"], string> = { pending: "Waiting", sent: "Sent", failed: "Failed" };

function StatusBadge({ email }: { email: OutboxEmailSummary }) {
  return <span className={`outbox-status outbox-status-${email.status}`}>{STATUS_LABEL[email.status]}</span>;
}

/** The outbox, newest first: each email a row that opens it (a link, so it works without script). */
export function OutboxList({ emails, openId, captionId }: { emails: OutboxEmailSummary[]; openId: number | null; captionId: string }) {
  if (emails.length === 0) return <p className="empty-state">No emails yet.</p>;
  return (
    <ol className="outbox-list" aria-labelledby={captionId}>
      {emails.map((email) => (
        <li key={email.id} className="outbox-row" aria-current={email.id === openId ? "true" : undefined}>
          <Link to={`?id=${email.id}`} className="outbox-subject">
            {email.subject}
          </Link>
          <span className="outbox-to">To {email.to_address}</span>
          <span className="outbox-meta">
            <StatusBadge email={email} /> <time dateTime={email.created_at}>{hotelDateTime(email.created_at)}</time>
            {email.status === "pending" && email.attempts > 0 ? ` · ${email.attempts} failed attempt${email.attempts === 1 ? "" : "s"}, next try ${hotelDateTime(email.next_attempt_at)}` : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** One email opened: its headers and its text as sent. */
export function OutboxEmailView({ email }: { email: OutboxEmail }) {
  return (
    <article className="outbox-email" aria-labelledby="outbox-email-subject">
      <h2 id="outbox-email-subject" tabIndex={-1}>
        {email.subject}
      </h2>
      <dl className="outbox-headers">
        <dt>To</dt>
        <dd>{email.to_address}</dd>
        {email.reply_to ? (
          <>
            <dt>Reply-To</dt>
            <dd>{email.reply_to}</dd>
          </>
        ) : null}
        <dt>Status</dt>
        <dd>
          <StatusBadge email={email} />
          {email.sent_at ? ` ${hotelDateTime(email.sent_at)}` : null}
          {email.last_error ? ` · last error: ${email.last_error}` : null}
        </dd>
        <dt>Created</dt>
        <dd>
          <time dateTime={email.created_at}>{hotelDateTime(email.created_at)}</time>
        </dd>
      </dl>
      <pre className="outbox-text">{email.text_body}</pre>
      <p>
        <Link to=".">Close</Link>
      </p>
    </article>
  );
}
