import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { auditLog, mailOutbox, orders, tickets, workshopRegistrations } from "../../server/db/schema/index.ts";
import { inTransaction, type ServiceDeps } from "../../server/domain/deps.ts";
import { DomainError } from "../../server/domain/errors.ts";
import { createInvoiceForOrder } from "../../server/domain/invoices/create-invoice.ts";
import { orderTimeline } from "../../server/domain/orders/order-timeline.ts";
import { resendOrderConfirmation } from "../../server/domain/orders/resend-confirmation.ts";
import { listStaffOrders } from "../../server/domain/orders/staff-order-list.ts";
import { findStaffOrder } from "../../server/domain/orders/staff-order-view.ts";
import { changeTicketHolder } from "../../server/domain/orders/ticket-holder.ts";
import { approveOrderAsStaff, rejectOrderAsStaff } from "../../server/domain/orders/staff-review.ts";
import { insertAwaitingOrderForTest, insertConfirmedOrder, TEST_BUYER } from "../support/factories/orders.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { failedMail } from "../support/factories/mail.ts";
import { payByIdeal } from "../support/factories/payments.ts";
import { addWorkshopSlots, registerForWorkshop } from "../support/factories/workshops.ts";
import { asStaff, insertStaffActor } from "../support/factories/staff.ts";

const NOW = new Date("2026-11-23T10:00:00Z");
const KEY = "formulier-sleutel-0001";

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`verwacht een DomainError, kreeg ${String(error)}`);
  return error;
}

for (const database of testDatabases()) {
  describe(`Orders in the back office on ${database.name}`, () => {
    let handle: DatabaseHandle;
    let finance: ServiceDeps;
    let editor: ServiceDeps;

    beforeAll(async () => {
      handle = await database.open();
      const deps = testDeps(handle.db, NOW);
      finance = asStaff(deps, await insertStaffActor(handle.db, ["financien"], "Fien Financiën"));
      editor = asStaff(deps, await insertStaffActor(handle.db, ["redacteur"]));
    });
    afterAll(async () => handle?.close());

    it("finds orders by name, e-mail, id and invoice number, filters them and totals the whole set", async () => {
      const unique = `zoek${Date.now()}`;
      const ideal = await insertConfirmedOrder(handle.db, {
        paymentMethod: "IDEAL",
        buyer: { lastName: `Jansen-${unique}`, email: `${unique}@voorbeeld.example.org` },
      });
      const invoiced = await insertConfirmedOrder(handle.db, { buyer: { lastName: `Bakker-${unique}` } });
      await handle.db
        .update(orders)
        .set({ createdAt: new Date("2026-11-20T23:30:00Z") })
        .where(eq(orders.id, invoiced.orderId));
      const { number } = await inTransaction(finance, (unit) => createInvoiceForOrder(unit, invoiced.orderId));

      const byName = await listStaffOrders(finance, { search: unique }, { first: 1 });
      expect(byName.nodes).toHaveLength(1);
      expect(byName.pageInfo.hasNextPage).toBe(true);
      expect(byName.totals).toEqual({ orderCount: 2, totalCents: ideal.totalCents + invoiced.totalCents });
      const next = await listStaffOrders(finance, { search: unique }, { first: 1, after: byName.pageInfo.endCursor });
      expect([...byName.nodes, ...next.nodes].map((order) => order.id).sort()).toEqual(
        [ideal.orderId, invoiced.orderId].sort(),
      );

      const ids = async (filter: Parameters<typeof listStaffOrders>[1]) =>
        (await listStaffOrders(finance, filter, {})).nodes.map((order) => order.id);
      expect(await ids({ search: `${unique}@VOORBEELD` })).toEqual([ideal.orderId]);
      expect(await ids({ search: invoiced.orderId.slice(0, 13) })).toEqual([invoiced.orderId]);
      expect(await ids({ search: number })).toEqual([invoiced.orderId]);
      expect(await ids({ search: `Sanne Bakker-${unique}` })).toEqual([invoiced.orderId]);
      expect(await ids({ search: unique, paymentMethod: "IDEAL" })).toEqual([ideal.orderId]);
      expect(await ids({ search: unique, status: "INVOICED" })).toEqual([invoiced.orderId]);
      expect(await ids({ search: unique, eventId: ideal.eventId })).toEqual([ideal.orderId]);
      // 23:30 UTC on 20 November is 00:30 on 21 November in Amsterdam.
      expect(await ids({ search: unique, createdFrom: "2026-11-21", createdUntil: "2026-11-21" })).toEqual([
        invoiced.orderId,
      ]);
      expect(await ids({ search: unique, createdUntil: "2026-11-20" })).toEqual([]);
      expect(await ids({ search: "100%_niets" })).toEqual([]);

      const filtered = await listStaffOrders(finance, { search: unique, status: "PAID" }, {});
      expect(filtered.totals).toEqual({ orderCount: 1, totalCents: ideal.totalCents });
      expect((await refusal(listStaffOrders(finance, { createdFrom: "2026-02-30" }, {}))).code).toBe("BAD_USER_INPUT");
      expect((await refusal(listStaffOrders(editor, {}, {}))).code).toBe("FORBIDDEN");
    });

    it("shows an order's tickets, invoices and timeline: created, payments, mails, invoices, tickets, staff", async () => {
      const order = await insertConfirmedOrder(handle.db, { paymentMethod: "IDEAL" });
      await payByIdeal(handle.db, order, new Date("2026-11-22T10:00:30Z"));
      await failedMail(
        handle.db,
        { to: TEST_BUYER.email, subject: "Je tickets", orderId: order.orderId },
        new Date("2026-11-22T10:02:00Z"),
        { attempts: 3, lastError: "550 mailbox unavailable" },
      );
      await handle.db
        .update(orders)
        .set({ createdAt: new Date("2026-11-22T10:00:00Z") })
        .where(eq(orders.id, order.orderId));
      await handle.db
        .update(tickets)
        .set({ createdAt: new Date("2026-11-22T10:01:00Z") })
        .where(eq(tickets.orderId, order.orderId));
      const [ticket] = order.tickets;
      await changeTicketHolder(finance, {
        ticketId: ticket!.id,
        firstName: "Piet",
        lastName: "Klaassen",
        email: "piet@voorbeeld.example.org",
      });

      const view = await findStaffOrder(finance, order.orderId);
      expect(view).toMatchObject({ id: order.orderId, eventName: "Forensisch Forum Jaarcongres 2027", status: "PAID" });
      expect(view!.tickets).toHaveLength(3);
      expect(view!.tickets.find((one) => one.id === ticket!.id)).toMatchObject({
        holderIsBuyer: false,
        holder: { firstName: "Piet", lastName: "Klaassen", email: "piet@voorbeeld.example.org" },
      });
      const timeline = await orderTimeline(finance, order.orderId);
      expect(timeline.map((entry) => entry.kind)).toEqual([
        "order",
        "payment",
        "ticket",
        "ticket",
        "ticket",
        "mail",
        "staff",
      ]);
      expect(timeline.map((entry) => entry.title)).toContain("Betaalpoging: betaald");
      expect(timeline.find((entry) => entry.kind === "mail")).toMatchObject({
        title: "E-mail: Je tickets",
        // In Dutch for staff; the mail server's own words behind "Technische details".
        detail:
          `Aan ${TEST_BUYER.email}: niet verstuurd, 3 pogingen, laatste poging: de ontvangende mailserver weigerde ` +
          "de e-mail (adres bestaat niet of is geblokkeerd)",
        technicalDetail: "550 mailbox unavailable",
      });
      expect(timeline.at(-1)).toMatchObject({ title: "Tickethouder gewijzigd", detail: "Door Fien Financiën" });
      expect(await findStaffOrder(finance, "geen-uuid")).toBeNull();
      expect((await refusal(findStaffOrder(editor, order.orderId))).code).toBe("FORBIDDEN");
      expect((await refusal(orderTimeline(editor, order.orderId))).code).toBe("FORBIDDEN");
    });

    it("resends the confirmation once per form, even when posted twice at once, and audits it", async () => {
      const order = await insertConfirmedOrder(handle.db, { paymentMethod: "IDEAL" });
      const results = await Promise.all([
        resendOrderConfirmation(finance, { orderId: order.orderId, idempotencyKey: KEY }),
        resendOrderConfirmation(finance, { orderId: order.orderId, idempotencyKey: KEY }),
      ]);
      expect(results.map((result) => result.queued).sort()).toEqual([false, true]);
      const again = await resendOrderConfirmation(finance, { orderId: order.orderId, idempotencyKey: KEY });
      expect(again.queued).toBe(false);
      const other = await resendOrderConfirmation(finance, { orderId: order.orderId, idempotencyKey: `${KEY}-2` });
      expect(other.queued).toBe(true);

      const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.orderId));
      expect(mails).toHaveLength(2);
      expect(mails[0]).toMatchObject({ toAddress: TEST_BUYER.email });
      expect(mails[0]!.attachments).toHaveLength(3);
      const audits = await handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, order.orderId), eq(auditLog.action, "resend_confirmation")));
      expect(audits).toHaveLength(2);

      const pending = await insertConfirmedOrder(handle.db, { status: "PENDING", paymentMethod: "IDEAL" });
      expect(
        (await refusal(resendOrderConfirmation(finance, { orderId: pending.orderId, idempotencyKey: KEY }))).code,
      ).toBe("CONFLICT");
      expect(
        (await refusal(resendOrderConfirmation(finance, { orderId: order.orderId, idempotencyKey: "kort" }))).code,
      ).toBe("BAD_USER_INPUT");
      expect(
        (await refusal(resendOrderConfirmation(finance, { orderId: "geen-uuid", idempotencyKey: KEY }))).code,
      ).toBe("NOT_FOUND");
      expect(
        (await refusal(resendOrderConfirmation(editor, { orderId: order.orderId, idempotencyKey: KEY }))).code,
      ).toBe("FORBIDDEN");
      expect(
        await handle.db
          .select()
          .from(mailOutbox)
          .where(like(mailOutbox.dedupeKey, `%${pending.orderId}%`)),
      ).toEqual([]);
    });

    it("changes a ticket's holder and its workshop registrations, once, with before and after audited", async () => {
      const order = await insertConfirmedOrder(handle.db, { paymentMethod: "IDEAL" });
      const ticketId = order.tickets[0]!.id;
      const [slot] = await addWorkshopSlots(handle.db, order.eventId, [[{ name: "Risicotaxatie", capacity: 20 }]]);
      const code = order.tickets[0]!.registrationCode;
      await registerForWorkshop(handle.db, { code, workshopId: slot!.workshopIds[0]!, attendee: TEST_BUYER }, NOW);

      const holder = { ticketId, firstName: "Ahmed", lastName: "El Amrani", email: "ahmed@voorbeeld.example.org" };
      const results = await Promise.all([changeTicketHolder(finance, holder), changeTicketHolder(finance, holder)]);
      expect(results.map((result) => result.changed).sort()).toEqual([false, true]);
      const [row] = await handle.db.select().from(tickets).where(eq(tickets.id, ticketId));
      expect(row).toMatchObject({
        holderFirstName: "Ahmed",
        holderLastName: "El Amrani",
        holderEmail: "ahmed@voorbeeld.example.org",
      });
      expect(
        await handle.db.select().from(workshopRegistrations).where(eq(workshopRegistrations.ticketId, ticketId)),
      ).toMatchObject([{ firstName: "Ahmed", lastName: "El Amrani", email: "ahmed@voorbeeld.example.org" }]);
      const audits = await handle.db.select().from(auditLog).where(eq(auditLog.entityId, ticketId));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        entityType: "ticket",
        action: "change_holder",
        before: { firstName: TEST_BUYER.firstName, lastName: TEST_BUYER.lastName, email: TEST_BUYER.email },
        after: { firstName: "Ahmed", lastName: "El Amrani", email: "ahmed@voorbeeld.example.org" },
      });

      // Back to the buyer: stored as "the buyer" again.
      await changeTicketHolder(finance, { ticketId, ...TEST_BUYER });
      const [back] = await handle.db.select().from(tickets).where(eq(tickets.id, ticketId));
      expect(back).toMatchObject({ holderFirstName: null, holderLastName: null, holderEmail: null });

      const bad = await refusal(changeTicketHolder(finance, { ...holder, email: "geen-adres" }));
      expect(bad.code).toBe("BAD_USER_INPUT");
      expect(bad.details).toMatchObject({ field: "email" });
      expect((await refusal(changeTicketHolder(finance, { ...holder, ticketId: "geen-uuid" }))).code).toBe("NOT_FOUND");
      expect((await refusal(changeTicketHolder(editor, holder))).code).toBe("FORBIDDEN");
    });

    it("approves or refuses an order awaiting approval once, naming the staff member, even twice at once", async () => {
      const base = await insertConfirmedOrder(handle.db, {
        lines: [{ name: "Regulier", priceCents: 3500, vatRate: "21", quantity: 1 }],
      });
      const toApprove = await insertAwaitingOrderForTest(handle.db, base.eventId, base.ticketTypeIds[0]!);
      const approvals = await Promise.all([
        approveOrderAsStaff(finance, toApprove),
        approveOrderAsStaff(finance, toApprove),
      ]);
      expect(approvals.map((result) => result.changed).sort()).toEqual([false, true]);
      const [approved] = await handle.db.select().from(orders).where(eq(orders.id, toApprove));
      expect(approved).toMatchObject({ status: "INVOICED", reviewDecision: "APPROVED", reviewedBy: "Fien Financiën" });
      expect(await handle.db.select().from(auditLog).where(eq(auditLog.entityId, toApprove))).toMatchObject([
        { entityType: "order", action: "approve", actorName: "Fien Financiën" },
      ]);
      expect((await refusal(rejectOrderAsStaff(finance, toApprove))).code).toBe("CONFLICT");

      const toReject = await insertAwaitingOrderForTest(handle.db, base.eventId, base.ticketTypeIds[0]!);
      expect((await refusal(rejectOrderAsStaff(editor, toReject))).code).toBe("FORBIDDEN");
      const rejected = await rejectOrderAsStaff(finance, toReject);
      expect(rejected).toEqual({ orderId: toReject, status: "CANCELED", changed: true });
      expect((await rejectOrderAsStaff(finance, toReject)).changed).toBe(false);
      expect(await handle.db.select().from(auditLog).where(eq(auditLog.entityId, toReject))).toHaveLength(1);
    });
  });
}
