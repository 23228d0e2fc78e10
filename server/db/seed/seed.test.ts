import { TEST_SETTINGS } from "../../../test/support/deps.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, isNotNull, like } from "drizzle-orm";
import { openDatabase, type Database, type DatabaseHandle } from "../client.ts";
import * as t from "../schema/index.ts";
import { sanitizeRichText } from "../../domain/rich-text.ts";
import { AFFILIATES } from "../../../content/affiliates.ts";
import { DEMO_TICKET_CODES, hasContent, seedDemoContent } from "./index.ts";
import { DEMO_INVOICE_EVENT } from "./demo-invoice-order.ts";
import { checkRegistrationNumber } from "../../../common/validation/registration-numbers.ts";

// A fixed moment just before summer time starts, so the demo spans both UTC offsets.
const NOW = new Date("2026-03-20T10:00:00Z");
const DAY_MS = 86_400_000;

const clock = new Intl.DateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam", hour: "2-digit", minute: "2-digit" });
const calendar = new Intl.DateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam", dateStyle: "short" });
const amsterdamClock = (instant: Date) => clock.format(instant);
const amsterdamDate = (instant: Date) => calendar.format(instant);

let handle: DatabaseHandle;
let db: Database;
let contentBeforeSeeding: boolean;

beforeAll(async () => {
  handle = openDatabase({ pgliteDir: "memory" });
  await handle.migrate();
  db = handle.db;
  contentBeforeSeeding = await hasContent(db);
  await seedDemoContent(db, { now: NOW, settings: TEST_SETTINGS });
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe("seedDemoContent", () => {
  it("turns an empty database into one with content", async () => {
    expect(contentBeforeSeeding).toBe(false);
    expect(await hasContent(db)).toBe(true);
  });

  it("accredits one course for BIG and NIP, with well-formed numbers on its first enrolments", async () => {
    const rows = await db
      .select({ register: t.registers, number: t.registrationNumbers.number })
      .from(t.registrationNumbers)
      .innerJoin(t.registers, eq(t.registers.id, t.registrationNumbers.registerId));
    expect(rows.map((row) => row.register.code).sort()).toEqual(["BIG", "BIG", "NIP"]);
    for (const { register, number } of rows)
      expect(checkRegistrationNumber(register, number)).toEqual({ ok: true, number });
    const accredited = await db
      .select({ code: t.registers.code })
      .from(t.accreditationRegisters)
      .innerJoin(t.accreditations, eq(t.accreditations.id, t.accreditationRegisters.accreditationId))
      .innerJoin(t.registers, eq(t.registers.id, t.accreditationRegisters.registerId))
      .where(isNotNull(t.accreditations.courseId));
    expect(accredited.map((row) => row.code).sort()).toEqual(["BIG", "NIP"]);
  });

  it("lists about 26 active friends, each with its own organisation", async () => {
    const rows = await db
      .select()
      .from(t.affiliates)
      .innerJoin(t.organizations, eq(t.affiliates.organizationId, t.organizations.id));
    expect(rows).toHaveLength(AFFILIATES.length);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    for (const { affiliates, organizations } of rows) {
      expect(affiliates.status).toBe("ACTIVE");
      expect(affiliates.url).toMatch(/^https:\/\/[a-z0-9-]+\.example\.org$/);
      expect(affiliates.logoUrl).toBe(organizations.logoUrl);
      expect(affiliates.description.length).toBeGreaterThan(40);
    }
    expect(new Set(rows.map((row) => row.affiliates.sortOrder)).size).toBe(rows.length);
  });

  it("has the one vacancy of the demo, placed by a friend", async () => {
    const rows = await db.select().from(t.vacancies);
    expect(rows).toHaveLength(1);
    const [vacancy] = rows;
    expect(vacancy).toMatchObject({ title: "Psychodiagnostisch medewerker", hoursPerWeek: 16, status: "OPEN" });
    expect(vacancy?.contactPhones).toHaveLength(2);
    expect(vacancy?.salaryMinCents).toBeLessThan(vacancy?.salaryMaxCents ?? 0);
    expect(vacancy?.applyUrl).toMatch(/^https:\/\/[a-z0-9.-]+\.example\.org\//);
    expect(AFFILIATES.map((affiliate) => affiliate.name)).toContain(vacancy?.organization);
  });

  it("accredits the forum with plenary points, a slot's and two workshops' own", async () => {
    const [forum] = await db.select().from(t.events).where(eq(t.events.featured, true));
    const [accreditation] = await db.select().from(t.accreditations).where(eq(t.accreditations.eventId, forum!.id));
    expect(accreditation).toMatchObject({ points: "3.00", partialRule: "ALL_OR_NOTHING_MIN_PERCENT", minPercent: 90 });
    expect(accreditation!.accreditationNumber).toMatch(/^DEMO-ACC-\d{4}-0114$/);
    const parts = await db
      .select()
      .from(t.accreditationParts)
      .where(eq(t.accreditationParts.accreditationId, accreditation!.id));
    expect(parts.map((part) => [Boolean(part.slotId), part.points]).sort()).toEqual([
      [false, "1.00"],
      [false, "2.00"],
      [true, "1.50"],
    ]);
  });

  it("has exactly one featured forum, months ahead, with two workshop slots", async () => {
    const featured = await db.select().from(t.events).where(eq(t.events.featured, true));
    expect(featured).toHaveLength(1);
    const forum = featured[0]!;
    expect(forum).toMatchObject({ type: "FORUM", visibilityStatus: "PUBLIC", country: "Nederland" });
    const daysAhead = (forum.startsAt.getTime() - NOW.getTime()) / DAY_MS;
    expect(daysAhead).toBeGreaterThan(85);
    expect(daysAhead).toBeLessThan(130);
    expect(forum.name).toBe(`Forensisch Forum Jaarcongres ${amsterdamDate(forum.startsAt).slice(-4)}`);
    expect(amsterdamClock(forum.startsAt)).toBe("09:30");

    const slots = await db.select().from(t.workshopSlots).where(eq(t.workshopSlots.eventId, forum.id));
    expect(slots.map((slot) => amsterdamClock(slot.startsAt)).sort()).toEqual(["13:00", "14:45"]);
    for (const slot of slots) {
      const inSlot = await db.select().from(t.workshops).where(eq(t.workshops.slotId, slot.id));
      expect(inSlot.length).toBeGreaterThanOrEqual(3);
      expect(inSlot.length).toBeLessThanOrEqual(4);
      expect(amsterdamDate(slot.startsAt)).toBe(amsterdamDate(forum.startsAt));
    }
  });

  it("sells forum tickets in a window that is open now and closes before the forum", async () => {
    const [forum] = await db.select().from(t.events).where(eq(t.events.type, "FORUM"));
    const types = await db.select().from(t.ticketTypes).where(eq(t.ticketTypes.eventId, forum!.id));
    expect(types.some((type) => !type.visible)).toBe(true);
    expect(types.find((type) => type.free)).toMatchObject({ priceCents: 0, vatRate: "EXEMPT" });
    for (const type of types) {
      expect(type.saleStartsAt!.getTime()).toBeLessThan(NOW.getTime());
      expect(type.saleEndsAt!.getTime()).toBeGreaterThan(NOW.getTime());
      expect(type.saleEndsAt!.getTime()).toBeLessThan(forum!.startsAt.getTime());
    }
  });

  it("has other events: upcoming with and without an image, and one in the past", async () => {
    const others = await db.select().from(t.events).where(eq(t.events.type, "EVENT"));
    expect(others.length).toBeGreaterThanOrEqual(3);
    expect(others.every((event) => !event.featured)).toBe(true);
    expect(others.some((event) => event.featuredImageUrl === null && event.startsAt > NOW)).toBe(true);
    expect(others.some((event) => event.featuredImageUrl !== null && event.startsAt > NOW)).toBe(true);
    expect(others.some((event) => event.endsAt.getTime() < NOW.getTime() - 14 * DAY_MS)).toBe(true);
    for (const event of others) {
      const types = await db.select().from(t.ticketTypes).where(eq(t.ticketTypes.eventId, event.id));
      expect(types.length).toBeGreaterThanOrEqual(1);
      expect(types.length).toBeLessThanOrEqual(2);
    }
  });

  it("keeps sold, taken and registered counters equal to the rows behind them", async () => {
    const [types, events, tickets, workshops, registrations] = await Promise.all([
      db.select().from(t.ticketTypes),
      db.select().from(t.events),
      db.select().from(t.tickets),
      db.select().from(t.workshops),
      db.select().from(t.workshopRegistrations),
    ]);
    for (const type of types) {
      expect(type.soldCount).toBe(tickets.filter((ticket) => ticket.ticketTypeId === type.id).length);
      expect(type.heldCount).toBe(0);
    }
    for (const event of events) {
      const ofEvent = types.filter((type) => type.eventId === event.id);
      expect(event.ticketsTaken).toBe(ofEvent.reduce((sum, type) => sum + type.soldCount + type.heldCount, 0));
    }
    for (const workshop of workshops) {
      expect(workshop.registeredCount).toBe(registrations.filter((r) => r.workshopId === workshop.id).length);
    }
  });

  it("has a paid demo order whose tickets carry the documented codes", async () => {
    const [order] = await db.select().from(t.orders).where(eq(t.orders.paymentMethod, "IDEAL"));
    expect(order).toMatchObject({ status: "PAID", paymentMethod: "IDEAL", currency: "EUR" });
    expect(order!.returnUrl).toBe(`http://localhost:3000/evenementen/${order!.eventId}/aanmelden-voltooid`);
    expect(order!.completedAt!.getTime()).toBeLessThan(NOW.getTime());
    const lines = await db.select().from(t.orderLines).where(eq(t.orderLines.orderId, order!.id));
    expect(order!.totalCents).toBe(lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0));
    const [payment] = await db.select().from(t.payments).where(eq(t.payments.orderId, order!.id));
    expect(payment).toMatchObject({
      provider: "test",
      providerPaymentId: "tr_demo0001",
      status: "paid",
      amountCents: order!.totalCents,
    });

    const tickets = await db.select().from(t.tickets).where(eq(t.tickets.orderId, order!.id));
    expect(tickets.map((ticket) => ticket.registrationCode).sort()).toEqual([...DEMO_TICKET_CODES].sort());
    const second = tickets.find((ticket) => ticket.registrationCode === DEMO_TICKET_CODES[1]);
    const registrations = await db.select().from(t.workshopRegistrations);
    expect(registrations).toHaveLength(1);
    expect(registrations[0]?.ticketId).toBe(second?.id);
    // The colleague who signed up with the second ticket is its named holder in the back office.
    expect(second).toMatchObject({ holderFirstName: "Thijs", holderLastName: "Vermolen" });
  });

  it("has an open invoice order for the study day, invoiced days ago and due in the future", async () => {
    const [order] = await db.select().from(t.orders).where(eq(t.orders.paymentMethod, "INVOICE"));
    expect(order).toMatchObject({ status: "INVOICED", email: "opleidingen@hetbakenzorg.example.org" });
    const [event] = await db.select().from(t.events).where(eq(t.events.id, order!.eventId));
    expect(event!.name).toBe(DEMO_INVOICE_EVENT);
    expect(await db.select().from(t.tickets).where(eq(t.tickets.orderId, order!.id))).toHaveLength(3);
    const invoices = await db.select().from(t.invoices).where(eq(t.invoices.orderId, order!.id));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ totalCents: order!.totalCents, creditForInvoiceId: null });
    expect(invoices[0]!.issuedAt.getTime()).toBeLessThan(NOW.getTime());
    expect(invoices[0]!.dueAt.getTime()).toBeGreaterThan(NOW.getTime());
    expect(await db.select().from(t.invoicePayments)).toEqual([]);
  });

  it("made the demo order through the order service: its mails are in the outbox as sent long ago", async () => {
    const all = await db.select().from(t.mailOutbox).orderBy(t.mailOutbox.createdAt);
    const mails = all.filter((mail) => !mail.dedupeKey?.startsWith("staff-sign-in:"));
    expect(mails.map((mail) => [mail.toAddress, mail.status])).toEqual([
      ["sanne.hofstede@dewaterlinie.example.org", "SENT"],
      ["thijs.vermolen@dewaterlinie.example.org", "SENT"],
      ["opleidingen@hetbakenzorg.example.org", "SENT"],
    ]);
    expect(mails[0]?.subject).toMatch(/^Je tickets voor /);
    expect(mails.every((mail) => mail.sentAt!.getTime() < NOW.getTime())).toBe(true);
  });

  it("made the demo staff, with a sign-in link for the demo beheerder waiting in the outbox", async () => {
    const staff = await db.select().from(t.staffMembers).orderBy(t.staffMembers.name);
    expect(staff.map((row) => [row.email, row.roles])).toEqual([
      ["beheer@forensischforum.example.org", ["beheerder"]],
      ["redactie@forensischforum.example.org", ["redacteur"]],
    ]);
    const links = await db.select().from(t.mailOutbox).where(like(t.mailOutbox.dedupeKey, "staff-sign-in:%"));
    expect(links.map((mail) => [mail.toAddress, mail.status])).toEqual([
      ["beheer@forensischforum.example.org", "PENDING"],
    ]);
    expect(links[0]?.text).toContain("/beheer/inloggen/link?token=");
  });

  it("seeds nothing at all when it fails halfway, because it runs in one transaction", async () => {
    const tables = [t.organizations, t.affiliates, t.vacancies, t.events, t.ticketTypes, t.courses] as const;
    const countAll = () => Promise.all(tables.map((table) => db.$count(table)));
    const before = await countAll();
    // Seeding twice collides on the unique demo ticket codes, after friends and events were inserted again.
    await expect(seedDemoContent(db, { now: NOW, settings: TEST_SETTINGS })).rejects.toThrow();
    expect(await countAll()).toEqual(before);
  });
});

describe("seeded courses", () => {
  it("cover every status, a full course, and keep enrolledCount equal to active enrolments", async () => {
    const [courses, enrollments, instructors] = await Promise.all([
      db.select().from(t.courses),
      db.select().from(t.courseEnrollments),
      db.select().from(t.courseInstructors),
    ]);
    expect(courses.length).toBeGreaterThanOrEqual(7);
    const statuses = new Set(courses.map((course) => course.status));
    for (const status of ["PUBLISHED", "CANCELED", "COMPLETED", "DRAFT"]) expect(statuses).toContain(status);

    const published = courses.filter((course) => course.status === "PUBLISHED");
    expect(published.filter((course) => course.enrolledCount < course.maxParticipants).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(published.some((course) => course.enrolledCount === course.maxParticipants)).toBe(true);

    for (const course of courses) {
      const active = enrollments.filter((e) => e.courseId === course.id && e.status === "ACTIVE");
      expect(course.enrolledCount).toBe(active.length);
      const own = instructors.filter((instructor) => instructor.courseId === course.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(sanitizeRichText(course.descriptionHtml)).toBe(course.descriptionHtml);
      for (const tag of ["<p>", "<li>", "<strong>"]) expect(course.descriptionHtml).toContain(tag);
      expect(course.publishedAt === null).toBe(course.status === "DRAFT");
      expect(course.canceledAt !== null).toBe(course.status === "CANCELED");
      if (course.status === "COMPLETED") expect(course.endsAt.getTime()).toBeLessThan(NOW.getTime());
      if (course.status === "PUBLISHED") expect(course.startsAt.getTime()).toBeGreaterThan(NOW.getTime());
    }
    expect(new Set(enrollments.map((e) => e.cancelToken)).size).toBe(enrollments.length);
    expect(enrollments.every((e) => e.cancelToken.length >= 32)).toBe(true);
  });

  it("are given by friends and by organisations without a logo", async () => {
    const rows = await db
      .select()
      .from(t.courses)
      .innerJoin(t.organizations, eq(t.courses.organizationId, t.organizations.id));
    const friendNames = new Set(AFFILIATES.map((affiliate) => affiliate.name));
    expect(rows.some((row) => friendNames.has(row.organizations.name))).toBe(true);
    expect(rows.some((row) => row.organizations.logoUrl === null)).toBe(true);
  });
});
