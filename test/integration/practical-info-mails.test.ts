import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { courses, events, mailOutbox } from "../../server/db/schema/index.ts";
import { approveOrder } from "../../server/domain/orders/review-order.ts";
import { CreateOrderDocument, type PaymentMethod } from "../../app/graphql/generated.ts";
import { testDatabases } from "../support/databases.ts";
import { testDeps } from "../support/deps.ts";
import { createCourse, enrolInCourse } from "../support/factories/courses.ts";
import { createEvent } from "../support/factories/events.ts";
import { insertConfirmedOrder, orderInput } from "../support/factories/orders.ts";
import { BEFORE_WINDOW, reminderMails, remindUntilDone, ROUND_AT } from "../support/factories/reminders.ts";
import { addWorkshopSlots, registerForWorkshop, workshopChoiceMails } from "../support/factories/workshops.ts";
import { graphqlClient } from "../support/graphql-client.ts";
import { smtpMailSuite } from "../support/mail-suite.ts";

// An event's and a course's "Praktische informatie" in the mails their ticket holders and participants get: written
// into the outbox with the rest of the mail, sanitised on the way out, and no heading where there is none.
const site = { name: "Forensisch Forum", publicUrl: "https://forensischforum.example.org" };
const from = "Forensisch Forum <info@forensischforum.example.org>";
const NOW = new Date("2026-11-22T10:00:00Z");
const STAFF = { kind: "system", name: "beheer-test" } as const;

/** As a row could hold it had it reached the database past the service: the mails sanitise it again. */
const STORED =
  '<p onclick="steal()">Parkeer op <strong>P2</strong> &amp; loop 5 minuten.</p>' +
  '<ul><li>Laptop</li><li>Legitimatie</li></ul><script>alert("x")</script>' +
  '<p>Route: <a href="https://example.org/route">routebeschrijving</a>, <a href="javascript:alert(1)">hier</a>.</p>';
const TEXT_PART =
  "PRAKTISCHE INFORMATIE\nParkeer op P2 & loop 5 minuten.\n\n- Laptop\n- Legitimatie\n\n" +
  "Route: routebeschrijving (https://example.org/route), hier.";

function expectPracticalInfo(mail: { html: string; text: string }) {
  expect(mail.html).toContain(">Praktische informatie</h2>");
  expect(mail.html).toContain("Parkeer op <strong>P2</strong> &amp; loop 5 minuten.");
  expect(mail.html).toContain('href="https://example.org/route"');
  for (const bad of ["<script", "onclick", "javascript:", "steal()"]) expect(mail.html).not.toContain(bad);
  expect(mail.text).toContain(TEXT_PART);
}

function expectNoPracticalInfo(mail: { html: string; text: string }) {
  expect(mail.html).not.toContain("Praktische informatie");
  expect(mail.text).not.toContain("PRAKTISCHE INFORMATIE");
}

const setEventInfo = (db: Database, eventId: string, html: string) =>
  db.update(events).set({ practicalInfoHtml: html }).where(eq(events.id, eventId));

const outboxOf = (db: Database, dedupeKey: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));

for (const database of testDatabases()) {
  describe(`practical information in the mails on ${database.name}`, () => {
    const suite = smtpMailSuite(database, { site, from });

    /** An event (with the practical information given) and an order of it through the real API. */
    async function orderFor(practicalInfoHtml: string, quantity = 1, paymentMethod: PaymentMethod = "INVOICE") {
      const db = suite.handle.db;
      const { eventId, ticketTypeIds } = await createEvent(db, NOW, { ticketTypes: [{ priceCents: 25000 }] });
      await setEventInfo(db, eventId, practicalInfoHtml);
      const input = orderInput(eventId, [{ ticketTypeId: ticketTypeIds[0]!, quantity }], { paymentMethod });
      const { data, errors } = await graphqlClient(db, NOW).run(CreateOrderDocument, { input });
      expect(errors).toBeUndefined();
      return { eventId, orderId: data!.createOrder.orderId };
    }

    it("the order confirmation carries the event's practical information, also when mailed over SMTP", async () => {
      const { orderId } = await orderFor(STORED);
      const [mail] = await outboxOf(suite.handle.db, `order-confirmation:${orderId}`);
      expectPracticalInfo(mail!);

      expect(await suite.worker(NOW).runOnce()).toEqual({ sent: 1, failed: 0 });
      const [received] = suite.smtp.received;
      expect(received!.text).toContain(TEXT_PART);
      expect(received!.html).toContain(">Praktische informatie</h2>");
      expect(received!.html).toContain("Parkeer op <strong>P2</strong> &amp; loop 5 minuten.");
      expect(received!.html).not.toContain("<script");
    });

    it("an order approved by staff mails its tickets with the practical information", async () => {
      // Four tickets of € 250 is € 1000: the order waits for approval, and the tickets come with the approval.
      const { orderId } = await orderFor(STORED, 4);
      expect(await outboxOf(suite.handle.db, `order-confirmation:${orderId}`)).toEqual([]);
      await approveOrder(testDeps(suite.handle.db, NOW, { actor: STAFF }), orderId);
      const [mail] = await outboxOf(suite.handle.db, `order-confirmation:${orderId}`);
      expectPracticalInfo(mail!);
    });

    it("a confirmation of an event without practical information has no empty heading", async () => {
      for (const none of ["", "<p></p>", "<p> </p><br>"]) {
        const { orderId } = await orderFor(none);
        const [mail] = await outboxOf(suite.handle.db, `order-confirmation:${orderId}`);
        expectNoPracticalInfo(mail!);
        expect(mail!.text).toContain("JE TICKET");
      }
    });

    it("the workshop confirmation and the event reminder carry it", async () => {
      const db = suite.handle.db;
      const order = await insertConfirmedOrder(db);
      await setEventInfo(db, order.eventId, STORED);
      const [slot] = await addWorkshopSlots(db, order.eventId, [[{ name: "Verhoortechnieken", capacity: 10 }]]);
      const attendee = { firstName: "Sanne", lastName: "Hofstede", email: "sanne.hofstede@example.org" };
      const code = order.tickets[0]!.registrationCode;
      await registerForWorkshop(db, { code, workshopId: slot!.workshopIds[0]!, attendee }, BEFORE_WINDOW);
      const [choice] = await workshopChoiceMails(db);
      expectPracticalInfo(choice!);

      expect((await remindUntilDone(suite.deps(ROUND_AT))).events).toBe(1);
      const [reminder] = await reminderMails(db, "event-reminder");
      expectPracticalInfo(reminder!);
    });

    it("an event reminder without practical information has no empty heading", async () => {
      const db = suite.handle.db;
      await insertConfirmedOrder(db);
      expect((await remindUntilDone(suite.deps(ROUND_AT))).events).toBe(1);
      const [reminder] = await reminderMails(db, "event-reminder");
      expectNoPracticalInfo(reminder!);
    });

    it("a course's enrolment confirmation and reminder carry the course's, and a course without has none", async () => {
      const db = suite.handle.db;
      const { id: courseId } = await createCourse(db);
      await db.update(courses).set({ practicalInfoHtml: STORED }).where(eq(courses.id, courseId));
      const enrollment = await enrolInCourse(db, courseId, { at: BEFORE_WINDOW });
      const [confirmation] = await outboxOf(db, `course-enrollment:${enrollment.id}`);
      expectPracticalInfo(confirmation!);
      expect((await remindUntilDone(suite.deps(ROUND_AT))).courses).toBe(1);
      const [reminder] = await reminderMails(db, "course-reminder");
      expectPracticalInfo(reminder!);

      const { id: plainCourseId } = await createCourse(db, { title: "Zonder praktische informatie" });
      const plain = await enrolInCourse(db, plainCourseId, { at: BEFORE_WINDOW, email: "joris@example.org" });
      const [plainConfirmation] = await outboxOf(db, `course-enrollment:${plain.id}`);
      expectNoPracticalInfo(plainConfirmation!);
    });
  });
}
