import { useActionData } from "react-router";
import type { Route } from "./+types/contacts";
import inboxCssUrl from "~/components/admin/inbox.css?url";
import { AppError } from "~/lib/errors";
import { type ActionResult, readRecordId, runFormAction, textFields } from "~/platform/forms/form-action.server";
import { readSearchQuery } from "~/platform/db/text-search.server";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { ListToolbar } from "~/components/admin/list-toolbar";
import { requireStaff } from "~/platform/auth/guards.server";
import { ContactInbox } from "~/features/contacts/components/contact-inbox";
import { CONTACT_INTENTS } from "~/features/contacts/contact-intents";
import { CONTACT_LIST_LIMIT, deleteContactMessage, listContactMessages, setContactHandled } from "~/features/contacts/contact-messages.server";
import { PlainPostNotice } from "~/components/admin/plain-post-notice";
import { contactsStaffWords } from "~/features/contacts/contacts-staff-words";
import { recordsWords } from "~/platform/records/records-words";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: inboxCssUrl }];

export const meta: Route.MetaFunction = () => [{ title: "Contacts · Back-office" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const query = readSearchQuery(new URL(request.url).searchParams.get("q"));
  return { query, contacts: await listContactMessages(context.db, { query }), limit: CONTACT_LIST_LIMIT };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context);
  const fields = textFields(await request.formData());
  return runFormAction(fields.intent, async () => {
    switch (fields.intent) {
      case CONTACT_INTENTS.handle:
      case CONTACT_INTENTS.reopen: {
        const handled = fields.intent === CONTACT_INTENTS.handle;
        await setContactHandled(context.db, readRecordId(fields), handled, viewer);
        return { message: handled ? contactsStaffWords.msg("contactHandled") : contactsStaffWords.msg("contactReopened") };
      }
      case CONTACT_INTENTS.remove:
        await deleteContactMessage(context.db, readRecordId(fields), viewer);
        return { message: recordsWords.msg("deleted") };
      default:
        throw new AppError("validation", recordsWords.msg("unknownFormAction"));
    }
  });
}

export default function ContactsScreen({ loaderData }: Route.ComponentProps) {
  const { query, contacts, limit } = loaderData;
  const plainPostResult = useActionData<ActionResult>();
  const listTitleId = "contacts-list-title";
  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>Contacts</h1>
        <p className="admin-page-lead">Messages sent from the Contact Us page, newest first. Mark each one handled once a guest has been answered.</p>
      </header>
      <PlainPostNotice result={plainPostResult} />
      <ListToolbar query={query} searchLabel="Search messages" placeholder="Name, email, phone or message" exportHref="/Contacts.csv" exportLabel="Export CSV" />
      <section className="admin-list" aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className="admin-section-title" tabIndex={-1}>
          {query ? `Messages matching “${query}”` : "All messages"} <span className="count">{contacts.length}</span>
        </h2>
        {contacts.length >= limit ? <p className="form-hint">Showing the newest {limit}; search to narrow the list, or export it all.</p> : null}
        <ContactInbox contacts={contacts} listTitleId={listTitleId} />
      </section>
    </div>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
