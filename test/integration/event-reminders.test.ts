import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DbOrTx } from "../../server/db/client.ts";
import { events, orders, tickets } from "../../server/db/schema/index.ts";
import { sendDueReminders } from "../../server/domain/reminders/send-due-reminders.ts";
import { COURSE_START } from "../support/factories/courses.ts";
import { testDatabases } from "../support/databases.ts";
import { smtpMailSuite } from "../support/mail-suite.ts";
import { insertConfirmedOrder, TEST_BUYER, type TestOrderOptions } from "../support/factories/orders.ts";
import {
  BEFORE_WINDOW,
  INSIDE_WINDOW,
  reminderMails,
  remindUntilDone,
  ROUND_AT,
  withReminderDays,
} from "../support/factories/reminders.ts";
import { sendDueMailsWithoutTransport } from "../support/factories/mail.ts";
import { createForum, registerForWorkshop } from "../support/factories/workshops.ts";

// The reminder before an event (decision 0017), per recipient per order, written once and delivered with its .ics.
const site = { name: "Forensisch Forum", publicUrl: "https://forensischforum.example.org" };
const from = "Forensisch Forum <info@forensischforum.example.org>";
const HOLDER = { holderFirstName: "Joris", holderLastName: "Vermeer", holderEmail: "joris.vermeer@example.org" };

async function ticketIdsOf(db: DbOrTx, codes: string[]) {
  const rows = await db.select().from(tickets).where(inArray(tickets.registrationCode, codes));
  return codes.map((code) => rows.find((row) => row.registrationCode === code)!.id);
}

const twoTickets: TestOrderOptions = { lines: [{ name: "Regulier", priceCents: 9500, vatRate: "21", quantity: 2 }] };

for (const database of testDatabases()) {
  describe(`event reminders on ${database.name}`, () => {
    const suite = smtpMailSuite(database, { site, from });

    it("mails a named holder their ticket and the buyer the others, with workshop choices, change links and .ics", async () => {
      const db = suite.handle.db;
      const forum = await createForum(db, {
        slots: [
          [
            { name: "Verhoortechnieken", room: "Zaal 2", capacity: 10 },
            { name: "Risicotaxatie", capacity: 10 },
          ],
          [{ name: "Slachtofferzorg", capacity: 10 }],
        ],
        tickets: 3,
      });
      await db.update(events).set({ locationName: "Congrescentrum De Eenhoorn" }).where(eq(events.id, forum.eventId));
      const [first, second, third] = await ticketIdsOf(db, forum.codes);
      await db.update(tickets).set(HOLDER).where(eq(tickets.id, third!));
      const [workshopId] = forum.slots[0]!.workshopIds;
      const sanne = { firstName: "Sanne", lastName: "Hofstede", email: TEST_BUYER.email };
      await registerForWorkshop(db, { code: forum.codes[0]!, workshopId: workshopId!, attendee: sanne }, BEFORE_WINDOW);
      // Its choice mail went out then.
      await sendDueMailsWithoutTransport(db, BEFORE_WINDOW);

      expect(await remindUntilDone(suite.deps(ROUND_AT))).toEqual({ courses: 0, events: 2 });
      expect(await remindUntilDone(suite.deps(ROUND_AT))).toEqual({ courses: 0, events: 0 });
      const mails = await reminderMails(db, "event-reminder");
      expect(mails.map((mail) => mail.toAddress).sort()).toEqual([HOLDER.holderEmail, TEST_BUYER.email].sort());
      for (const mail of mails) {
        expect(mail.attachments).toEqual([
          { kind: "event-ics", id: forum.eventId, filename: "forensisch-forum-jaarcongres-2027.ics" },
        ]);
      }
      const reminded = await db
        .select()
        .from(tickets)
        .where(inArray(tickets.id, [first!, second!, third!]));
      expect(reminded.every((ticket) => ticket.remindedAt?.getTime() === ROUND_AT.getTime())).toBe(true);

      expect(await suite.worker(ROUND_AT).runOnce()).toEqual({ sent: 2, failed: 0 });
      const received = (address: string) =>
        suite.smtp.received.find((mail) => mail.to && "text" in mail.to && mail.to.text === address)!;
      const buyerMail = received(TEST_BUYER.email);
      const holderMail = received(HOLDER.holderEmail);
      expect(buyerMail.subject).toBe("Herinnering: Forensisch Forum Jaarcongres 2027 op donderdag 11 maart 2027");
      expect(buyerMail.text).toContain(`Beste ${TEST_BUYER.firstName},`);
      expect(holderMail.text).toContain(`Beste ${HOLDER.holderFirstName},`);
      expect(buyerMail.text).toContain("Waar: Congrescentrum De Eenhoorn, Lindelaan 40, 3822 XK Amersfoort, Nederland");
      const [code1, code2, code3] = forum.codes;
      const changeLink = (code: string) => `${site.publicUrl}/workshops/aanmelden?code=${code}`;
      expect(buyerMail.text).toContain(`TICKET ${code1}`);
      expect(buyerMail.text).toContain("Workshop 13:00 - 14:15 uur: Verhoortechnieken (Zaal 2)");
      expect(buyerMail.text).toContain("Workshop 15:00 - 16:15 uur: nog geen keuze");
      expect(buyerMail.text).toContain(changeLink(code1!));
      expect(buyerMail.text).toContain(changeLink(code2!));
      expect(buyerMail.text).not.toContain(code3!);
      expect(holderMail.text).toContain(changeLink(code3!));
      expect(holderMail.text).not.toContain(code1!);

      const ics = holderMail.attachments[0]!;
      expect(ics.contentType).toBe("text/calendar");
      const calendar = ics.content.toString("utf8").replaceAll("\r\n ", "");
      expect(calendar).toContain(`UID:event-${forum.eventId}@forensischforum.example.org\r\n`);
      expect(calendar).toContain("DTSTART:20270311T083000Z\r\n");
      expect(calendar).toContain(
        "LOCATION:Congrescentrum De Eenhoorn\\, Lindelaan 40\\, 3822 XK Amersfoort\\, Nederland",
      );
    });

    it("leaves out cancelled tickets, unconfirmed or cancelled orders, orders inside the window, and cancelled or hidden events", async () => {
      const db = suite.handle.db;
      const partly = await insertConfirmedOrder(db, twoTickets);
      await db.update(tickets).set({ canceledAt: ROUND_AT }).where(eq(tickets.id, partly.tickets[0]!.id));
      for (const status of ["PENDING", "AWAITING_APPROVAL", "CANCELED", "EXPIRED", "REFUND_REQUIRED"] as const) {
        await insertConfirmedOrder(db, { ...twoTickets, status });
      }
      const late = await insertConfirmedOrder(db, twoTickets);
      await db.update(orders).set({ createdAt: INSIDE_WINDOW }).where(eq(orders.id, late.orderId));
      const canceled = await insertConfirmedOrder(db, twoTickets);
      await db.update(events).set({ canceledAt: ROUND_AT }).where(eq(events.id, canceled.eventId));
      const hidden = await insertConfirmedOrder(db, twoTickets);
      await db.update(events).set({ visibilityStatus: "HIDDEN" }).where(eq(events.id, hidden.eventId));
      await insertConfirmedOrder(db, { ...twoTickets, event: { startsAt: new Date(ROUND_AT.getTime() - 60_000) } });

      expect(await remindUntilDone(suite.deps(ROUND_AT))).toEqual({ courses: 0, events: 1 });
      const [mail] = await reminderMails(db, "event-reminder");
      expect(mail!.dedupeKey).toBe(`event-reminder:${partly.tickets[1]!.id}`);
      expect(mail!.text).toContain(partly.tickets[1]!.registrationCode);
      expect(mail!.text).not.toContain(partly.tickets[0]!.registrationCode);
      expect(mail!.text).toContain("JE TICKET\n");
    });

    it("sends none with REMINDER_DAYS_BEFORE=0", async () => {
      await insertConfirmedOrder(suite.handle.db, twoTickets);
      expect(await remindUntilDone(withReminderDays(suite.deps(ROUND_AT), 0))).toEqual({ courses: 0, events: 0 });
      expect(await reminderMails(suite.handle.db, "event-reminder")).toEqual([]);
      // The same order is reminded as soon as reminders are on again.
      expect(await remindUntilDone(suite.deps(ROUND_AT))).toEqual({ courses: 0, events: 1 });
    });

    it("several workers at once write each order's mails once", async () => {
      const db = suite.handle.db;
      const start = new Date(COURSE_START.getTime() + 60 * 60_000);
      for (let i = 0; i < 30; i++) {
        const order = await insertConfirmedOrder(db, { ...twoTickets, event: { startsAt: start } });
        const holder = { ...HOLDER, holderEmail: `holder${i}@example.org` };
        await db.update(tickets).set(holder).where(eq(tickets.id, order.tickets[1]!.id));
      }
      const deps = suite.deps(ROUND_AT);
      await Promise.all([sendDueReminders(deps), sendDueReminders(deps), sendDueReminders(deps)]);
      await Promise.all([remindUntilDone(deps), remindUntilDone(deps)]);
      const mails = await reminderMails(db, "event-reminder");
      expect(mails).toHaveLength(60);
      expect(new Set(mails.map((mail) => mail.dedupeKey)).size).toBe(60);
      expect(mails.filter((mail) => mail.toAddress === TEST_BUYER.email)).toHaveLength(30);
    });
  });
}
