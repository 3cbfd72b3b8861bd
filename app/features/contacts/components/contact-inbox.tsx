import { useFetcher } from "react-router";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { hotelDateTime } from "~/lib/dates";
import { InboxContactLinks, InboxItemHeader, InboxList, InboxToggle } from "~/components/admin/inbox";
import { DeleteButton } from "~/components/forms/delete-button";
import { CONTACT_INTENTS } from "~/features/contacts/contact-intents";
import type { ContactMessage } from "~/features/contacts/schema";

/** Contact messages, newest first, each with handle/reopen and delete. */
export function ContactInbox({ contacts, listTitleId }: { contacts: ContactMessage[]; listTitleId: string }) {
  return (
    <InboxList items={contacts} listTitleId={listTitleId}>
      {(contact, focusList) => <ContactItem contact={contact} onDeleted={focusList} />}
    </InboxList>
  );
}

function ContactItem({ contact, onDeleted }: { contact: ContactMessage; onDeleted: () => void }) {
  const deleteFetcher = useFetcher<ActionResult>();
  const handled = contact.handled_at !== null;
  const titleId = `contact-${contact.id}-title`;
  return (
    <article className="inbox-item" aria-labelledby={titleId} data-handled={handled ? "" : undefined} data-pending={deleteFetcher.state !== "idle" ? "" : undefined}>
      <InboxItemHeader
        titleId={titleId}
        title={contact.name}
        status={handled ? "Handled" : "New"}
        statusClass={handled ? "inbox-status-done" : "inbox-status-open"}
        receivedAt={contact.created_at}
      />
      <InboxContactLinks email={contact.email} phone={contact.phonenumber} />
      <p className="inbox-message">{contact.message}</p>
      {handled ? (
        <p className="inbox-handled">
          Handled {hotelDateTime(contact.handled_at ?? contact.created_at)}
          {contact.handled_by ? ` by ${contact.handled_by}` : ""}
        </p>
      ) : null}
      <div className="inbox-actions">
        <InboxToggle
          id={contact.id}
          done={handled}
          mark={{ intent: CONTACT_INTENTS.handle, label: "Mark handled", ariaLabel: `Mark the message from ${contact.name} as handled` }}
          undo={{ intent: CONTACT_INTENTS.reopen, label: "Reopen", ariaLabel: `Reopen the message from ${contact.name}` }}
        />
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
