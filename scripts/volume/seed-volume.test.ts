import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../server/db/client.ts";
import { rowsOf } from "../../server/db/client.ts";
import { normalizeRegistrationCode } from "../../server/domain/tickets/registration-code.ts";
import { testDatabases } from "../../test/support/databases.ts";
import { TEST_SETTINGS } from "../../test/support/deps.ts";
import { scaledVolume, seedVolume } from "./seed-volume.ts";

const NOW = new Date("2026-11-20T10:00:00Z");
const SIZE = scaledVolume(0.01);

/** Rows of a query whose every row names a mismatch; none is the invariant holding. */
async function mismatches(db: Database, query: ReturnType<typeof sql>): Promise<unknown[]> {
  return rowsOf(await db.execute(query));
}

describe.each(testDatabases())("the volume seed on $name", (database) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await database.open();
    db = handle.db;
    await seedVolume(db, { now: NOW, settings: TEST_SETTINGS }, SIZE);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("makes the season's orders, tickets, enrolments, waitlist entries and audit rows", async () => {
    const [counts] = rowsOf<Record<string, string>>(
      await db.execute(sql`select
        (select count(*) from orders) as orders,
        (select count(*) from tickets) as tickets,
        (select count(*) from course_enrollments) as enrollments,
        (select count(*) from course_waitlist_entries) as waitlist,
        (select count(*) from audit_log) as audit`),
    );
    // The demo content adds its own enrolments on top of the season's; it has no orders, tickets or waitlists.
    expect(Number(counts!.orders)).toBe(SIZE.orders);
    expect(Number(counts!.tickets)).toBe(SIZE.tickets);
    expect(Number(counts!.enrollments)).toBeGreaterThanOrEqual(SIZE.enrollments);
    expect(Number(counts!.waitlist)).toBe(SIZE.waitlist);
    expect(Number(counts!.audit)).toBe(SIZE.audit);
  });

  it("keeps sold_count at the tickets of each type and tickets_taken at their sum (decision 0005)", async () => {
    expect(
      await mismatches(
        db,
        sql`select tt.id from ticket_types tt
            where tt.sold_count <> (select count(*) from tickets t where t.ticket_type_id = tt.id and t.canceled_at is null)
               or tt.held_count <> 0`,
      ),
    ).toEqual([]);
    expect(
      await mismatches(
        db,
        sql`select e.id from events e
            where e.tickets_taken <> coalesce((select sum(sold_count + held_count) from ticket_types tt where tt.event_id = e.id), 0)`,
      ),
    ).toEqual([]);
  });

  it("keeps enrolled_count at the active enrolments and offered_count at the open offers", async () => {
    expect(
      await mismatches(
        db,
        sql`select c.id from courses c
            where c.enrolled_count <> (select count(*) from course_enrollments e where e.course_id = c.id and e.status = 'ACTIVE')
               or c.offered_count <> (select count(*) from course_waitlist_entries w where w.course_id = c.id and w.status = 'OFFERED')`,
      ),
    ).toEqual([]);
  });

  it("numbers invoices 1, 2, 3, … per year in the order of issue, with the year's counter at the last", async () => {
    const invoices = rowsOf<{ number: string; year: number }>(
      await db.execute(
        sql`select number, extract(year from issued_at at time zone 'Europe/Amsterdam')::int as year
            from invoices order by issued_at, number`,
      ),
    );
    expect(invoices.length).toBeGreaterThan(0);
    const last = new Map<number, number>();
    for (const invoice of invoices) {
      const next = (last.get(invoice.year) ?? 0) + 1;
      expect(invoice.number).toBe(`FF-${invoice.year}-${String(next).padStart(5, "0")}`);
      last.set(invoice.year, next);
    }
    const counters = rowsOf<{ year: number; last_number: number }>(
      await db.execute(sql`select year, last_number from invoice_number_sequence order by year`),
    );
    expect(counters.map((row) => [row.year, row.last_number])).toEqual([...last].sort((a, b) => a[0] - b[0]));
  });

  it("gives every invoice order its invoice with totals equal to the order's, and tickets only to paid or invoiced orders", async () => {
    expect(
      await mismatches(
        db,
        sql`select o.id from orders o left join invoices i on i.order_id = o.id
            where (o.payment_method = 'INVOICE') <> (i.id is not null) or i.total_cents <> o.total_cents`,
      ),
    ).toEqual([]);
    expect(
      await mismatches(
        db,
        sql`select t.id from tickets t join orders o on o.id = t.order_id where o.status not in ('PAID', 'INVOICED')`,
      ),
    ).toEqual([]);
    expect(
      await mismatches(
        db,
        sql`select o.id from orders o
            where (select coalesce(sum(quantity * unit_price_cents), 0) from order_lines l where l.order_id = o.id) <> o.total_cents`,
      ),
    ).toEqual([]);
  });

  it("gives tickets codes in the canonical form, each its own", async () => {
    const codes = rowsOf<{ registration_code: string }>(await db.execute(sql`select registration_code from tickets`));
    expect(new Set(codes.map((row) => row.registration_code)).size).toBe(codes.length);
    for (const { registration_code: code } of codes) expect(normalizeRegistrationCode(code)).toBe(code);
  });

  it("refuses a database that has content already", async () => {
    await expect(seedVolume(db, { now: NOW, settings: TEST_SETTINGS }, SIZE)).rejects.toThrow(/al inhoud/);
  });
});
