/**
 * The geometry of the dashboard's sales chart, apart from its drawing so it can be tested: a step line
 * per ticket type of the tickets sold up to each day, from the day before the first sale to today. Days are
 * Amsterdam calendar days as yyyy-mm-dd; the chart draws in a fixed viewBox and scales with its container.
 */
import { formatInAmsterdam } from "../../../../common/format/dates.ts";
import { dayNumber, dayOfNumber } from "../../../../common/format/calendar-days.ts";

export type SalesSeries = { name: string; points: readonly { day: string; cumulative: number }[] };

/** The server charts a young sale per day and a long one per week; the chart's words for each. */
export type SalesPeriod = "DAY" | "WEEK";
export const PERIOD_WORDS: Readonly<
  Record<SalesPeriod, { heading: string; summed: string; column: string; note: string }>
> = {
  DAY: {
    heading: "Verkochte tickets per dag",
    summed: "opgeteld per dag",
    column: "Dag",
    note: "Per dag het aantal verkochte tickets tot en met die dag.",
  },
  WEEK: {
    heading: "Verkochte tickets per week",
    summed: "opgeteld per week",
    column: "Week tot en met",
    note: "Per week (maandag tot en met zondag) het aantal verkochte tickets tot en met die week.",
  },
};

/** Colour, dash pattern and marker per line: each line differs from the others without its colour too. */
export type LineStyle = { colour: string; dash: string; marker: "circle" | "square" | "triangle" | "diamond" };

/** Dark colours, each above 4.5:1 against white (WCAG 1.4.11 asks 3:1 for lines). */
export const LINE_STYLES: readonly LineStyle[] = [
  { colour: "#1d4ed8", dash: "", marker: "circle" },
  { colour: "#b45309", dash: "8 4", marker: "square" },
  { colour: "#047857", dash: "2 4", marker: "triangle" },
  { colour: "#be185d", dash: "10 4 2 4", marker: "diamond" },
  { colour: "#6d28d9", dash: "4 2", marker: "circle" },
  { colour: "#334155", dash: "12 3", marker: "square" },
];

export const CHART = { width: 640, height: 260, left: 48, right: 20, top: 16, bottom: 40 } as const;

type ChartPoint = { x: number; y: number; day: string; cumulative: number };
export type ChartLine = { name: string; total: number; path: string; points: ChartPoint[]; style: LineStyle };
export type ChartGeometry = {
  lines: ChartLine[];
  xTicks: { x: number; label: string }[];
  yTicks: { y: number; label: string }[];
  /** The first and last day the chart covers. */
  from: string;
  to: string;
};

/** '19 nov'; noon UTC is the same calendar day in Amsterdam. */
export function shortDay(day: string): string {
  return formatInAmsterdam(`${day}T12:00:00Z`, "d MMM");
}

/** A step of 1, 2 or 5 times a power of ten that divides 0..max in at most `count` parts. */
export function niceStep(max: number, count = 4): number {
  const rough = Math.max(1, max) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  return Math.max(1, step);
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Null when nothing was sold yet: then there is nothing to draw. */
export function salesChartGeometry(series: readonly SalesSeries[], today: string): ChartGeometry | null {
  const days = series.flatMap((line) => line.points.map((point) => dayNumber(point.day)));
  if (days.length === 0) return null;
  const start = Math.min(...days) - 1;
  const end = Math.max(dayNumber(today), ...days);
  const highest = Math.max(1, ...series.flatMap((line) => line.points.map((point) => point.cumulative)));
  const step = niceStep(highest);
  const top = Math.ceil(highest / step) * step;

  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotBottom = CHART.height - CHART.bottom;
  const x = (day: number) => round(CHART.left + ((day - start) / (end - start)) * plotWidth);
  const y = (value: number) => round(plotBottom - (value / top) * (plotBottom - CHART.top));

  const lines = series.map((line, index): ChartLine => {
    const points = line.points.map((point) => ({
      x: x(dayNumber(point.day)),
      y: y(point.cumulative),
      day: point.day,
      cumulative: point.cumulative,
    }));
    // Flat until a sale day, then up: the total stands from that day on.
    const path = [`M ${x(start)} ${y(0)}`, ...points.map((point) => `H ${point.x} V ${point.y}`), `H ${x(end)}`];
    return {
      name: line.name,
      total: line.points.at(-1)?.cumulative ?? 0,
      path: path.join(" "),
      points,
      style: LINE_STYLES[index % LINE_STYLES.length]!,
    };
  });

  const span = end - start;
  const tickDays = [...new Set([0, 1, 2, 3, 4].map((part) => start + Math.round((span * part) / 4)))];
  return {
    lines,
    xTicks: tickDays.map((day) => ({ x: x(day), label: shortDay(dayOfNumber(day)) })),
    yTicks: Array.from({ length: top / step + 1 }, (_, index) => ({ y: y(index * step), label: String(index * step) })),
    from: dayOfNumber(start),
    to: dayOfNumber(end),
  };
}

/** Per sale day (or week), each type's running total then (carried over from its last sale): the chart's table. */
export function salesTable(series: readonly SalesSeries[]): { day: string; totals: number[] }[] {
  const days = [...new Set(series.flatMap((line) => line.points.map((point) => point.day)))].sort();
  return days.map((day) => ({
    day,
    totals: series.map((line) => line.points.filter((point) => point.day <= day).at(-1)?.cumulative ?? 0),
  }));
}

/** What the chart says in one sentence, for its label. */
export function salesSummary(lines: readonly ChartLine[], from: string, to: string, period: SalesPeriod): string {
  const totals = lines.map((line) => `${line.name} ${line.total}`).join(", ");
  return `Verkochte tickets per tickettype, ${PERIOD_WORDS[period].summed} van ${shortDay(from)} tot en met ${shortDay(to)}: ${totals}.`;
}
