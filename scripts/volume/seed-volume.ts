/**
 * The volume seed: the demo content (without its two demo orders) plus a big season on top, for benchmarks of the
 * back office on realistic amounts of data (scripts/bench/staff-pages.ts). Rows are made in memory
 * (season.ts, courses.ts, audit.ts) and inserted in batches in one transaction, with every counter and number
 * the domain services would have left: sold_count and tickets_taken equal the tickets, enrolled_count the active
 * enrolments, invoice numbers gapless per year in the order of issue. Refuses a database with content.
 */
import { asc } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "../../server/db/client.ts";
import * as t from "../../server/db/schema/index.ts";
import { hasContent, seedDemoContent, type DemoSeed } from "../../server/db/seed/index.ts";
import { auditRows } from "./audit.ts";
import { courseRows } from "./courses.ts";
import { seededRandom } from "./random.ts";
import { seasonRows } from "./season.ts";

export type VolumeSize = {
  events: number;
  orders: number;
  tickets: number;
  enrollments: number;
  waitlist: number;
  audit: number;
};

/** A big season: what the back office of a busy year holds. */
export const FULL_VOLUME: VolumeSize = {
  events: 200,
  orders: 20_000,
  tickets: 50_000,
  enrollments: 5_000,
  waitlist: 2_000,
  audit: 100_000,
};

/** FULL_VOLUME times `factor` (at least a few of each), for a quick run or a test. */
export function scaledVolume(factor: number): VolumeSize {
  const scale = (value: number) => Math.max(4, Math.round(value * factor));
  return Object.fromEntries(Object.entries(FULL_VOLUME).map(([key, value]) => [key, scale(value)])) as VolumeSize;
}

/** Rows per INSERT: well below PostgreSQL's 65,535 parameters for the widest table here. */
const BATCH = 1_000;

async function insertAll<T extends PgTable>(tx: Transaction, table: T, rows: T["$inferInsert"][]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await tx.insert(table).values(rows.slice(start, start + BATCH));
  }
}

export async function seedVolume(db: Database, seed: DemoSeed, size: VolumeSize): Promise<void> {
  if (await hasContent(db))
    throw new Error("De database heeft al inhoud; de volumeseed vult alleen een lege database.");
  await seedDemoContent(db, seed, { orders: false });
  const staff = await db.select({ id: t.staffMembers.id, name: t.staffMembers.name }).from(t.staffMembers);
  const [organization] = await db
    .select({ id: t.organizations.id })
    .from(t.organizations)
    .orderBy(asc(t.organizations.name))
    .limit(1);
  if (!organization || staff.length === 0) throw new Error("De democontent mist een organisatie of medewerker");
  const random = seededRandom(20_260_101);
  const season = seasonRows(size, { now: seed.now, settings: seed.settings, random, staffId: staff[0]!.id });
  const vakschool = courseRows(size, seed.now, organization.id);
  const audit = auditRows(size.audit, {
    now: seed.now,
    random,
    staff,
    subjects: {
      orders: season.orders.map((order) => order.id!),
      invoices: season.invoices.map((invoice) => invoice.id!),
      events: season.events.map((event) => event.id!),
      enrollments: vakschool.enrollments.map((enrollment) => enrollment.id),
    },
  });
  await db.transaction(async (tx) => {
    await insertAll(tx, t.events, season.events);
    await insertAll(tx, t.ticketTypes, season.ticketTypes);
    await insertAll(tx, t.orders, season.orders);
    await insertAll(tx, t.orderLines, season.orderLines);
    await insertAll(tx, t.payments, season.payments);
    await insertAll(tx, t.tickets, season.tickets);
    await insertAll(tx, t.invoices, season.invoices);
    await insertAll(tx, t.invoicePayments, season.invoicePayments);
    await insertAll(tx, t.invoiceNumberSequence, season.invoiceNumberSequence);
    await insertAll(tx, t.courses, vakschool.courses);
    await insertAll(tx, t.courseEnrollments, vakschool.enrollments);
    await insertAll(tx, t.courseWaitlistEntries, vakschool.waitlist);
    await insertAll(tx, t.auditLog, audit);
  });
}
