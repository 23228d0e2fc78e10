import { describe, expect, it } from "vitest";
import { chartedSales, DAILY_SALES_MAX_DAYS, type SalesPoint } from "./sales-figures.ts";

// Tuesday 1 December 2026 is today in these cases.
const TODAY = "2026-12-01";

function daily(...days: [string, number][]): SalesPoint[] {
  let cumulative = 0;
  return days.map(([day, sold]) => ({ day, sold, cumulative: (cumulative += sold) }));
}

describe("the dashboard's sales per day or per week", () => {
  it("keeps the days of a sale whose first day lies at most 62 days back", () => {
    const points = daily(["2026-09-30", 2], ["2026-10-01", 1], ["2026-11-30", 4]);
    expect(DAILY_SALES_MAX_DAYS).toBe(62);
    const charted = chartedSales(["regulier"], new Map([["regulier", points]]), TODAY);
    expect(charted).toEqual({ period: "DAY", byType: new Map([["regulier", points]]) });
  });

  it("takes the days of a longer sale together per week, Monday to Sunday, on the week's Sunday or today", () => {
    const regulier = daily(
      ["2026-09-01", 2], // Tuesday: the week ends on Sunday 6 September
      ["2026-09-06", 1], // that Sunday itself
      ["2026-09-07", 3], // Monday: a new week
      ["2026-11-30", 1], // Monday of the week still running: it ends today
      ["2026-12-01", 2],
    );
    const charted = chartedSales(["regulier", "student"], new Map([["regulier", regulier]]), TODAY);
    expect(charted.period).toBe("WEEK");
    expect(charted.byType.get("regulier")).toEqual([
      { day: "2026-09-06", sold: 3, cumulative: 3 },
      { day: "2026-09-13", sold: 3, cumulative: 6 },
      { day: "2026-12-01", sold: 3, cumulative: 9 },
    ]);
    expect(charted.byType.get("student")).toEqual([]);
  });

  it("charts every type of an event alike: the earliest first sale of any type decides", () => {
    const early = daily(["2026-08-01", 1]);
    const late = daily(["2026-11-25", 1], ["2026-11-26", 1]);
    const charted = chartedSales(
      ["early", "late"],
      new Map([
        ["early", early],
        ["late", late],
      ]),
      TODAY,
    );
    expect(charted.period).toBe("WEEK");
    expect(charted.byType.get("late")).toEqual([{ day: "2026-11-29", sold: 2, cumulative: 2 }]);
    expect(chartedSales(["none"], new Map(), TODAY).period).toBe("DAY");
  });
});
