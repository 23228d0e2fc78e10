import { describe, expect, it } from "vitest";
import { amsterdamDay, backupsToKeep, isoWeek, type DatedBackup } from "./rotation.ts";

/** A backup named after its UTC moment, as the backup script names its folders. */
const at = (iso: string): DatedBackup => ({ name: iso, takenAt: new Date(iso) });

/** Nightly backups at 02:15 UTC (03:15 in winter, 04:15 in summer) for `days` days up to and including `last`. */
function nightly(last: string, days: number): DatedBackup[] {
  const end = new Date(`${last}T02:15:00Z`).getTime();
  return Array.from({ length: days }, (_, i) => at(new Date(end - i * 86_400_000).toISOString()));
}

const kept = (backups: DatedBackup[]) => [...backupsToKeep(backups)].sort();

describe("the Amsterdam calendar of a backup", () => {
  it("puts a backup made just after midnight in summer on the Amsterdam day, not the UTC day", () => {
    expect(amsterdamDay(new Date("2026-07-14T22:30:00Z"))).toBe("2026-07-15");
    expect(amsterdamDay(new Date("2026-01-14T22:30:00Z"))).toBe("2026-01-14");
  });

  it("numbers ISO weeks across the turn of the year", () => {
    expect(isoWeek("2026-12-31")).toBe("2026-W53");
    expect(isoWeek("2027-01-03")).toBe("2026-W53");
    expect(isoWeek("2027-01-04")).toBe("2027-W01");
    expect(isoWeek("2025-12-29")).toBe("2026-W01");
  });
});

describe("backupsToKeep (7 daily, 4 weekly, 12 monthly)", () => {
  it("keeps everything while there are fewer backups than the scheme holds", () => {
    const backups = nightly("2026-11-26", 5);
    expect(kept(backups)).toEqual(backups.map((b) => b.name).sort());
  });

  it("keeps the newest 7 days, the newest of 4 ISO weeks and of 12 months from a year of nightly backups", () => {
    const names = kept(nightly("2026-11-26", 400));
    const days = names.map((name) => amsterdamDay(new Date(name)));
    // Seven days, Friday 20 to Thursday 26 November.
    expect(days.filter((day) => day >= "2026-11-20")).toEqual([
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
    ]);
    // The Sundays closing the three weeks before this one (week 48's newest is today).
    expect(days).toEqual(expect.arrayContaining(["2026-11-08", "2026-11-15", "2026-11-22"]));
    // The last day of each of the 11 months before November, across the turn of the year.
    const monthEnds = ["2025-12-31", "2026-01-31", "2026-02-28", "2026-03-31", "2026-06-30", "2026-10-31"];
    expect(days).toEqual(expect.arrayContaining(monthEnds));
    expect(days).not.toContain("2025-11-30"); // the 13th month back
    expect(names.length).toBe(7 + 2 + 11); // the weeks' Sunday 22 Nov is a daily one too, as is today's month
  });

  it("keeps only the newest backup of a day, also on the night the clocks go back", () => {
    // 25 October 2026: 02:30 happens twice in Amsterdam (00:30 and 01:30 UTC): one day, the later one counts.
    const backups = [at("2026-10-25T00:30:00Z"), at("2026-10-25T01:30:00Z"), at("2026-10-24T01:15:00Z")];
    const keep = backupsToKeep(backups, { daily: 1, weekly: 0, monthly: 0 });
    expect([...keep]).toEqual(["2026-10-25T01:30:00Z"]);
  });

  it("counts a backup made just after midnight on the night the clocks go forward to the new day", () => {
    // 28 March 2026 23:30 UTC is 29 March 00:30 in Amsterdam (still winter time): the same day as the 02:15 UTC one.
    const backups = [at("2026-03-28T23:30:00Z"), at("2026-03-29T02:15:00Z"), at("2026-03-28T02:15:00Z")];
    const keep = backupsToKeep(backups, { daily: 2, weekly: 0, monthly: 0 });
    expect([...keep].sort()).toEqual(["2026-03-28T02:15:00Z", "2026-03-29T02:15:00Z"]);
  });

  it("keeps the newest backup of December and of January as two months at the turn of the year", () => {
    const backups = [at("2026-12-30T02:15:00Z"), at("2026-12-31T22:59:00Z"), at("2027-01-01T02:15:00Z")];
    // 31 December 22:59 UTC is 23:59 on New Year's Eve in Amsterdam; 23:00 UTC would be 1 January.
    const keep = backupsToKeep(backups, { daily: 0, weekly: 0, monthly: 2 });
    expect([...keep].sort()).toEqual(["2026-12-31T22:59:00Z", "2027-01-01T02:15:00Z"]);
  });

  it("counts weeks that have a backup, so a server that was off for months keeps its last good backups", () => {
    const old = nightly("2026-03-10", 3);
    const keep = kept([...old, at("2026-11-26T02:15:00Z")]);
    expect(keep).toEqual([...old.map((b) => b.name), "2026-11-26T02:15:00Z"].sort());
  });
});
