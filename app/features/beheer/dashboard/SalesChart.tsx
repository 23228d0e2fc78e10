import { useId } from "react";
import {
  CHART,
  salesChartGeometry,
  salesSummary,
  salesTable,
  shortDay,
  PERIOD_WORDS,
  type LineStyle,
  type SalesPeriod,
  type SalesSeries,
} from "./sales-chart-geometry.ts";

/** A line's marker, at one point; the shapes tell the lines apart without their colour. */
function Marker({ style, x, y }: { style: LineStyle; x: number; y: number }) {
  const shared = { fill: "white", stroke: style.colour, strokeWidth: 2 };
  switch (style.marker) {
    case "square":
      return <rect x={x - 4} y={y - 4} width={8} height={8} {...shared} />;
    case "triangle":
      return <path d={`M ${x} ${y - 5} L ${x + 5} ${y + 4} L ${x - 5} ${y + 4} Z`} {...shared} />;
    case "diamond":
      return <path d={`M ${x} ${y - 5} L ${x + 5} ${y} L ${x} ${y + 5} L ${x - 5} ${y} Z`} {...shared} />;
    default:
      return <circle cx={x} cy={y} r={4} {...shared} />;
  }
}

/** The line as the legend shows it: a stretch with its dash pattern and marker. */
function Swatch({ style }: { style: LineStyle }) {
  return (
    <svg width="40" height="14" viewBox="0 0 40 14" aria-hidden="true" focusable="false" className="shrink-0">
      <path d="M 2 7 H 38" stroke={style.colour} strokeWidth={2.5} strokeDasharray={style.dash || undefined} />
      <Marker style={style} x={20} y={7} />
    </svg>
  );
}

/**
 * Tickets sold per ticket type over time, as a step chart drawn on the server (no chart library, no client
 * JavaScript). The picture has a label that sums it up; the same numbers are in a table beneath it.
 */
export function SalesChart({
  title,
  series,
  period,
  today,
}: {
  title: string;
  series: SalesSeries[];
  period: SalesPeriod;
  today: string;
}) {
  const id = useId();
  const geometry = salesChartGeometry(series, today);
  if (!geometry) return <p className="mt-3 text-slate-700">Nog geen tickets verkocht.</p>;
  const words = PERIOD_WORDS[period];
  const summary = salesSummary(geometry.lines, geometry.from, geometry.to, period);
  const plotBottom = CHART.height - CHART.bottom;
  const rows = salesTable(series);
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full max-w-3xl"
        focusable="false"
      >
        <title>{title}</title>
        <desc>{summary}</desc>
        {geometry.yTicks.map((tick) => (
          <g key={tick.label}>
            <line x1={CHART.left} x2={CHART.width - CHART.right} y1={tick.y} y2={tick.y} stroke="#cbd5e1" />
            <text x={CHART.left - 8} y={tick.y + 4} textAnchor="end" fontSize="12" fill="#334155">
              {tick.label}
            </text>
          </g>
        ))}
        <line x1={CHART.left} x2={CHART.left} y1={CHART.top} y2={plotBottom} stroke="#475569" />
        {geometry.xTicks.map((tick) => (
          <g key={tick.label}>
            <line x1={tick.x} x2={tick.x} y1={plotBottom} y2={plotBottom + 5} stroke="#475569" />
            <text x={tick.x} y={plotBottom + 20} textAnchor="middle" fontSize="12" fill="#334155">
              {tick.label}
            </text>
          </g>
        ))}
        {geometry.lines.map((line) => (
          <g key={line.name}>
            <path
              d={line.path}
              fill="none"
              stroke={line.style.colour}
              strokeWidth={2.5}
              strokeDasharray={line.style.dash || undefined}
            />
            {line.points.map((point) => (
              <Marker key={point.day} style={line.style} x={point.x} y={point.y} />
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="mt-2">
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-800">
          {geometry.lines.map((line) => (
            <li key={line.name} className="flex items-center gap-2">
              <Swatch style={line.style} />
              <span>
                {line.name}: {line.total}
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
      <details className="mt-2">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-700 underline underline-offset-4">
          Cijfers van de grafiek als tabel
        </summary>
        <div className="overflow-x-auto">
          <table className="mt-2 text-left text-sm" aria-describedby={`${id}-note`}>
            <caption className="sr-only">{title}</caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {words.column}
                </th>
                {geometry.lines.map((line) => (
                  <th key={line.name} scope="col" className="px-3 py-2">
                    {line.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.day} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-2 font-normal">
                    {shortDay(row.day)}
                  </th>
                  {row.totals.map((total, index) => (
                    <td key={geometry.lines[index]!.name} className="px-3 py-2 tabular-nums">
                      {total}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p id={`${id}-note`} className="mt-1 text-sm text-slate-700">
            {words.note}
          </p>
        </div>
      </details>
    </figure>
  );
}
