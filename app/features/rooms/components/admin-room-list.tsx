import { useRef } from "react";
import type { PublicRoom } from "~/features/rooms/schema";
import type { InLanguage } from "~/platform/records/translations";
import { AdminRoomCard } from "~/features/rooms/components/admin-room-card";
import { LIST_SEARCH_FROM, type ListState, pageOfList } from "~/components/admin/list-page";
import { ListPagination, ListToolbar } from "~/components/admin/list-toolbar";
import { adminStaffWords } from "~/components/admin/admin-staff-words";
import { recordsWords } from "~/platform/records/records-words";
import { useLanguage } from "~/platform/i18n/use-t";

/**
 * The View tab: every room as a card, or SPEC §8's empty message; a search by name once the
 * list is longer than LIST_SEARCH_FROM, and pages of 12, both in the URL like every record screen.
 */
export function AdminRoomList({
  rooms,
  editingId,
  editHref,
  closeHref,
  list,
  listHrefOf,
}: {
  rooms: InLanguage<PublicRoom>[];
  editingId: number | null;
  editHref: (id: number) => string;
  closeHref: string;
  list: ListState;
  /** The View tab's address with this search and page. */
  listHrefOf: (state: ListState) => string;
}) {
  const comingSoon = recordsWords.t(useLanguage(), "comingSoon");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = pageOfList(rooms, (room) => room.name, list);
  return (
    <section className="admin-list" aria-labelledby="room-list-title">
      <h2 id="room-list-title" className="admin-section-title" ref={headingRef} tabIndex={-1}>
        All rooms <span className="count">{rooms.length}</span>
      </h2>
      {rooms.length > LIST_SEARCH_FROM || list.q ? (
        <ListToolbar query={list.q} searchLabel="Search rooms by name" placeholder="Name" keep={{ tab: "view" }} clearHref={listHrefOf({ q: "", page: 1 })} />
      ) : null}
      {list.q ? (
        <p className="list-search-result" role="status">
          {shown.matched === 0 ? adminStaffWords.msg("listNoMatch", { query: list.q }) : adminStaffWords.msg("listMatches", { matched: shown.matched, total: rooms.length, query: list.q })}
        </p>
      ) : null}
      {rooms.length === 0 ? (
        <p className="empty-state">{comingSoon}</p>
      ) : (
        <ul className="admin-card-grid" role="list">
          {shown.items.map((room) => (
            <li key={room.id}>
              <AdminRoomCard
                room={room}
                editing={room.id === editingId}
                editHref={editHref(room.id)}
                closeHref={closeHref}
                // The card is about to disappear with the focus in it; keep focus in the list.
                onDeleted={() => headingRef.current?.focus()}
              />
            </li>
          ))}
        </ul>
      )}
      <ListPagination page={shown.page} pages={shown.pages} label="Pages of rooms" hrefOf={(page) => listHrefOf({ ...list, page })} />
    </section>
  );
}
