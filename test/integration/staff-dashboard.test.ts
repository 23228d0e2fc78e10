import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import type { StaffRole } from "../../server/db/schema/index.ts";
import { upcomingEventFigures } from "../../server/domain/dashboard/event-figures.ts";
import { invoiceFigures } from "../../server/domain/dashboard/outstanding-invoices.ts";
import { staffDashboard } from "../../server/domain/dashboard/staff-dashboard.ts";
import type { ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { vatIncludedIn } from "../../server/domain/invoices/vat.ts";
import { StaffDashboardMoneyDocument } from "../graphql/generated.ts";
import { DASHBOARD_NOW, insertDashboardFixture, type DashboardFixture } from "../support/factories/dashboard.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { asStaff, createStaffMember, insertStaffActor, staffCookieFor } from "../support/factories/staff.ts";

// The dashboard's figures for a known set of orders, workshops, courses and invoices, and which of them
// each role sees.
async function refusalCode(work: Promise<unknown>): Promise<string | null> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`Verwacht een DomainError, kreeg ${String(error)}`);
  return error.code;
}

for (const database of testDatabases()) {
  describe(`The dashboard on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let fixture: DashboardFixture;
    const as = new Map<StaffRole, ServiceDeps>();

    beforeAll(async () => {
      handle = await database.open();
      fixture = await insertDashboardFixture(handle.db);
      for (const role of ["beheerder", "redacteur", "financien", "balie"] as const) {
        as.set(role, asStaff(testDeps(handle.db, DASHBOARD_NOW), await insertStaffActor(handle.db, [role])));
      }
    });
    afterAll(async () => {
      await handle?.close();
    });

    it("lists the upcoming events, hidden ones too, soonest first, without canceled or ended ones", async () => {
      const dashboard = await staffDashboard(as.get("beheerder")!);
      expect(dashboard.today).toBe("2026-11-25");
      expect(dashboard.events?.map((event) => event.name)).toEqual(["Jaarcongres 2026", "Verborgen themadag"]);
      expect(dashboard.events?.[1]).toMatchObject({ id: fixture.hiddenEventId, visibilityStatus: "HIDDEN" });
    });

    it("counts the tickets of confirmed orders per type and Amsterdam day, cumulatively", async () => {
      const [event] = (await staffDashboard(as.get("beheerder")!)).events!;
      // A sale that began days ago is charted per day (sales-figures.test.ts: per week when it began long ago).
      expect(event!.salesPeriod).toBe("DAY");
      const [regulier, student] = event!.ticketTypes;
      // The pending and the canceled order count for nothing; the paid one of 00:30 counts on the 21st.
      expect(regulier).toMatchObject({ id: fixture.regulierId, quantity: 10, soldCount: 3, heldCount: 2 });
      expect(regulier!.sales).toEqual([
        { day: "2026-11-21", sold: 2, cumulative: 2 },
        { day: "2026-11-23", sold: 1, cumulative: 3 },
      ]);
      expect(student!.sales).toEqual([{ day: "2026-11-23", sold: 1, cumulative: 1 }]);
    });

    it("gives the places left as the public page does: sold and held taken, capped by the event's own places", async () => {
      const [event] = (await staffDashboard(as.get("beheerder")!)).events!;
      // Regulier has 10 - 3 - 2 = 5 of its own and Student 5 - 1 = 4, but the event has only 9 - 6 = 3 left.
      expect(event!.ticketTypes.map((type) => type.placesLeft)).toEqual([3, 3]);
      expect(event!.workshops).toEqual([
        expect.objectContaining({ id: fixture.workshopId, capacity: 20, registeredCount: 7, placesLeft: 13 }),
      ]);
    });

    it("sums the revenue of confirmed orders, VAT per line as on the invoice", async () => {
      const [event, hidden] = (await staffDashboard(as.get("beheerder")!)).events!;
      const vat = vatIncludedIn(2 * 9500, "21") + vatIncludedIn(9500, "21");
      expect(vat).toBe(3298 + 1649);
      expect(event!.revenue).toEqual({ inclVatCents: 33_000, vatCents: vat, exclVatCents: 33_000 - vat });
      expect(hidden!.revenue).toEqual({ inclVatCents: 0, vatCents: 0, exclVatCents: 0 });
    });

    it("shows the courses that have not ended, with enrolled of the maximum", async () => {
      const { courses } = await staffDashboard(as.get("beheerder")!);
      expect(courses).toEqual([
        expect.objectContaining({ id: fixture.courseId, enrolledCount: 4, maxParticipants: 12, availablePlaces: 8 }),
      ]);
    });

    it("counts open and overdue invoices: not credited, not a credit invoice, of an order still invoiced", async () => {
      const { invoices } = await staffDashboard(as.get("financien")!);
      expect(invoices).toEqual({
        outstandingCount: 2,
        outstandingCents: 23_500,
        overdueCount: 1,
        overdueCents: 14_000,
      });
      // After 9 December the open one is past its due date too.
      const later = { ...as.get("financien")!, clock: () => new Date("2026-12-10T10:00:00Z") };
      expect(await invoiceFigures(later)).toMatchObject({ overdueCount: 2, overdueCents: 23_500 });
    });

    it("shows a redacteur and a balie member places and enrolments but no money", async () => {
      for (const role of ["redacteur", "balie"] as const) {
        const dashboard = await staffDashboard(as.get(role)!);
        expect(dashboard.invoices, role).toBeNull();
        expect(
          dashboard.events?.map((event) => event.revenue),
          role,
        ).toEqual([null, null]);
        expect(dashboard.events?.[0]?.ticketTypes[0]?.placesLeft, role).toBe(3);
        expect(dashboard.courses, role).toHaveLength(1);
      }
      expect(await refusalCode(invoiceFigures(as.get("redacteur")!))).toBe("FORBIDDEN");
    });

    it("refuses the figures to anyone not signed in as staff", async () => {
      const visitor = testDeps(handle.db, DASHBOARD_NOW);
      expect(await refusalCode(staffDashboard(visitor))).toBe("UNAUTHENTICATED");
      expect(await refusalCode(upcomingEventFigures(visitor))).toBe("UNAUTHENTICATED");
      expect(await refusalCode(invoiceFigures(visitor))).toBe("UNAUTHENTICATED");
    });

    it("answers a redacteur over GraphQL with the money left out", async () => {
      const redacteur = await createStaffMember(handle.db, DASHBOARD_NOW, { roles: ["redacteur"] });
      const cookie = await staffCookieFor(handle.db, redacteur.id, DASHBOARD_NOW);
      const answer = await graphqlClient(handle.db, DASHBOARD_NOW).run(StaffDashboardMoneyDocument, {}, { cookie });
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({
        staffDashboard: {
          events: [
            { name: "Jaarcongres 2026", revenue: null },
            { name: "Verborgen themadag", revenue: null },
          ],
          invoices: null,
        },
      });
    });
  });
}
