import { Link } from "react-router";
import type { ChartCell, ChartStayBar, ChartType } from "~/features/hotel-rooms/room-chart";
import { roomChartStaffWords, type RoomChartStaffKey } from "~/features/hotel-rooms/room-chart-staff-words";
import { STAFF_STATUS_LABELS } from "~/features/reservations/stay-status-labels";
import type { ReservationStatus } from "~/features/reservations/schema";

const say = (key: RoomChartStaffKey, values?: Record<string, string | number>) => roomChartStaffWords.t("en", key, values);

const dayFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "short" });
const weekdayFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short" });
const longFormat = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" });
const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** "30 Nov": a calendar date as the chart names it. */
export const shortDay = (date: string) => dayFormat.format(asDate(date));
/** "Mon 30 Nov". */
export const longDayName = (date: string) => longFormat.format(asDate(date));

/** Where a bar leads: the stay's page, which brings staff back to the same two weeks. */
export const stayHref = (stayId: number, start: string) => `/room-chart/stays/${stayId}?start=${start}`;

const statusLabel = (status: string) => STAFF_STATUS_LABELS[status as ReservationStatus] ?? status;

/** The glyph each status carries beside its colour, so the meaning is never colour alone (the key explains both). */
const STATUS_MARK: Readonly<Record<string, string>> = { confirmed: "○", checked_in: "●", checked_out: "✓" };
const statusMark = (status: string) => STATUS_MARK[status] ?? "•";

const floorName = (floor: number | null) => (floor === null ? say("noFloor") : floor === 0 ? say("groundFloor") : say("floorNamed", { floor }));

/** What a stay's bar says to a screen reader after the guest's name: status, agency, dates, reference. */
function barDescription(bar: ChartStayBar): string {
  return [statusLabel(bar.status), bar.agency ? say("soldBy", { agency: bar.channel }) : null, say("stayDates", { arrival: shortDay(bar.arrival), departure: shortDay(bar.departure) }), bar.reference].filter(Boolean).join(", ");
}

const barClass = (bar: ChartStayBar, highlight: number | null) =>
  [
    "chart-bar",
    `chart-bar-${bar.status.replace(/_/g, "-")}`,
    bar.agency ? "chart-bar-agency" : "",
    bar.startsBefore ? "chart-bar-from-before" : "",
    bar.endsAfter ? "chart-bar-goes-on" : "",
    bar.stayId === highlight ? "chart-bar-highlight" : "",
  ]
    .filter(Boolean)
    .join(" ");

/**
 * A stay's bar: a link to the stay, the guest's name (shortened by the width, whole in its
 * title), the agency's name when one sold it. In the night-by-night list (`brief`) the night is
 * already said, so the link adds the status alone: a busy fortnight lists some 1,400 of them.
 */
function StayBar({ bar, start, highlight, brief = false }: { bar: ChartStayBar; start: string; highlight: number | null; brief?: boolean }) {
  return (
    <Link to={stayHref(bar.stayId, start)} className={barClass(bar, highlight)} title={brief ? undefined : bar.guest} data-stay={bar.stayId}>
      <span className="chart-bar-mark" aria-hidden="true">
        {bar.startsBefore && !brief ? "◂ " : ""}
        {statusMark(bar.status)}
      </span>
      <span className="chart-bar-text">
        <span className="chart-bar-name">{bar.guest}</span>
        {bar.agency ? <span className="chart-bar-agency-name">{bar.channel}</span> : null}
      </span>
      <span className="visually-hidden">{`, ${brief ? statusLabel(bar.status) : barDescription(bar)}`}</span>
      {bar.endsAfter && !brief ? (
        <span className="chart-bar-more" aria-hidden="true">
          ▸
        </span>
      ) : null}
    </Link>
  );
}

function Cell({ cell, start, today, highlight }: { cell: ChartCell; start: string; today: string; highlight: number | null }) {
  if (cell.kind === "free") return <td className={cell.first === today ? "chart-free chart-today-col" : "chart-free"} />;
  if (cell.kind === "outOfOrder")
    return (
      <td colSpan={cell.span} className="chart-ooo-cell" data-out-of-order={cell.id}>
        <span className="chart-ooo" title={`${say("outOfOrderBar", { reason: cell.reason })} (${say("outOfOrderDates", { from: shortDay(cell.from), to: shortDay(cell.to) })})`}>
          <span className="chart-ooo-text">{say("outOfOrderBar", { reason: cell.reason })}</span>
          <span className="visually-hidden">{`, ${say("outOfOrderDates", { from: shortDay(cell.from), to: shortDay(cell.to) })}`}</span>
        </span>
      </td>
    );
  return (
    <td colSpan={cell.span} className="chart-stay-cell" data-first-night={cell.first} data-nights={cell.span}>
      <StayBar bar={cell} start={start} highlight={highlight} />
    </td>
  );
}

/** The wide chart: rooms (by type, then floor) down, the window's nights across, tonight marked. */
export function RoomChartGrid({ types, nights, start, today, freeByNight, highlight }: { types: ChartType[]; nights: string[]; start: string; today: string; freeByNight: number[]; highlight: number | null }) {
  const columns = nights.length + 1;
  return (
    <div className="chart-grid-wrap" role="region" aria-labelledby="room-chart-caption" tabIndex={0}>
      <table className="chart-grid">
        <caption id="room-chart-caption" className="visually-hidden">
          {say("chartCaption", { from: longDayName(nights[0] ?? start), to: longDayName(nights.at(-1) ?? start) })}
        </caption>
        <colgroup>
          <col className="chart-col-room" />
          {nights.map((night) => (
            <col key={night} className={night === today ? "chart-col-night chart-col-today" : "chart-col-night"} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className="chart-corner">
              {say("roomHeader")}
            </th>
            {nights.map((night) => (
              <th key={night} scope="col" className={`chart-night${night === today ? " chart-today" : ""}${asDate(night).getUTCDay() % 6 === 0 ? " chart-weekend" : ""}`} aria-current={night === today ? "date" : undefined}>
                <span className="chart-night-day">{weekdayFormat.format(asDate(night))}</span>
                <span className="chart-night-date">{shortDay(night)}</span>
                {night === today ? <span className="chart-today-label">{say("todayMark")}</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        {types.map((type) => (
          <tbody key={type.id} className="chart-type-group">
            <tr className="chart-type-row">
              <th scope="rowgroup" colSpan={columns} className="chart-type">
                {say("typeRow", { name: type.name, rooms: type.rooms })}
              </th>
            </tr>
            {type.closed.length === 0 ? null : (
              <tr className="chart-closed-row">
                <th scope="row" className="chart-closed-title">
                  {say("closedRow")}
                </th>
                {nights.map((night) => {
                  const closed = type.closed.find((c) => c.night === night);
                  return closed ? (
                    <td key={night} className="chart-closed" title={say("closedTitle", { note: closed.note || "none" })}>
                      {say("closed")}
                    </td>
                  ) : (
                    <td key={night} className={night === today ? "chart-today-col" : undefined} />
                  );
                })}
              </tr>
            )}
            {type.floors.map((floor) => [
              type.floors.length > 1 || floor.floor !== null ? (
                <tr key={`floor-${floor.floor}`} className="chart-floor-row">
                  <th scope="rowgroup" colSpan={columns} className="chart-floor">
                    {floorName(floor.floor)}
                  </th>
                </tr>
              ) : null,
              ...floor.rows.map((row) => (
                <tr key={row.room.id} className="chart-room-row" data-room={row.room.number}>
                  <th scope="row" className="chart-room">
                    {row.room.number}
                  </th>
                  {row.cells.map((cell) => (
                    <Cell key={cell.first} cell={cell} start={start} today={today} highlight={highlight} />
                  ))}
                </tr>
              )),
            ])}
          </tbody>
        ))}
        <tfoot>
          <tr>
            <th scope="row" className="chart-free-count-title">
              {say("freeRow")}
            </th>
            {freeByNight.map((free, index) => (
              <td key={nights[index]} className={`chart-free-count${nights[index] === today ? " chart-today-col" : ""}`}>
                {free}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** What a night holds in one room, for the list a phone shows. */
interface NightEntry {
  room: string;
  roomType: string;
  cell: ChartCell;
}

/** The same two weeks on a phone: each night, the rooms taken (room → stay) and those out of order. */
export function RoomChartDays({ types, nights, start, today, freeByNight, highlight }: { types: ChartType[]; nights: string[]; start: string; today: string; freeByNight: number[]; highlight: number | null }) {
  const byNight: NightEntry[][] = nights.map(() => []);
  for (const type of types)
    for (const floor of type.floors)
      for (const row of floor.rows) {
        let index = 0;
        for (const cell of row.cells) {
          if (cell.kind !== "free") for (let i = index; i < index + cell.span; i += 1) byNight[i]?.push({ room: row.room.number, roomType: type.name, cell });
          index += cell.span;
        }
      }
  const openNight = nights.includes(today) ? today : nights[0];
  return (
    <section className="chart-days" aria-labelledby="chart-days-title">
      <h2 id="chart-days-title" className="visually-hidden">
        {say("dayListTitle")}
      </h2>
      {nights.map((night, index) => {
        const entries = byNight[index] ?? [];
        const outOfOrder = entries.filter((entry) => entry.cell.kind === "outOfOrder").length;
        return (
          <details key={night} className={`chart-day${night === today ? " chart-day-today" : ""}`} open={night === openNight}>
            <summary>
              <span className="chart-day-name">
                {longDayName(night)}
                {night === today ? <span className="chart-today-label">{say("todayMark")}</span> : null}
              </span>
              <span className="chart-day-summary">{say("daySummary", { occupied: entries.length - outOfOrder, free: freeByNight[index] ?? 0, outOfOrder })}</span>
            </summary>
            {entries.length === 0 ? (
              <p className="chart-day-empty">{say("dayEmpty")}</p>
            ) : (
              <ul className="chart-day-list">
                {entries.map(({ room, roomType, cell }) => (
                  <li key={room} className="chart-day-entry" data-room={room}>
                    <span className="chart-day-room">
                      {say("roomNumber", { number: room })}
                      <span className="chart-day-type">{roomType}</span>
                    </span>
                    {cell.kind === "stay" ? (
                      <>
                        <StayBar bar={cell} start={start} highlight={highlight} brief />
                        {cell.arrival === night ? <span className="chart-day-arrives">{say("arrives")}</span> : null}
                      </>
                    ) : cell.kind === "outOfOrder" ? (
                      <span className="chart-ooo">
                        <span className="chart-ooo-text">{say("outOfOrderBar", { reason: cell.reason })}</span>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </details>
        );
      })}
    </section>
  );
}

/** The key: each colour with its glyph or pattern and what it means. */
export function RoomChartLegend() {
  const items: { className: string; mark: string; label: RoomChartStaffKey }[] = [
    { className: "chart-bar chart-bar-confirmed", mark: "○", label: "legendConfirmed" },
    { className: "chart-bar chart-bar-checked-in", mark: "●", label: "legendCheckedIn" },
    { className: "chart-bar chart-bar-checked-out", mark: "✓", label: "legendCheckedOut" },
    { className: "chart-bar chart-bar-confirmed chart-bar-agency", mark: "○", label: "legendAgency" },
  ];
  return (
    <section className="chart-legend" aria-labelledby="chart-legend-title">
      <h2 id="chart-legend-title" className="chart-legend-title">
        {say("legendTitle")}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.label}>
            <span className={`${item.className} chart-legend-swatch`} aria-hidden="true">
              <span className="chart-bar-mark">{item.mark}</span>
            </span>
            {say(item.label)}
          </li>
        ))}
        <li>
          <span className="chart-ooo chart-legend-swatch" aria-hidden="true" />
          {say("legendOutOfOrder")}
        </li>
        <li>
          <span className="chart-closed chart-legend-swatch" aria-hidden="true" />
          {say("legendClosed")}
        </li>
        <li>
          <span className="chart-bar-more chart-legend-glyph" aria-hidden="true">
            ◂ ▸
          </span>
          {say("legendContinues")}
        </li>
      </ul>
    </section>
  );
}
