import { useFetcher } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { hotelDateTime } from "~/lib/dates";
import { InboxContactLinks, InboxItemHeader, InboxList } from "~/components/admin/inbox";
import { DeleteButton } from "~/components/forms/delete-button";
import { SubmitButton } from "~/components/forms/submit-button";
import { useActionToast } from "~/components/forms/use-action-toast";
import { formatByteSize } from "~/platform/files/file-rules";
import { EVENT_REQUEST_INTENTS } from "~/features/event-requests/event-request-intents";
import { EVENT_REQUEST_STATUSES, EVENT_TYPE_LABELS, labelOf, servicesLabel, SPACE_LABELS } from "~/features/event-requests/staff-labels";
import type { EventRequest } from "~/features/event-requests/schema";
import { emailStaffWords } from "~/platform/email/email-words";

/** Event quotation requests, newest first, each readable in full with its status, notes and attachment. */
export function EventRequestInbox({ requests, listTitleId }: { requests: EventRequest[]; listTitleId: string }) {
  return (
    <InboxList items={requests} listTitleId={listTitleId}>
      {(request, focusList) => <EventRequestItem request={request} onDeleted={focusList} />}
    </InboxList>
  );
}

function EventRequestItem({ request, onDeleted }: { request: EventRequest; onDeleted: () => void }) {
  const deleteFetcher = useFetcher<ActionResult>();
  const titleId = `event-request-${request.id}-title`;
  const guest = `${request.firstName} ${request.lastName}`;
  const closed = request.status === "confirmed" || request.status === "declined";
  return (
    <article className="inbox-item event-request" aria-labelledby={titleId} data-handled={closed ? "" : undefined} data-pending={deleteFetcher.state !== "idle" ? "" : undefined}>
      <InboxItemHeader
        titleId={titleId}
        title={
          <>
            <span className="event-request-ref">{request.reference}</span> {request.eventName}
          </>
        }
        status={EVENT_REQUEST_STATUSES.find((s) => s.value === request.status)?.label ?? request.status}
        statusClass={`event-status-${request.status}`}
        receivedAt={request.created_at}
      />
      <InboxContactLinks email={request.contactEmail} phone={request.phoneNumber}>
        <span>{guest}</span>
      </InboxContactLinks>
      <dl className="inbox-facts">
        <div><dt>Dates</dt><dd>{request.eventDatesS === request.eventDatesE ? request.eventDatesS : `${request.eventDatesS} to ${request.eventDatesE}`}</dd></div>
        <div><dt>Type</dt><dd>{labelOf(EVENT_TYPE_LABELS, request.eventType)}</dd></div>
        <div><dt>People</dt><dd>{request.Attendees}</dd></div>
        <div><dt>Rooms</dt><dd>{request.numRooms ?? "None asked"}</dd></div>
        <div><dt>Service</dt><dd>{servicesLabel(request.serviceType)}</dd></div>
        <div><dt>Space</dt><dd>{labelOf(SPACE_LABELS, request.space)}</dd></div>
      </dl>
      {request.acknowledgement === "withheld" ? <p className="inbox-message acknowledgement-withheld">{emailStaffWords.msg("acknowledgementWithheld")}</p> : null}
      {request.other ? <p className="inbox-message"><strong>About the event:</strong> {request.other}</p> : null}
      {request.additionalInfo ? <p className="inbox-message"><strong>Additional information:</strong> {request.additionalInfo}</p> : null}
      {request.eventFile ? (
        <p className="event-request-file">
          <a href={request.eventFile.url} download>
            Download attachment
          </a>{" "}
          <span className="muted">({request.eventFile.downloadName}, {formatByteSize(request.eventFile.byteSize)})</span>
        </p>
      ) : null}
      {request.updated_by ? (
        <p className="inbox-handled">
          Last changed {hotelDateTime(request.updated_at)} by {request.updated_by}
        </p>
      ) : null}
      <StatusForm request={request} />
      <div className="inbox-actions">
        <DeleteButton
          fetcher={deleteFetcher}
          intent={EVENT_REQUEST_INTENTS.remove}
          id={request.id}
          label={`Delete request ${request.reference}`}
          what={`request ${request.reference} from ${guest}`}
          onDeleted={onDeleted}
        />
      </div>
    </article>
  );
}

/** Status and notes in one small form; the list reloads with the new state. */
function StatusForm({ request }: { request: EventRequest }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const statusId = `event-request-${request.id}-status`;
  const notesId = `event-request-${request.id}-notes`;
  return (
    <fetcher.Form method="post" className="event-request-form">
      <input type="hidden" name="intent" value={EVENT_REQUEST_INTENTS.update} />
      <input type="hidden" name="id" value={request.id} />
      <div className="form-field">
        <label className="form-label" htmlFor={statusId}>Status</label>
        <select id={statusId} name="status" defaultValue={request.status}>
          {EVENT_REQUEST_STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field event-request-notes">
        <label className="form-label" htmlFor={notesId}>Notes for the team</label>
        <textarea id={notesId} name="notes" rows={2} maxLength={2000} defaultValue={request.notes} />
      </div>
      <SubmitButton pending={fetcher.state !== "idle"} pendingLabel="Saving…" className="btn btn-primary" aria-label={`Save status and notes of ${request.reference}`}>
        Save
      </SubmitButton>
    </fetcher.Form>
  );
}
