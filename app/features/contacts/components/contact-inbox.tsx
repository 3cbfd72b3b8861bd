import { useFetcher, useRevalidator } from "react-router";
import type { ActionResult } from "~/lib/form-action.server";
import { messages } from "~/lib/messages";
import { HOTEL_TIME_ZONE } from "~/lib/hotel-date";
import { DeleteButton } from "~/components/forms/delete-button";
import { SubmitButton } from "~/components/forms/submit-button";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useToast } from "~/components/toast/toast-provider";
import { CONTACT_INTENTS } from "~/features/contacts/contact-intents";
import type { ContactMessage } from "~/features/contacts/schema";

// The hotel's clock, whatever the server's or the browser's zone (so the HTML also hydrates unchanged).
const when = new Intl.DateTimeFormat("en-GB", { timeZone: HOTEL_TIME_ZONE, dateStyle: "medium", timeStyle: "short" });

/** Contact messages, newest first, each with handle/reopen and delete. */
export function ContactInbox({ contacts, listTitleId }: { contacts: ContactMessage[]; listTitleId: string }) {
  if (contacts.length === 0) return <p className="empty-state">{messages.noData}</p>;
  return (
    <ul className="inbox-list" role="list">
      {contacts.map((contact) => (
        <li key={contact.id}>
          <ContactItem contact={contact} onDeleted={() => document.getElementById(listTitleId)?.focus()} />
        </li>
      ))}
    </ul>
  );
}

function ContactItem({ contact, onDeleted }: { contact: ContactMessage; onDeleted: () => void }) {
  const deleteFetcher = useFetcher<ActionResult>();
  const handled = contact.handled_at !== null;
  const titleId = `contact-${contact.id}-title`;
  return (
    <article className="inbox-item" aria-labelledby={titleId} data-handled={handled ? "" : undefined} data-pending={deleteFetcher.state !== "idle" ? "" : undefined}>
      <header className="inbox-item-header">
        <h3 id={titleId} className="inbox-item-title">
          {contact.name}
        </h3>
        <span className={`inbox-status ${handled ? "inbox-status-done" : "inbox-status-open"}`}>{handled ? "Handled" : "New"}</span>
        <time className="inbox-time" dateTime={contact.created_at}>
          {when.format(new Date(contact.created_at))}
        </time>
      </header>
      <p className="inbox-contact">
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
        <a href={`tel:${contact.phonenumber.replace(/[^\d+]/g, "")}`}>{contact.phonenumber}</a>
      </p>
      <p className="inbox-message">{contact.message}</p>
      {handled ? (
        <p className="inbox-handled">
          Handled {when.format(new Date(contact.handled_at ?? contact.created_at))}
          {contact.handled_by ? ` by ${contact.handled_by}` : ""}
        </p>
      ) : null}
      <div className="inbox-actions">
        <HandledToggle id={contact.id} handled={handled} name={contact.name} />
        <DeleteButton
          fetcher={deleteFetcher}
          intent={CONTACT_INTENTS.remove}
          id={contact.id}
          label={`Delete the message from ${contact.name}`}
          what={`the message from ${contact.name}`}
          onDeleted={onDeleted}
        />
      </div>
    </article>
  );
}

/** Mark handled / Reopen: one small form; the list reloads with the new state. */
function HandledToggle({ id, handled, name }: { id: number; handled: boolean; name: string }) {
  const fetcher = useFetcher<ActionResult>();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  useFetcherResult(fetcher.data, (result) => {
    if (result.ok) toast({ kind: "success", title: result.message });
    else {
      toast({ kind: "error", title: messages.submitFailed, description: result.message });
      void revalidator.revalidate();
    }
  });
  return (
    <fetcher.Form method="post" className="inline-form">
      <input type="hidden" name="intent" value={handled ? CONTACT_INTENTS.reopen : CONTACT_INTENTS.handle} />
      <input type="hidden" name="id" value={id} />
      <SubmitButton
        pending={fetcher.state !== "idle"}
        pendingLabel="Saving…"
        className={handled ? "btn btn-ghost" : "btn btn-primary"}
        aria-label={handled ? `Reopen the message from ${name}` : `Mark the message from ${name} as handled`}
      >
        {handled ? "Reopen" : "Mark handled"}
      </SubmitButton>
    </fetcher.Form>
  );
}
