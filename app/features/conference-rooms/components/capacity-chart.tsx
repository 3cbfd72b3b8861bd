import { LAYOUTS, type LayoutKey } from "~/features/conference-rooms/conference-room-choices";

/** One row of the chart: a hall or room and its people per seating layout (null: not offered). */
export interface CapacityRow {
  id: number;
  name: string;
  capacities: Record<LayoutKey, number | null>;
}

const people = new Intl.NumberFormat("en-GB");

/**
 * SPEC §2's capacity chart (rooms against cinema, classroom, U-shape, boardroom, banquet,
 * cocktail) as a real table built from the conference records, so a staff edit shows at once.
 * On phones the table scrolls sideways inside its own box, never the page.
 */
export function CapacityChart({ rows }: { rows: readonly CapacityRow[] }) {
  return (
    <div className="capacity-chart" role="region" aria-labelledby="capacity-caption" tabIndex={0}>
      <table>
        <caption id="capacity-caption">People per room and seating layout</caption>
        <thead>
          <tr>
            <th scope="col">Room</th>
            {LAYOUTS.map((layout) => (
              <th scope="col" key={layout.key}>
                {layout.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-room={row.name}>
              <th scope="row">{row.name}</th>
              {LAYOUTS.map((layout) => {
                const value = row.capacities[layout.key];
                return (
                  <td key={layout.key} data-layout={layout.key}>
                    {value === null ? (<><span aria-hidden="true">—</span><span className="visually-hidden">not offered</span></>) : people.format(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
