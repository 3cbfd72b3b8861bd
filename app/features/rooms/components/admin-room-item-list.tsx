import { useRef } from "react";
import { LinkTabs, TabPanel } from "~/components/tabs/link-tabs";
import type { PublicRoomItem } from "~/features/rooms/schema";
import type { InLanguage } from "~/platform/records/translations";
import { AdminRoomItemCard } from "~/features/rooms/components/admin-room-item-card";
import { LIST_SEARCH_FROM, type ListState, pageOfList } from "~/components/admin/list-page";
import { ListPagination, ListToolbar } from "~/components/admin/list-toolbar";
import { adminStaffWords } from "~/components/admin/admin-staff-words";
import { recordsWords } from "~/platform/records/records-words";
import { useLanguage } from "~/platform/i18n/use-t";

/** SPEC §2: the item list's sub-tabs, in this order. */
const ROOM_ITEM_GROUPS = ["Executive Suite", "Presidential Suite", "Classic King", "Classic Twin"] as const;

export function roomSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The SPEC's four rooms, then any other room that has items (e.g. Presidential Villa), so none is hidden. */
export function roomItemGroups(items: readonly PublicRoomItem[]): string[] {
  const groups: string[] = [...ROOM_ITEM_GROUPS];
  const others = [...new Set(items.map((item) => item.name))].filter((name) => !groups.includes(name)).sort();
  return [...groups, ...others];
}

/** The room whose items are shown for a `?room=` slug; the first group when it matches none. */
export function activeRoomGroup(groups: readonly string[], slug: string | null): string {
  return groups.find((name) => roomSlug(name) === slug) ?? groups[0] ?? ROOM_ITEM_GROUPS[0];
}

/** Room items in sub-tabs per room; within a room, a search by item name and pages of 12 once the list is long. */
export function AdminRoomItemList({
  items,
  activeRoom,
  groupHref,
  editingId,
  editHref,
  closeHref,
  onMoved,
  list,
  listHrefOf,
}: {
  list: ListState;
  /** This room's sub-tab with this search and page. */
  listHrefOf: (state: ListState) => string;
  items: InLanguage<PublicRoomItem>[];
  activeRoom: string;
  groupHref: (roomName: string) => string;
  editingId: number | null;
  editHref: (id: number) => string;
  closeHref: string;
  onMoved: (roomName: string) => void;
}) {
  const comingSoon = recordsWords.t(useLanguage(), "comingSoon");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const groups = roomItemGroups(items);
  // The item being edited stays in view even when its room was just changed, so its form can
  // finish (toast, then follow the item to its new room's sub-tab).
  const inRoom = items.filter((item) => item.name === activeRoom || item.id === editingId);
  const shown = pageOfList(inRoom, (item) => item.itemName, list);
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.name, (counts.get(item.name) ?? 0) + 1);

  return (
    <section className="admin-list" aria-labelledby="item-list-title">
      <h2 id="item-list-title" className="admin-section-title" ref={headingRef} tabIndex={-1}>
        Room items
      </h2>
      <LinkTabs
        label="Room items by room"
        idPrefix="room-items"
        className="tabs-sub"
        activeId={roomSlug(activeRoom)}
        tabs={groups.map((name) => ({
          id: roomSlug(name),
          to: groupHref(name),
          label: (
            <>
              {name} <span className="count">{counts.get(name) ?? 0}</span>
            </>
          ),
        }))}
      />
      <TabPanel idPrefix="room-items" activeId={roomSlug(activeRoom)}>
        {inRoom.length > LIST_SEARCH_FROM || list.q ? (
          <ListToolbar
            query={list.q}
            searchLabel={`Search the items of ${activeRoom}`}
            placeholder="Item name"
            keep={{ tab: "add-item", room: roomSlug(activeRoom) }}
            clearHref={listHrefOf({ q: "", page: 1 })}
          />
        ) : null}
        {list.q ? (
          <p className="list-search-result" role="status">
            {shown.matched === 0 ? adminStaffWords.msg("listNoMatch", { query: list.q }) : adminStaffWords.msg("listMatches", { matched: shown.matched, total: inRoom.length, query: list.q })}
          </p>
        ) : null}
        {inRoom.length === 0 ? (
          <p className="empty-state">{comingSoon}</p>
        ) : (
          <ul className="admin-card-grid" role="list">
            {shown.items.map((item) => (
              <li key={item.id}>
                <AdminRoomItemCard
                  item={item}
                  editing={item.id === editingId}
                  editHref={editHref(item.id)}
                  closeHref={closeHref}
                  onDeleted={() => headingRef.current?.focus()}
                  onMoved={onMoved}
                />
              </li>
            ))}
          </ul>
        )}
        <ListPagination page={shown.page} pages={shown.pages} label={`Pages of ${activeRoom} items`} hrefOf={(page) => listHrefOf({ ...list, page })} />
      </TabPanel>
    </section>
  );
}
