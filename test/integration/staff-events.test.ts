import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { auditLog, events, ticketTypes, type StaffRole } from "../../server/db/schema/index.ts";
import { actingAs, type ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { duplicateEvent } from "../../server/domain/events/duplicate-event.ts";
import { cancelEvent, createEvent, updateEvent } from "../../server/domain/events/manage-events.ts";
import {
  createTicketType,
  deleteTicketType,
  TICKET_TYPE_MESSAGES,
  updateTicketType,
} from "../../server/domain/events/manage-ticket-types.ts";
import { listStaffEvents } from "../../server/domain/events/staff-event-queries.ts";
import { checkSale } from "../../server/domain/orders/sale-rules.ts";
import { PRACTICAL_INFO_MAX_LENGTH } from "../../common/validation/practical-info.ts";
import type { StaffEventInput, StaffTicketTypeInput } from "../../common/validation/staff-events.ts";
import { testDatabases } from "../support/databases.ts";
import { createStaffMember, staffActor } from "../support/factories/staff.ts";
import { testDeps } from "../support/deps.ts";

const NOW = new Date("2026-11-23T10:00:00Z");

const eventInput = (overrides: Partial<StaffEventInput> = {}): StaffEventInput => ({
  name: "Themamiddag ketenzorg",
  type: "EVENT",
  description: "Eerste alinea.\n\nTweede alinea met <b>nadruk</b>.",
  startsAt: "2027-03-11T13:00",
  endsAt: "2027-03-11T17:00",
  locationName: "De Eenhoorn",
  street: "Lindelaan 40",
  postalCode: "3822 XK",
  city: "Amersfoort",
  country: "Nederland",
  featuredImageUrl: "",
  featuredImageAlt: "",
  maxCapacity: "",
  visible: true,
  featured: false,
  ...overrides,
});

const ticketInput = (overrides: Partial<StaffTicketTypeInput> = {}): StaffTicketTypeInput => ({
  name: "Regulier",
  description: "Inclusief lunch.",
  price: "35,00",
  vatRate: "21",
  quantity: "50",
  maxPerOrder: "",
  saleStartsAt: "2026-11-01T09:00",
  saleEndsAt: "2027-03-10T23:59",
  visible: true,
  sortOrder: "10",
  ...overrides,
});

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`Verwacht een DomainError, kreeg ${String(error)}`);
  return error;
}

for (const database of testDatabases()) {
  describe(`Events in the back office on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let staff: ServiceDeps;
    let staffId: string;

    async function staffWith(roles: StaffRole[]): Promise<{ deps: ServiceDeps; id: string }> {
      const member = await createStaffMember(handle.db, NOW, { roles, name: "Ans Redacteur" });
      return { deps: actingAs(testDeps(handle.db, NOW), staffActor(member)), id: member.id };
    }

    const auditOf = (entityId: string) =>
      handle.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at);

    beforeAll(async () => {
      handle = await database.open();
      ({ deps: staff, id: staffId } = await staffWith(["redacteur"]));
    });
    afterAll(() => handle.close());

    it("creates an event with an audit row; plain text becomes paragraphs and HTML is sanitised", async () => {
      const event = await createEvent(staff, eventInput());
      expect(event).toMatchObject({ name: "Themamiddag ketenzorg", visibilityStatus: "PUBLIC", city: "Amersfoort" });
      expect(event.startsAt.toISOString()).toBe("2027-03-11T12:00:00.000Z");
      expect(event.description).toBe("<p>Eerste alinea.</p>\n<p>Tweede alinea met <b>nadruk</b>.</p>");
      const plain = await createEvent(staff, eventInput({ description: "Kosten: 3 < 4 & meer" }));
      expect(plain.description).toBe("<p>Kosten: 3 &lt; 4 &amp; meer</p>");
      const html = await createEvent(
        staff,
        eventInput({ description: '<p onclick="x()">Hoi<script>alert(1)</script></p>' }),
      );
      expect(html.description).toBe("<p>Hoi</p>");
      const [row] = await auditOf(event.id);
      expect(row).toMatchObject({ staffId, entityType: "event", action: "create", before: null });
      expect(row!.after).toMatchObject({ name: "Themamiddag ketenzorg", visibilityStatus: "PUBLIC" });
    });

    it("updates an event and records only the changed fields; a draft is hidden", async () => {
      const event = await createEvent(staff, eventInput({ name: "Studiedag" }));
      const updated = await updateEvent(staff, event.id, eventInput({ name: "Studiedag 2027", visible: false }));
      expect(updated).toMatchObject({ name: "Studiedag 2027", visibilityStatus: "HIDDEN" });
      const rows = await auditOf(event.id);
      expect(rows.map((row) => row.action)).toEqual(["create", "update"]);
      expect(rows[1]).toMatchObject({
        before: { name: "Studiedag", visibilityStatus: "PUBLIC" },
        after: { name: "Studiedag 2027", visibilityStatus: "HIDDEN" },
      });
    });

    it("refuses invalid input with Dutch messages per field", async () => {
      const error = await refusal(createEvent(staff, eventInput({ name: "", startsAt: "morgen", maxCapacity: "-3" })));
      expect(error.code).toBe("BAD_USER_INPUT");
      expect(error.details.fieldErrors).toMatchObject({
        name: "Dit veld is verplicht",
        startsAt: expect.stringContaining("datum en tijd"),
        maxCapacity: expect.stringContaining("heel getal"),
      });
      const order = await refusal(createEvent(staff, eventInput({ endsAt: "2027-03-10T17:00" })));
      expect(order.details.fieldErrors).toMatchObject({ endsAt: "Het einde ligt vóór het begin." });
    });

    it("stores the practical information sanitised, audits its change, copies it, and caps its length", async () => {
      const event = await createEvent(
        staff,
        eventInput({ practicalInfo: '<p onclick="x()">Parkeer op P2.<script>alert(1)</script></p>' }),
      );
      expect(event.practicalInfoHtml).toBe("<p>Parkeer op P2.</p>");
      // Without JavaScript staff type plain text: it becomes paragraphs and a list, as a description does.
      const typed = await updateEvent(staff, event.id, eventInput({ practicalInfo: "Parkeer op P2.\n\n- Laptop" }));
      expect(typed.practicalInfoHtml).toBe("<p>Parkeer op P2.</p>\n<ul><li>Laptop</li></ul>");
      expect((await auditOf(event.id)).at(-1)).toMatchObject({
        action: "update",
        before: { practicalInfoHtml: "<p>Parkeer op P2.</p>" },
        after: { practicalInfoHtml: "<p>Parkeer op P2.</p>\n<ul><li>Laptop</li></ul>" },
      });
      const copy = await duplicateEvent(staff, event.id, { shiftYears: 1 });
      expect(copy.practicalInfoHtml).toBe(typed.practicalInfoHtml);

      // An emptied editor, or only what the allow-list removes, is none; so is leaving the field out. (A script typed
      // without other tags is plain text, as in a description: kept as the escaped text it is.)
      for (const none of ["<p></p>", "<p><br></p>", "<p><script>alert(1)</script></p>", null, undefined]) {
        const emptied = await updateEvent(staff, event.id, eventInput({ practicalInfo: none }));
        expect(emptied.practicalInfoHtml).toBe("");
      }
      const tooLong = await refusal(
        updateEvent(staff, event.id, eventInput({ practicalInfo: `<p>${"x".repeat(PRACTICAL_INFO_MAX_LENGTH)}</p>` })),
      );
      expect(tooLong.details.fieldErrors).toEqual({
        practicalInfo: `Maximaal ${PRACTICAL_INFO_MAX_LENGTH} karakters toegestaan`,
      });
    });

    it("keeps at most one featured event: featuring one unfeatures the others, also at the same moment", async () => {
      const first = await createEvent(staff, eventInput({ name: "Uitgelicht 1", featured: true }));
      const second = await createEvent(staff, eventInput({ name: "Uitgelicht 2", featured: true }));
      const featured = () => handle.db.select({ id: events.id }).from(events).where(eq(events.featured, true));
      expect(await featured()).toEqual([{ id: second.id }]);
      expect((await auditOf(first.id)).at(-1)).toMatchObject({
        before: { featured: true },
        after: { featured: false },
      });

      const { deps: other } = await staffWith(["beheerder"]);
      await Promise.all([
        updateEvent(staff, first.id, eventInput({ name: "Uitgelicht 1", featured: true })),
        updateEvent(other, second.id, eventInput({ name: "Uitgelicht 2", featured: true })),
      ]);
      const [kept] = await featured();
      expect(await featured()).toHaveLength(1);
      // The database refuses a second one, whatever writes it (the race decides which one is kept).
      const notKept = kept!.id === first.id ? second.id : first.id;
      await expect(handle.db.update(events).set({ featured: true }).where(eq(events.id, notKept))).rejects.toThrow();
      await handle.db.update(events).set({ featured: false });
    });

    it("duplicates an event with its ticket types: nothing sold, hidden, '(kopie)', a year later", async () => {
      const source = await createEvent(staff, eventInput({ name: "Jaarcongres", featured: true }));
      const type = await createTicketType(staff, source.id, ticketInput({ maxPerOrder: "4" }));
      await handle.db.update(ticketTypes).set({ soldCount: 7, heldCount: 2 }).where(eq(ticketTypes.id, type.id));
      const copy = await duplicateEvent(staff, source.id, { shiftYears: 1 });
      expect(copy).toMatchObject({
        name: "Jaarcongres (kopie)",
        visibilityStatus: "HIDDEN",
        featured: false,
        locationName: "De Eenhoorn",
        ticketsTaken: 0,
      });
      expect(copy.startsAt.toISOString()).toBe("2028-03-11T12:00:00.000Z");
      const [copied] = await handle.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, copy.id));
      expect(copied).toMatchObject({ name: "Regulier", priceCents: 3500, soldCount: 0, heldCount: 0, maxPerOrder: 4 });
      expect(copied!.saleEndsAt?.getUTCFullYear()).toBe(2028);
      expect((await auditOf(copy.id))[0]).toMatchObject({ action: "duplicate", after: { duplicateOf: source.id } });
    });

    it("never sets places below what is sold and held; the database refuses too", async () => {
      const event = await createEvent(staff, eventInput());
      const type = await createTicketType(staff, event.id, ticketInput({ quantity: "20" }));
      await handle.db.update(ticketTypes).set({ soldCount: 6, heldCount: 2 }).where(eq(ticketTypes.id, type.id));
      const error = await refusal(updateTicketType(staff, type.id, ticketInput({ quantity: "7" })));
      expect(error.code).toBe("CONFLICT");
      expect(error.message).toBe(TICKET_TYPE_MESSAGES.quantityBelowTaken(8));
      expect((await updateTicketType(staff, type.id, ticketInput({ quantity: "8", price: "0" }))).free).toBe(true);
      await expect(
        handle.db.update(ticketTypes).set({ quantity: 5 }).where(eq(ticketTypes.id, type.id)),
      ).rejects.toThrow();
    });

    it("deletes an unsold type, but refuses to delete one that was sold and suggests hiding it", async () => {
      const event = await createEvent(staff, eventInput());
      const unsold = await createTicketType(staff, event.id, ticketInput({ name: "Student" }));
      const sold = await createTicketType(staff, event.id, ticketInput({ name: "Regulier" }));
      await handle.db.update(ticketTypes).set({ soldCount: 1 }).where(eq(ticketTypes.id, sold.id));
      expect(await deleteTicketType(staff, unsold.id)).toBe(event.id);
      const error = await refusal(deleteTicketType(staff, sold.id));
      expect(error).toMatchObject({ code: "CONFLICT", message: TICKET_TYPE_MESSAGES.notDeletable });
      expect((await auditOf(unsold.id)).map((row) => row.action)).toEqual(["create", "delete"]);
      const taken = await refusal(createTicketType(staff, event.id, ticketInput({ name: "regulier" })));
      expect(taken.details.fieldErrors).toEqual({ name: TICKET_TYPE_MESSAGES.nameTaken });
    });

    it("refuses more tickets of a type than its maximum per order when selling", async () => {
      const event = await createEvent(staff, eventInput());
      const type = await createTicketType(staff, event.id, ticketInput({ maxPerOrder: "2" }));
      const at = new Date("2026-12-01T10:00:00Z");
      await expect(checkSale(handle.db, event.id, [{ ticketTypeId: type.id, quantity: 2 }], at)).resolves.toBeTruthy();
      const error = await refusal(checkSale(handle.db, event.id, [{ ticketTypeId: type.id, quantity: 3 }], at));
      expect(error.message).toBe("Je kunt maximaal 2 tickets van Regulier per bestelling kopen.");
    });

    it("cancels an event once", async () => {
      const event = await createEvent(staff, eventInput());
      expect((await cancelEvent(staff, event.id)).canceledAt).toEqual(NOW);
      expect((await refusal(cancelEvent(staff, event.id))).code).toBe("CONFLICT");
      expect((await auditOf(event.id)).at(-1)?.action).toBe("cancel");
    });

    it("lists every event, hidden ones too, newest start first, searchable and paged", async () => {
      const tag = randomBytes(3).toString("hex");
      for (const [day, visible] of [
        ["10", true],
        ["12", false],
        ["11", true],
      ] as const) {
        await createEvent(
          staff,
          eventInput({
            name: `Lijst ${tag} ${day}`,
            startsAt: `2030-01-${day}T10:00`,
            endsAt: `2030-01-${day}T12:00`,
            visible,
          }),
        );
      }
      const first = await listStaffEvents(staff, { search: tag, first: 2 });
      expect(first.nodes.map((event) => event.name)).toEqual([`Lijst ${tag} 12`, `Lijst ${tag} 11`]);
      expect(first.totalCount).toBe(3);
      const next = await listStaffEvents(staff, { search: tag, first: 2, after: first.pageInfo.endCursor });
      expect(next.nodes.map((event) => event.name)).toEqual([`Lijst ${tag} 10`]);
      expect((await listStaffEvents(staff, { search: "100%_\\" })).nodes).toEqual([]);
    });

    it("refuses anyone without events.manage", async () => {
      const visitor = testDeps(handle.db, NOW);
      expect((await refusal(createEvent(visitor, eventInput()))).code).toBe("UNAUTHENTICATED");
      const { deps: balie } = await staffWith(["balie"]);
      expect((await refusal(listStaffEvents(balie, {}))).code).toBe("FORBIDDEN");
      expect((await refusal(createEvent(balie, eventInput({ name: "Geweigerd" })))).code).toBe("FORBIDDEN");
      expect(await handle.db.select().from(events).where(eq(events.name, "Geweigerd"))).toEqual([]);
    });
  });
}
