import { hotelDateTime } from "~/lib/dates";
import { InboxContactLinks, InboxItemHeader, InboxList, InboxToggle } from "~/components/admin/inbox";
import type { CallbackRequest } from "../schema";

/** The hidden `intent` values of the screen's forms. */
export const CALLBACK_INTENTS = { done: "mark-called", reopen: "mark-not-called" } as const;

/** Call-back requests: those to call first (soonest first), each with its number to tap and "Mark called". */
export function CallbackList({ requests, listTitleId }: { requests: CallbackRequest[]; listTitleId: string }) {
  return (
    <InboxList items={requests} listTitleId={listTitleId}>
      {(request) => <CallbackItem request={request} />}
    </InboxList>
  );
}

function CallbackItem({ request }: { request: CallbackRequest }) {
  const done = request.doneAt !== null;
  const titleId = `callback-${request.id}-title`;
  return (
    <article className="inbox-item" aria-labelledby={titleId} data-handled={done ? "" : undefined}>
      <InboxItemHeader
        titleId={titleId}
        title={request.name}
        status={done ? "Called" : "To call"}
        statusClass={done ? "inbox-status-done" : "inbox-status-open"}
        receivedAt={request.createdAt}
      />
      <p className="inbox-message">
        <strong>Call at {hotelDateTime(request.callAt)}</strong> (Lilongwe time), in {request.language === "ny" ? "Chichewa" : "English"}
      </p>
      <InboxContactLinks email={request.email} phone={request.phone} />
      {request.acknowledgement === "withheld" ? <p className="form-hint">No acknowledgement was emailed (this address had its hour&apos;s share).</p> : null}
      {done ? (
        <p className="inbox-handled">
          Called {hotelDateTime(request.doneAt ?? request.createdAt)}
          {request.doneBy ? ` by ${request.doneBy}` : ""}
        </p>
      ) : null}
      <div className="inbox-actions">
        <InboxToggle
          id={request.id}
          done={done}
          mark={{ intent: CALLBACK_INTENTS.done, label: "Mark called", ariaLabel: `Mark ${request.name} as called` }}
          undo={{ intent: CALLBACK_INTENTS.reopen, label: "Not called yet", ariaLabel: `Mark the call to ${request.name} as not made yet` }}
        />
      </div>
    </article>
  );
}
