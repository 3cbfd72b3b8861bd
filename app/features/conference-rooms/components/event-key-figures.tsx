import { CONVENTION_CENTRE, figure } from "~/features/conference-rooms/convention-centre";
import { defineCatalog } from "~/platform/i18n/catalog";
import { useT } from "~/platform/i18n/use-t";
import source from "./event-figures.messages.json";

const catalog = defineCatalog(source);

/** The convention centre's key figures, shown on the home page and the Events page alike. */
const EVENT_KEY_FIGURES = [
  { label: "eventRooms", value: CONVENTION_CENTRE.eventRooms },
  { label: "area", value: CONVENTION_CENTRE.eventSpaceSquareMetres },
  { label: "largestRoom", value: CONVENTION_CENTRE.largestRoomGuests },
  { label: "breakoutRooms", value: CONVENTION_CENTRE.breakoutRooms },
] as const;

/** The figures as a definition list: numbers above their labels (.stats). */
export function EventKeyFigures() {
  const t = useT(catalog);
  return (
    <dl className="stats">
      {EVENT_KEY_FIGURES.map((item) => (
        <div key={item.label}>
          <dt>{t(item.label)}</dt>
          <dd>{figure(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
