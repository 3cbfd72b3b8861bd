import { useRef } from "react";
import { messages } from "~/lib/messages";
import type { PublicRoom } from "~/features/rooms/schema";
import { AdminRoomCard } from "~/features/rooms/components/admin-room-card";

/** The View tab: every room as a card, or SPEC §8's empty message. */
export function AdminRoomList({
  rooms,
  editingId,
  editHref,
  closeHref,
}: {
  rooms: PublicRoom[];
  editingId: number | null;
  editHref: (id: number) => string;
  closeHref: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section className="admin-list" aria-labelledby="room-list-title">
      <h2 id="room-list-title" className="admin-section-title" ref={headingRef} tabIndex={-1}>
        All rooms <span className="count">{rooms.length}</span>
      </h2>
      {rooms.length === 0 ? (
        <p className="empty-state">{messages.comingSoon}</p>
      ) : (
        <ul className="admin-card-grid" role="list">
          {rooms.map((room) => (
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
    </section>
  );
}
