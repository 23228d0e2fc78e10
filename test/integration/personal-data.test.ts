import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { collectPersonalData, type PersonalData } from "../../server/domain/privacy/collect-personal-data.ts";
import { testDatabases } from "../support/databases.ts";
import { ALICE, BOB, CARLA, insertSharedWorld, type SharedWorld } from "../support/factories/privacy.ts";

// "Mijn gegevens" holds everything about one address and nothing about another, on PGlite and PostgreSQL.
const now = new Date("2027-04-01T10:00:00Z");

/** Every way the other people could appear in an export: addresses (any case), names, phone, street. */
const tracesOf = (person: { firstName: string; lastName: string; email: string }) => [
  person.email.toLowerCase(),
  person.email.split("@")[0]!.toLowerCase(),
  person.firstName.toLowerCase(),
  person.lastName.toLowerCase(),
];
const ALICE_TRACES = [...tracesOf(ALICE), ALICE.phoneNumber, ALICE.address.toLowerCase(), "zorg utrecht"];

function expectNoTraces(data: PersonalData, traces: string[]) {
  const text = JSON.stringify(data).toLowerCase();
  for (const trace of traces) expect(text, trace).not.toContain(trace.toLowerCase());
}

for (const database of testDatabases()) {
  describe(`The export of one address on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let world: SharedWorld;

    beforeAll(async () => {
      handle = await database.open();
      world = await insertSharedWorld(handle.db);
    });
    afterAll(async () => handle?.close());

    it("gives the buyer her order whole: buyer fields, lines, payments, invoices, her own ticket with choice and check-in", async () => {
      const data = await collectPersonalData(handle.db, ` ${ALICE.email.toUpperCase()} `, now);
      expect(data.email).toBe(ALICE.email.toLowerCase());
      expect(data.generatedAt).toEqual(now);
      expect(data.orders).toHaveLength(1);
      const [order] = data.orders;
      expect(order!.buyer).toEqual(ALICE);
      expect(order!.lines).toEqual([{ description: "Regulier", quantity: 3, unitPriceCents: 9500, vatRate: "21" }]);
      expect(order!.payments).toEqual([
        expect.objectContaining({ method: "IDEAL", status: "paid", amountCents: 28500 }),
      ]);
      expect(
        order!.invoices.map(({ number, kind, creditFor, totalCents }) => ({ number, kind, creditFor, totalCents })),
      ).toEqual([
        { number: "2027-0001", kind: "INVOICE", creditFor: null, totalCents: 28500 },
        { number: "2027-0002", kind: "CREDIT", creditFor: "2027-0001", totalCents: -9500 },
      ]);
      expect(order!.invoices[0]!.payments).toEqual([{ amountCents: 19000, paidOn: "2027-03-01" }]);
      expect(order!.tickets).toHaveLength(1);
      const [ticket] = order!.tickets;
      expect(ticket!.workshopChoices.map((choice) => choice.workshop)).toEqual(["Verhoortechnieken"]);
      expect(ticket!.checkIns.map((scan) => scan.place)).toEqual(["EVENT"]);
      // Bob's and Carla's tickets: the codes she bought, nothing about who uses them.
      expect(order!.ticketsForOthers).toHaveLength(2);
      expect(new Set([ticket!.code, ...order!.ticketsForOthers.map((other) => other.code)])).toEqual(
        new Set(world.codes),
      );
      expect(data.heldTickets).toEqual([]);
    });

    it("gives the buyer her own workshop choice, waitlist place, enrolment with check-in and mails, and nothing of Bob or Carla", async () => {
      const data = await collectPersonalData(handle.db, ALICE.email, now);
      expect(data.workshopRegistrations.map((row) => [row.workshop, row.firstName])).toEqual([
        ["Verhoortechnieken", "Alice"],
      ]);
      expect(data.workshopWaitlistEntries.map((row) => row.workshop)).toEqual(["Risicotaxatie"]);
      expect(data.courseEnrollments.map((row) => [row.course.title, row.organization, row.checkIns.length])).toEqual([
        ["Risicotaxatie met de HKT-R", "Zorg Utrecht", 1],
      ]);
      expect(data.courseWaitlistEntries).toEqual([]);
      expect(data.certificates).toEqual([]);
      expect(data.mails.map((mail) => mail.subject)).toEqual(["Bericht voor Alice"]);
      expect(data.staffAccounts).toEqual([]);
      expectNoTraces(data, [
        ...tracesOf(BOB),
        ...tracesOf(CARLA),
        "kliniek",
        "0687654321",
        "Risicotaxatie met de HKT-R".repeat(2),
      ]);
      expect(JSON.stringify(data)).not.toContain("geheim");
    });

    it("gives the holder his ticket on her order (code, choice, check-in), his enrolment, waitlist place, certificate and account, nothing of Alice", async () => {
      const data = await collectPersonalData(handle.db, BOB.email.toUpperCase(), now);
      expect(data.orders).toEqual([]);
      expect(data.heldTickets).toHaveLength(1);
      const [held] = data.heldTickets;
      expect(held!.holderName).toBe("Bob Bakker");
      expect(world.codes).toContain(held!.code);
      expect(held!.workshopChoices.map((choice) => choice.workshop)).toEqual(["Risicotaxatie"]);
      expect(held!.checkIns).toHaveLength(1);
      expect(data.workshopRegistrations).toHaveLength(1);
      expect(data.courseEnrollments.map((row) => row.phoneNumber)).toEqual(["0687654321"]);
      expect(data.courseWaitlistEntries.map((row) => row.course.title)).toEqual(["Motiverende gespreksvoering"]);
      expect(data.certificates.map((row) => row.code)).toEqual(["FC-BOB0-0000-0001"]);
      expect(data.mails.map((mail) => mail.subject)).toEqual(["Bericht voor Bob"]);
      expect(data.staffAccounts.map((account) => account.roles)).toEqual([["balie"]]);
      expectNoTraces(data, [...ALICE_TRACES, ...tracesOf(CARLA), "28500", "2027-0001"]);
    });

    it("gives the colleague who chose a workshop with a code only her choice, and an unknown address nothing at all", async () => {
      const carla = await collectPersonalData(handle.db, CARLA.email, now);
      expect(carla.workshopRegistrations.map((row) => row.workshop)).toEqual(["Verhoortechnieken"]);
      expect(carla.orders).toEqual([]);
      expect(carla.heldTickets).toEqual([]);
      expectNoTraces(carla, [...ALICE_TRACES, ...tracesOf(BOB)]);
      const nobody = await collectPersonalData(handle.db, "niemand@example.org", now);
      const { email: _e, generatedAt: _g, ...lists } = nobody;
      for (const list of Object.values(lists)) expect(list).toEqual([]);
    });
  });
}
