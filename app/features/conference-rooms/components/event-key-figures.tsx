import { CONVENTION_CENTRE, figure } from "~/features/conference-rooms/convention-centre";

/** The convention centre's key figures, shown on the home page and the Events page alike. */
const EVENT_KEY_FIGURES = [
  { label: "Event rooms", value: CONVENTION_CENTRE.eventRooms },
  { label: "Square metres of event space", value: CONVENTION_CENTRE.eventSpaceSquareMetres },
  { label: "Guests in the largest room", value: CONVENTION_CENTRE.largestRoomGuests },
  { label: "Breakout rooms", value: CONVENTION_CENTRE.breakoutRooms },
] as const;

/** The figures as a definition list: numbers above their labels (.stats). */
export function EventKeyFigures() {
  return (
    <dl className="stats">
      {EVENT_KEY_FIGURES.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{figure(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
