/** SPEC §2's convention-centre figures, shown on the home page and the Events page alike. */
const EVENT_KEY_FIGURES = [
  { label: "Event rooms", value: "13" },
  { label: "Square metres of event space", value: "2,160.35" },
  { label: "Guests in the largest room", value: "1,500" },
  { label: "Breakout rooms", value: "10" },
] as const;

/** The figures as a definition list: numbers above their labels (.stats). */
export function EventKeyFigures() {
  return (
    <dl className="stats">
      {EVENT_KEY_FIGURES.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
