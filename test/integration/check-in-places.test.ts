import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { checkInPlaces } from "../../server/domain/checkin/check-in-places.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { createCourse } from "../support/factories/courses.ts";
import { createEvent } from "../support/factories/events.ts";
import { asStaff, insertStaffActor } from "../support/factories/staff.ts";

// The places the check-in page lists, in the order door staff on a phone look for them.
const now = new Date("2027-03-11T08:15:00Z");
const DAY = 24 * 60 * 60 * 1000;

for (const database of testDatabases()) {
  describe(`The check-in page's places on ${database.name}`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await database.open();
    });
    afterAll(async () => handle?.close());

    it("start with today's and the coming ones, soonest first, then those of the past month, latest first", async () => {
      const balie = asStaff(testDeps(handle.db, now), await insertStaffActor(handle.db, ["balie"], "Bram Balie"));
      // Created out of order, so the list's order is the service's.
      for (const [name, startsInDays] of [
        ["Volgende maand", 30],
        ["Drie weken terug", -21],
        ["Vandaag", 0],
        ["Gisteren", -1],
        ["Overmorgen", 2],
        ["Twee maanden terug", -60],
      ] as const) {
        await createEvent(handle.db, now, { name, startsInDays });
      }
      for (const [title, days] of [
        ["Cursus vorige week", -7],
        ["Cursus volgende week", 7],
        ["Cursus morgen", 1],
      ] as const) {
        const startsAt = new Date(now.getTime() + days * DAY);
        await createCourse(handle.db, { title, startsAt, endsAt: new Date(startsAt.getTime() + 7 * 3600_000) });
      }
      const places = await checkInPlaces(balie);
      expect(places.events.map((event) => event.name)).toEqual([
        "Vandaag",
        "Overmorgen",
        "Volgende maand",
        "Gisteren",
        "Drie weken terug",
      ]);
      expect(places.courses.map((course) => course.name)).toEqual([
        "Cursus morgen",
        "Cursus volgende week",
        "Cursus vorige week",
      ]);
    });

    it("keep today's event among the first in the evening after it ended: the door may still correct it", async () => {
      // 21:00 in Amsterdam; the day's event ran from 10:00 to 18:00 Amsterdam time.
      const evening = new Date("2027-04-20T19:00:00Z");
      const balie = asStaff(testDeps(handle.db, evening), await insertStaffActor(handle.db, ["balie"], "Bea Balie"));
      for (const [name, startsInDays] of [
        ["Eergisteren", -2],
        ["Vandaag afgelopen", -11 / 24],
        ["Over een week", 7],
      ] as const) {
        await createEvent(handle.db, evening, { name, startsInDays });
      }
      const names = (await checkInPlaces(balie)).events.map((event) => event.name);
      expect(names.indexOf("Vandaag afgelopen")).toBeLessThan(names.indexOf("Over een week"));
      expect(names.indexOf("Over een week")).toBeLessThan(names.indexOf("Eergisteren"));
    });
  });
}
