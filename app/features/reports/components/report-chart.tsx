/*
 * A bar chart drawn on the server as SVG (no chart script reaches the page): one bar per night
 * or month, the same span a year earlier as a dashed line when there is one. The picture has a
 * title and a description in words for screen readers, and the table beside it holds every figure.
 */

export interface ChartPoint {
  /** Short label under the bar ("14 Nov"). */
  label: string;
  value: number | null;
  /** The same night or month a year earlier, when shown. */
  previous?: number | null;
}

const WIDTH = 720;
const HEIGHT = 240;
const LEFT = 52;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 34;

/** A round top for the axis above `max` (1, 2 or 5 × a power of ten), and its four steps. */
export function niceScale(max: number): { top: number; ticks: number[] } {
  if (max <= 0) return { top: 1, ticks: [0, 1] };
  const power = 10 ** Math.floor(Math.log10(max / 4));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate * 4 >= max) ?? power * 10;
  return { top: step * 4, ticks: [0, 1, 2, 3, 4].map((index) => index * step) };
}

export function ReportChart({ id, title, description, points, top, ticks, tickLabel }: {
  id: string;
  title: string;
  description: string;
  points: readonly ChartPoint[];
  top: number;
  ticks: readonly number[];
  tickLabel: (value: number) => string;
}) {
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, points.length);
  const barWidth = Math.max(1, slot * 0.7);
  const y = (value: number) => TOP + plotHeight - (Math.min(value, top) / top) * plotHeight;
  // About six labels along the bottom, whatever the number of bars.
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));
  // The year before as a dashed line, broken where it has no figure.
  let previousPath: string | null = null;
  if (points.some((point) => point.previous !== undefined && point.previous !== null)) {
    const runs: string[][] = [[]];
    points.forEach((point, index) => {
      if (point.previous === null || point.previous === undefined) runs.push([]);
      else runs.at(-1)?.push(`${(LEFT + slot * index + slot / 2).toFixed(1)},${y(point.previous).toFixed(1)}`);
    });
    previousPath = runs.filter((run) => run.length > 0).map((run) => `M${run.join("L")}`).join(" ");
  }
  return (
    <svg className="report-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} preserveAspectRatio="xMidYMid meet">
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <g className="report-chart-grid" aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} />
            <text x={LEFT - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {tickLabel(tick)}
            </text>
          </g>
        ))}
      </g>
      <g className="report-chart-bars" aria-hidden="true">
        {points.map((point, index) =>
          point.value === null || point.value <= 0 ? null : (
            <rect key={index} x={LEFT + slot * index + (slot - barWidth) / 2} y={y(point.value)} width={barWidth} height={TOP + plotHeight - y(point.value)} rx={barWidth > 6 ? 2 : 0} />
          ),
        )}
      </g>
      {previousPath ? <path className="report-chart-previous" d={previousPath} aria-hidden="true" /> : null}
      <g className="report-chart-labels" aria-hidden="true">
        {points.map((point, index) =>
          index % labelEvery === 0 ? (
            <text key={index} x={LEFT + slot * index + slot / 2} y={HEIGHT - 10} textAnchor="middle">
              {point.label}
            </text>
          ) : null,
        )}
      </g>
    </svg>
  );
}
