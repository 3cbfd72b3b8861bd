import { CONVENTION_CENTRE, figure } from "~/features/conference-rooms/convention-centre";
import { defineCatalog } from "~/platform/i18n/catalog";
import { useT } from "~/platform/i18n/use-t";
import source from "./event-figures.messages.json";

const catalog = defineCatalog(source);

/**
 * The convention centre's key figures as a definition list (numbers above their labels, .stats),
 * on the home page and the Events page alike. `eventRooms` comes from `eventRoomCount`, the
 * count of the rooms the capacity chart lists.
 */
export function EventKeyFigures({ eventRooms }: { eventRooms: number }) {
  const t = useT(catalog);
  const figures = [
    { label: "eventRooms", value: eventRooms },
    { label: "area", value: CONVENTION_CENTRE.eventSpaceSquareMetres },
    { label: "largestRoom", value: CONVENTION_CENTRE.largestRoomGuests },
    { label: "breakoutRooms", value: CONVENTION_CENTRE.breakoutRooms },
  ] as const;
  return (
    <dl className="stats">
      {figures.map((item) => (
        <div key={item.label}>
          <dt>{t(item.label)}</dt>
          <dd>{figure(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
