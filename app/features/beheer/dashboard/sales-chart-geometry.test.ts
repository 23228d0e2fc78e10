import { describe, expect, it } from "vitest";
import {
  CHART,
  LINE_STYLES,
  niceStep,
  salesChartGeometry,
  salesSummary,
  salesTable,
  type SalesSeries,
} from "./sales-chart-geometry.ts";

const SERIES: SalesSeries[] = [
  {
    name: "Regulier",
    points: [
      { day: "2026-11-20", cumulative: 2 },
      { day: "2026-11-22", cumulative: 5 },
    ],
  },
  { name: "Student", points: [{ day: "2026-11-21", cumulative: 1 }] },
];

const plotBottom = CHART.height - CHART.bottom;

describe("the sales chart's geometry", () => {
  it("draws nothing when nothing was sold", () => {
    expect(salesChartGeometry([{ name: "Regulier", points: [] }], "2026-11-25")).toBeNull();
  });

  it("runs from the day before the first sale to today, with steps up on each sale day", () => {
    const geometry = salesChartGeometry(SERIES, "2026-11-25")!;
    expect(geometry.from).toBe("2026-11-19");
    expect(geometry.to).toBe("2026-11-25");
    // Six days over 572 units: 95.33 per day; the y axis reaches 6 (steps of 2) over 204 units: 34 per ticket.
    const [regulier, student] = geometry.lines;
    expect(regulier!.path).toBe(`M 48 ${plotBottom} H 143.3 V 152 H 334 V 50 H 620`);
    expect(regulier!.points.map((point) => [point.x, point.y])).toEqual([
      [143.3, 152],
      [334, 50],
    ]);
    expect(regulier!.total).toBe(5);
    expect(student!.path).toBe(`M 48 ${plotBottom} H 238.7 V 186 H 620`);
    expect(geometry.yTicks.map((tick) => tick.label)).toEqual(["0", "2", "4", "6"]);
    expect(geometry.yTicks[0]!.y).toBe(plotBottom);
    expect(geometry.yTicks.at(-1)!.y).toBe(CHART.top);
    expect(geometry.xTicks.map((tick) => tick.label)).toEqual(["19 nov", "21 nov", "22 nov", "24 nov", "25 nov"]);
    expect(geometry.xTicks[0]!.x).toBe(CHART.left);
    expect(geometry.xTicks.at(-1)!.x).toBe(CHART.width - CHART.right);
  });

  it("gives every line its own dash pattern and marker, not only its own colour", () => {
    const geometry = salesChartGeometry(SERIES, "2026-11-25")!;
    const [first, second] = geometry.lines.map((line) => line.style);
    expect(first!.dash).not.toBe(second!.dash);
    expect(first!.marker).not.toBe(second!.marker);
    expect(new Set(LINE_STYLES.map((style) => `${style.dash}|${style.marker}`)).size).toBe(LINE_STYLES.length);
  });

  it("ends at the last sale day when that is after today's date as given", () => {
    expect(salesChartGeometry(SERIES, "2026-11-01")!.to).toBe("2026-11-22");
  });

  it("chooses steps of 1, 2 or 5 times a power of ten", () => {
    expect([1, 3, 5, 9, 17, 40, 130, 999].map((max) => niceStep(max))).toEqual([1, 1, 2, 5, 5, 10, 50, 500]);
  });

  it("sums itself up in words and lists the running totals per day for the table", () => {
    const geometry = salesChartGeometry(SERIES, "2026-11-25")!;
    expect(salesSummary(geometry.lines, geometry.from, geometry.to, "DAY")).toBe(
      "Verkochte tickets per tickettype, opgeteld per dag van 19 nov tot en met 25 nov: Regulier 5, Student 1.",
    );
    expect(salesTable(SERIES)).toEqual([
      { day: "2026-11-20", totals: [2, 0] },
      { day: "2026-11-21", totals: [2, 1] },
      { day: "2026-11-22", totals: [5, 1] },
    ]);
  });
});
