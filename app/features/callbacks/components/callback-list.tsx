import { useFetcher } from "react-router";
import type { ActionResult } from "~/lib/form-action.server";
import { hotelDateTime } from "~/lib/dates";
import { InboxContactLinks, InboxItemHeader, InboxList } from "~/components/admin/inbox";
import { SubmitButton } from "~/components/forms/submit-button";
import { useActionToast } from "~/components/forms/use-action-toast";
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
        <DoneToggle id={request.id} done={done} name={request.name} />
      </div>
    </article>
  );
}

/** Mark called / Not called yet: one small form; the list reloads with the new state. */
function DoneToggle({ id, done, name }: { id: number; done: boolean; name: string }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  return (
    <fetcher.Form method="post" className="inline-form">
      <input type="hidden" name="intent" value={done ? CALLBACK_INTENTS.reopen : CALLBACK_INTENTS.done} />
      <input type="hidden" name="id" value={id} />
      <SubmitButton
        pending={fetcher.state !== "idle"}
        pendingLabel="Saving…"
        className={done ? "btn btn-ghost" : "btn btn-primary"}
        aria-label={done ? `Mark the call to ${name} as not made yet` : `Mark ${name} as called`}
      >
        {done ? "Not called yet" : "Mark called"}
      </SubmitButton>
    </fetcher.Form>
  );
}
