import { Link } from "react-router";
import { langOf } from "~/components/public/translated";
import type { RoomFilter } from "~/features/rooms/room-filters";

/**
 * The home page's room filter (SPEC §2), one chip per room type (room-filters.ts). Plain links
 * to `?room=<slug>`: the loader filters on the server, so they work without JavaScript; with
 * it, only the data is refetched. The #room-filters fragment brings a visitor back to the
 * filters after a full page load (no JavaScript yet on a slow connection) instead of the top
 * of the page. On phones the row scrolls sideways, its far edge fading to say there is more.
 */
export function RoomFilters({ filters, active, labelledBy }: { filters: readonly RoomFilter[]; active: string; labelledBy: string }) {
  return (
    <ul className="chips" id="room-filters" role="list" aria-labelledby={labelledBy}>
      {filters.map((filter) => (
        <li key={filter.slug}>
          <Link
            to={`?room=${filter.slug}#room-filters`}
            preventScrollReset
            replace
            className="chip"
            lang={langOf(filter.label)}
            aria-current={filter.slug === active ? "true" : undefined}
          >
            {filter.label.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
