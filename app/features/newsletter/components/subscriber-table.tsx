import { useFetcher } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { DeleteButton } from "~/components/forms/delete-button";
import { newsletterStaffWords } from "~/features/newsletter/newsletter-staff-words";

export const REMOVE_SUBSCRIBER_INTENT = "delete-subscriber";

/** SPEC §2: one column "Email" (an unconfirmed sign-up is marked as such); 'No Emails found' when the list (or the search) is empty. */
export function SubscriberTable({ subscribers, captionId }: { subscribers: { id: number; newsletter: string; confirmed: boolean }[]; captionId: string }) {
  if (subscribers.length === 0) return <p className="empty-state">{newsletterStaffWords.msg("noEmailsFound")}</p>;
  return (
    <table className="data-table" aria-labelledby={captionId}>
      <thead>
        <tr>
          <th scope="col">Email</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {subscribers.map((subscriber) => (
          <SubscriberRow key={subscriber.id} subscriber={subscriber} captionId={captionId} />
        ))}
      </tbody>
    </table>
  );
}

function SubscriberRow({ subscriber, captionId }: { subscriber: { id: number; newsletter: string; confirmed: boolean }; captionId: string }) {
  const fetcher = useFetcher<ActionResult>();
  return (
    <tr data-pending={fetcher.state !== "idle" ? "" : undefined}>
      <td className="data-table-email">
        {subscriber.newsletter}
        {/* Only confirmed addresses may be sent newsletters (double opt-in). */}
        {subscriber.confirmed ? null : <span className="data-table-note"> (awaiting confirmation)</span>}
      </td>
      <td className="data-table-actions">
        <DeleteButton
          fetcher={fetcher}
          intent={REMOVE_SUBSCRIBER_INTENT}
          id={subscriber.id}
          label={`Remove ${subscriber.newsletter}`}
          what={`${subscriber.newsletter} from the newsletter list`}
          onDeleted={() => document.getElementById(captionId)?.focus()}
        />
      </td>
    </tr>
  );
}
