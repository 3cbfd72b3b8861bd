import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { hotelDateTime } from "~/lib/dates";
import type { ActionResult } from "~/platform/forms/form-action.server";
import { SubmitButton } from "~/components/forms/submit-button";
import { useActionToast } from "~/components/forms/use-action-toast";
import { recordsWords } from "~/platform/records/records-words";
import { useLanguage } from "~/platform/i18n/use-t";

/*
 * The back-office inboxes (contact messages, event quotation requests, VIP applications): one
 * list of articles, newest first, each headed by who or what it is, its status and when it came.
 * The look is inbox.css's.
 */

/**
 * The list, or SPEC's "No data found" when it is empty. Each item is given `focusList`, which
 * takes the keyboard to the list's title once the item is gone (deleted, or moved by a review),
 * so it is not left on nothing.
 */
export function InboxList<Item extends { id: number }>({ items, listTitleId, children }: { items: Item[]; listTitleId: string; children: (item: Item, focusList: () => void) => ReactNode }) {
  const noData = recordsWords.t(useLanguage(), "noData");
  if (items.length === 0) return <p className="empty-state">{noData}</p>;
  const focusList = () => document.getElementById(listTitleId)?.focus();
  return (
    <ul className="inbox-list" role="list">
      {items.map((item) => (
        <li key={item.id}>{children(item, focusList)}</li>
      ))}
    </ul>
  );
}

/** An item's heading (its id names the article), its status badge and the hotel-time it came in. */
export function InboxItemHeader({ titleId, title, status, statusClass, receivedAt }: { titleId: string; title: ReactNode; status: string; statusClass: string; receivedAt: string }) {
  return (
    <header className="inbox-item-header">
      <h3 id={titleId} className="inbox-item-title">
        {title}
      </h3>
      <span className={`inbox-status ${statusClass}`}>{status}</span>
      <time className="inbox-time" dateTime={receivedAt}>
        {hotelDateTime(receivedAt)}
      </time>
    </header>
  );
}

/** The sender's email and phone as links a phone opens in its mail and call apps. */
export function InboxContactLinks({ email, phone, children }: { email: string; phone: string; children?: ReactNode }) {
  return (
    <p className="inbox-contact">
      {children}
      <a href={`mailto:${email}`}>{email}</a>
      <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
    </p>
  );
}

/** One way of a toggle: the form's hidden `intent`, the button's words and what a screen reader hears. */
export interface InboxToggleSide {
  intent: string;
  label: string;
  ariaLabel: string;
}

/**
 * Mark an item done and back (a message handled or reopened, a call made or not yet): one small
 * form whose button does `mark` while the item is open and `undo` once it is done; the list
 * reloads with the new state and a toast says how it went.
 */
export function InboxToggle({ id, done, mark, undo }: { id: number; done: boolean; mark: InboxToggleSide; undo: InboxToggleSide }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const side = done ? undo : mark;
  return (
    <fetcher.Form method="post" className="inline-form">
      <input type="hidden" name="intent" value={side.intent} />
      <input type="hidden" name="id" value={id} />
      <SubmitButton pending={fetcher.state !== "idle"} pendingLabel="Saving…" className={done ? "btn btn-ghost" : "btn btn-primary"} aria-label={side.ariaLabel}>
        {side.label}
      </SubmitButton>
    </fetcher.Form>
  );
}
