import { Link } from "react-router";
import { ROOM_FILTERS, type RoomFilterSlug } from "~/features/rooms/room-types";

/**
 * The home page's room filter (SPEC §2). Plain links to `?room=<slug>`: the loader filters
 * on the server, so they work without JavaScript; with it, only the data is refetched.
 * The #room-filters fragment brings a visitor back to the filters after a full page load
 * (no JavaScript yet on a slow connection) instead of the top of the page.
 */
export function RoomFilters({ active, labelledBy }: { active: RoomFilterSlug; labelledBy: string }) {
  return (
    <ul className="chips" id="room-filters" role="list" aria-labelledby={labelledBy}>
      {ROOM_FILTERS.map((filter) => (
        <li key={filter.slug}>
          <Link
            to={`?room=${filter.slug}#room-filters`}
            preventScrollReset
            replace
            className="chip"
            aria-current={filter.slug === active ? "true" : undefined}
          >
            {filter.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
