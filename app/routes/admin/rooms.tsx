import { useEffect, useRef } from "react";
import { revalidateUnlessOnlyQueryChanged } from "~/lib/revalidation";
import { useActionData, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/rooms";
import recordScreenCssUrl from "~/components/admin/record-screen.css?url";
import adminRoomsCssUrl from "~/features/rooms/components/admin-rooms.css?url";
import { LinkTabs, TabPanel } from "~/components/tabs/link-tabs";
import { requireStaff } from "~/platform/auth/guards.server";
import { handleRecordIntents } from "~/platform/records/record-actions.server";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { ROOM_ITEM_TYPE } from "~/features/rooms/room-item.type";
import { ROOM_TYPE } from "~/features/rooms/room.type";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { RoomFormLimitsProvider, RoomNamesProvider } from "~/features/rooms/components/admin-room-fields";
import { AdminRoomForm } from "~/features/rooms/components/admin-room-form";
import { AdminRoomItemForm } from "~/features/rooms/components/admin-room-item-form";
import {
  activeRoomGroup,
  AdminRoomItemList,
  roomItemGroups,
  roomSlug,
} from "~/features/rooms/components/admin-room-item-list";
import { readRoomFormLimits } from "~/features/rooms/components/admin-room-limits.server";
import { AdminRoomList } from "~/features/rooms/components/admin-room-list";
import { type ListState, readListState } from "~/components/admin/list-page";
import { PlainPostNotice } from "~/components/admin/plain-post-notice";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: recordScreenCssUrl },
  { rel: "stylesheet", href: adminRoomsCssUrl },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const hotel = matches[0]?.loaderData?.settings.hotelName;
  return [
    { title: hotel ? `Rooms · Back-office · ${hotel}` : "Rooms · Back-office" },
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context);
  // With their Chichewa versions, for the forms' fields beside the English ones.
  const [roomList, items] = await Promise.all([recordStoreOf(ROOM_TYPE).list(context.db, viewer, "ny"), recordStoreOf(ROOM_ITEM_TYPE).list(context.db, viewer, "ny")]);
  return { rooms: roomList, items, limits: readRoomFormLimits() };
}

/** Tabs, sub-tabs and the card being edited live in the query string: no need to reload the lists. */
export const shouldRevalidate = revalidateUnlessOnlyQueryChanged;

export const action = ({ request, context }: Route.ActionArgs) => handleRecordIntents(request, context, [recordStoreOf(ROOM_TYPE), recordStoreOf(ROOM_ITEM_TYPE)]);

const TABS = [
  { id: "add-room", label: "Add-Room" },
  { id: "view", label: "View" },
  { id: "add-item", label: "Add-Room Item" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** The query string of a state of this screen; a list's search and page are kept while a card is edited. */
function screenHref(tab: TabId, options: { room?: string | undefined; edit?: number | undefined; list?: ListState | undefined } = {}): string {
  const params = new URLSearchParams({ tab });
  if (options.room) params.set("room", roomSlug(options.room));
  if (options.list?.q) params.set("q", options.list.q);
  if (options.list && options.list.page > 1) params.set("page", String(options.list.page));
  if (options.edit) params.set("edit", String(options.edit));
  return `?${params.toString()}`;
}

export default function RoomsScreen({ loaderData }: Route.ComponentProps) {
  const { rooms, items, limits } = loaderData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Only set when the page was posted without JavaScript; fetchers keep their own results.
  const plainPostResult = useActionData<typeof action>();

  const tab: TabId = TABS.find((t) => t.id === params.get("tab"))?.id ?? "add-room";
  const editParam = Number(params.get("edit"));
  const editingId = Number.isSafeInteger(editParam) && editParam > 0 ? editParam : null;
  const groups = roomItemGroups(items);
  const activeRoom = activeRoomGroup(groups, params.get("room"));
  const list = readListState(params);
  const roomNames = rooms.map((room) => room.name);

  // After a room is added the View tab opens; focus its heading so keyboard and screen-reader
  // users land on the list that now holds the new room.
  const focusListOnView = useRef(false);
  useEffect(() => {
    if (tab === "view" && focusListOnView.current) {
      focusListOnView.current = false;
      document.getElementById("room-list-title")?.focus();
    }
  }, [tab]);

  return (
    <RoomFormLimitsProvider value={limits}>
      <RoomNamesProvider value={roomNames}>
        <div className="admin-page">
          <header className="admin-page-header">
            <h1>Rooms</h1>
            <p className="admin-page-lead">The room types shown on the site, and the items in each room.</p>
          </header>

          <PlainPostNotice result={plainPostResult} />

          <LinkTabs
            label="Rooms"
            idPrefix="rooms"
            activeId={tab}
            tabs={TABS.map((t) => ({ id: t.id, label: t.label, to: screenHref(t.id) }))}
          />
          <TabPanel idPrefix="rooms" activeId={tab}>
            {tab === "add-room" ? (
              <AdminRoomForm
                onCreated={() => {
                  focusListOnView.current = true;
                  void navigate(screenHref("view"));
                }}
              />
            ) : null}
            {tab === "view" ? (
              <AdminRoomList
                rooms={rooms}
                editingId={editingId}
                editHref={(id) => screenHref("view", { edit: id, list })}
                closeHref={screenHref("view", { list })}
                list={list}
                listHrefOf={(state) => screenHref("view", { list: state })}
              />
            ) : null}
            {tab === "add-item" ? (
              <>
                <AdminRoomItemForm
                  onCreated={(roomName) =>
                    void navigate(screenHref("add-item", { room: roomName || activeRoom }), { preventScrollReset: true })
                  }
                />
                <AdminRoomItemList
                  items={items}
                  activeRoom={activeRoom}
                  groupHref={(roomName) => screenHref("add-item", { room: roomName })}
                  editingId={editingId}
                  editHref={(id) => screenHref("add-item", { room: activeRoom, edit: id, list })}
                  closeHref={screenHref("add-item", { room: activeRoom, list })}
                  list={list}
                  listHrefOf={(state) => screenHref("add-item", { room: activeRoom, list: state })}
                  onMoved={(roomName) =>
                    void navigate(screenHref("add-item", { room: roomName }), { replace: true, preventScrollReset: true })
                  }
                />
              </>
            ) : null}
          </TabPanel>
        </div>
      </RoomNamesProvider>
    </RoomFormLimitsProvider>
  );
}

export const ErrorBoundary = AdminErrorBoundary;
