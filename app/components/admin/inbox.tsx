import type { ReactNode } from "react";
import { hotelDateTime } from "~/lib/dates";
import { messages } from "~/lib/messages";

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
  if (items.length === 0) return <p className="empty-state">{messages.noData}</p>;
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
