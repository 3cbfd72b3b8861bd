import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { hotelDateTime } from "~/lib/dates";
import { ConfirmDialog } from "~/components/forms/confirm-dialog";
import { useActionToast } from "~/components/forms/use-action-toast";
import { InboxList } from "~/components/admin/inbox";
import { formatMalawiCell, VIP_REVIEW_INTENTS, VIP_REVIEW_NOTE_MAX, type VipApplicationReview } from "~/features/vip/review-schema";

const STATUS_LABELS = { pending: "Pending", approved: "Approved", rejected: "Rejected" } as const;

/** VIP club applications as staff review them: every SPEC §3 field, the membership, and the review forms. */
export function VipReviewList({ applications, listTitleId }: { applications: VipApplicationReview[]; listTitleId: string }) {
  return (
    <InboxList items={applications} listTitleId={listTitleId}>
      {(application, focusList) => <VipApplicationItem application={application} onReviewed={focusList} />}
    </InboxList>
  );
}

function Membership({ application }: { application: VipApplicationReview }) {
  if (application.status !== "approved" || !application.expires) return <span className="vip-membership vip-membership-none">No membership</span>;
  if (application.active) {
    return (
      <span className="vip-membership vip-membership-active">
        Active until <time dateTime={application.expires}>{application.expires}</time>
      </span>
    );
  }
  return (
    <span className="vip-membership vip-membership-inactive">
      Inactive: expired <time dateTime={application.expires}>{application.expires}</time>
    </span>
  );
}

function VipApplicationItem({ application, onReviewed }: { application: VipApplicationReview; onReviewed: () => void }) {
  const titleId = `vip-application-${application.id}-title`;
  const name = `${application.title} ${application.firstName} ${application.lastName}`;
  const renewalPending = application.renewalStatus === "pending";
  return (
    <article
      className="inbox-item vip-application"
      aria-labelledby={titleId}
      data-handled={application.status === "rejected" ? "" : undefined}
    >
      <header className="inbox-item-header">
        <h3 id={titleId} className="inbox-item-title">
          {name}
        </h3>
        <span className={`inbox-status vip-status-${application.status}`}>{STATUS_LABELS[application.status]}</span>
        {renewalPending ? <span className="inbox-status vip-status-renewal">Renewal requested</span> : null}
        <span className="inbox-time">
          Applied <time dateTime={application.created_at}>{hotelDateTime(application.created_at)}</time>
        </span>
      </header>
      <p className="inbox-contact">
        <a href={`mailto:${application.email}`}>{application.email}</a>
        <a href={`tel:${application.cell}`}>{formatMalawiCell(application.cell)}</a>
        <Membership application={application} />
      </p>
      <dl className="inbox-facts vip-facts">
        <div><dt>Company</dt><dd>{application.Company}</dd></div>
        <div><dt>Postal address</dt><dd>{application.postalAddress}</dd></div>
        <div><dt>Cell</dt><dd>{formatMalawiCell(application.cell)}</dd></div>
        <div><dt>Second cell</dt><dd>{formatMalawiCell(application.cell2)}</dd></div>
        <div><dt>Nationality</dt><dd>{application.nationality}</dd></div>
        <div><dt>Birth date</dt><dd>{application.birthDate}</dd></div>
        <div><dt>Passport / ID</dt><dd>{application.passportNo}</dd></div>
        <div><dt>Notify by</dt><dd>{application.sms}</dd></div>
        <div><dt>Department</dt><dd>{application.department === "0" ? "Not assigned" : application.department}</dd></div>
        <div><dt>Expires</dt><dd>{application.expires ?? "Not set"}</dd></div>
      </dl>
      <p className="inbox-message"><strong>Signature (consent):</strong> {application.signature}</p>
      {renewalPending && application.renewalRequestedAt ? (
        <p className="inbox-handled">Renewal requested {hotelDateTime(application.renewalRequestedAt)}</p>
      ) : null}
      {application.reviewedAt ? (
        <p className="inbox-handled">
          Last reviewed {hotelDateTime(application.reviewedAt)}
          {application.reviewedBy ? ` by ${application.reviewedBy}` : ""}
          {application.reviewNote ? <><br />Note: {application.reviewNote}</> : null}
        </p>
      ) : null}
      {application.status === "pending" ? <ReviewForm application={application} kind="review" onReviewed={onReviewed} /> : null}
      {renewalPending ? <ReviewForm application={application} kind="renewal" onReviewed={onReviewed} /> : null}
    </article>
  );
}

/**
 * A note and two buttons. Approve posts at once; Reject asks first in a dialog. Without
 * JavaScript both post straight away (the pressed button's `decision` goes with the form).
 */
function ReviewForm({ application, kind, onReviewed }: { application: VipApplicationReview; kind: "review" | "renewal"; onReviewed: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const pending = fetcher.state !== "idle";
  useActionToast(fetcher, onReviewed);
  const name = `${application.firstName} ${application.lastName}`;
  const noteId = `vip-${kind}-${application.id}-note`;
  const renewal = kind === "renewal";
  const submit = (decision: "approve" | "reject") => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    data.set("decision", decision);
    void fetcher.submit(data, { method: "post" });
  };
  return (
    <fetcher.Form ref={formRef} method="post" className="vip-review-form" data-pending={pending ? "" : undefined}>
      <input type="hidden" name="intent" value={renewal ? VIP_REVIEW_INTENTS.renewal : VIP_REVIEW_INTENTS.review} />
      <input type="hidden" name="id" value={application.id} />
      <div className="form-field vip-review-note">
        <label className="form-label" htmlFor={noteId}>
          {renewal ? "Note on the renewal (optional)" : "Note (optional, sent with a rejection)"}
        </label>
        <textarea id={noteId} name="note" rows={2} maxLength={VIP_REVIEW_NOTE_MAX} />
      </div>
      <div className="vip-review-actions">
        <button
          type="submit"
          name="decision"
          value="approve"
          className="btn btn-primary"
          aria-disabled={pending || undefined}
          aria-label={`${renewal ? "Approve renewal" : "Approve"} of ${name}`}
          onClick={(event) => {
            event.preventDefault();
            if (!pending) submit("approve");
          }}
        >
          {renewal ? "Approve renewal" : "Approve"}
        </button>
        <button
          type="submit"
          name="decision"
          value="reject"
          className="btn btn-ghost btn-reject"
          aria-disabled={pending || undefined}
          aria-label={`${renewal ? "Reject renewal" : "Reject"} of ${name}`}
          onClick={(event) => {
            event.preventDefault();
            if (!pending) setConfirming(true);
          }}
        >
          {renewal ? "Reject renewal" : "Reject"}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={renewal ? `Reject the renewal of ${name}?` : `Reject the application of ${name}?`}
        confirmLabel={renewal ? "Reject renewal" : "Reject"}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          submit("reject");
        }}
      >
        <p>{application.email} will be told by email, with your note if you wrote one.</p>
      </ConfirmDialog>
    </fetcher.Form>
  );
}
