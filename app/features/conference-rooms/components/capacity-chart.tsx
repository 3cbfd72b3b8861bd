import { LAYOUTS, type LayoutKey } from "~/features/conference-rooms/conference-room-choices";
import { conferenceCatalog, layoutKey } from "~/features/conference-rooms/components/conference-catalog";
import { useT } from "~/platform/i18n/use-t";
import { langOf } from "~/components/public/translated";
import type { TextIn } from "~/platform/records/translations";

/** One row of the chart: a hall or room and its people per seating layout (null: not offered). */
export interface CapacityRow {
  id: number;
  /** The room's English name, which tests and styles find it by. */
  name: string;
  /** The name in the page's language, when it differs (`textIn`). */
  title?: TextIn;
  capacities: Record<LayoutKey, number | null>;
}

const people = new Intl.NumberFormat("en-GB");

/**
 * SPEC §2's capacity chart (rooms against cinema, classroom, U-shape, boardroom, banquet,
 * cocktail) as a real table built from the conference records, so a staff edit shows at once.
 * On phones the table scrolls sideways inside its own box, never the page.
 */
export function CapacityChart({ rows }: { rows: readonly CapacityRow[] }) {
  const t = useT(conferenceCatalog);
  return (
    <div className="capacity-chart" role="region" aria-labelledby="capacity-caption" tabIndex={0}>
      <table>
        <caption id="capacity-caption">{t("chartCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("chartRoom")}</th>
            {LAYOUTS.map((layout) => (
              <th scope="col" key={layout.key}>
                {t(layoutKey(layout.key))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-room={row.name}>
              <th scope="row" lang={langOf(row.title)}>
                {row.title?.text ?? row.name}
              </th>
              {LAYOUTS.map((layout) => {
                const value = row.capacities[layout.key];
                return (
                  <td key={layout.key} data-layout={layout.key}>
                    {value === null ? (<><span aria-hidden="true">—</span><span className="visually-hidden">{t("notOffered")}</span></>) : people.format(value)}
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
