/**
 * The site the staff benchmarks load (staff-pages.ts, staff-explain.ts): one production process on a PostgreSQL
 * database with the volume seed (scripts/volume/), a signed-in beheerder, and the pages to load: every back-office
 * list, the dashboard, the detail pages of the busiest event, order and course, and the public pages. The database is
 * BENCH_STAFF_DATABASE_URL when given (seeded already by `npm run seed:volume`), else a new one on
 * BENCH_STAFF_POSTGRES_URL (default the local server) that is seeded here and dropped at the end.
 */
import { rmSync } from "node:fs";
import { desc, eq, sql } from "drizzle-orm";
import { staffSessionCookieName } from "../../common/staff-session.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase, rowsOf, type Database } from "../../server/db/client.ts";
import * as t from "../../server/db/schema/index.ts";
import { createSession } from "../../server/domain/staff/sessions.ts";
import { settingsFrom } from "../../server/settings.ts";
import { createPostgresDatabase, dropPostgresDatabase } from "../../test/support/databases.ts";
import { startServerProcess } from "../../test/support/site/server.ts";
import { FULL_VOLUME, scaledVolume, seedVolume } from "../volume/seed-volume.ts";

export type Page = { name: string; path: string };
export type StaffSite = {
  url: string;
  databaseUrl: string;
  pid: number;
  cookie: string;
  db: Database;
  pages: Page[];
  /** The calendar year with the most invoices, for the invoice register export. */
  busiestInvoiceYear: number;
  stop: () => Promise<void>;
};

const POSTGRES = process.env.BENCH_STAFF_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** The demo beheerder (server/db/seed/staff.ts): without a passkey, so a session of our own has every right. */
const BEHEERDER = "beheer@forensischforum.example.org";

async function volumeDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (process.env.BENCH_STAFF_DATABASE_URL) return { url: process.env.BENCH_STAFF_DATABASE_URL, drop: async () => {} };
  const created = await createPostgresDatabase(POSTGRES);
  const handle = openDatabase({ databaseUrl: created.url });
  try {
    await handle.migrate();
    const scale = Number(process.env.VOLUME_SCALE ?? 1);
    const started = performance.now();
    const config = loadConfig({});
    await seedVolume(
      handle.db,
      { now: new Date(), settings: settingsFrom(config) },
      scale === 1 ? FULL_VOLUME : scaledVolume(scale),
    );
    console.log(`Volumedata geladen in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
  return { url: created.url, drop: () => dropPostgresDatabase(POSTGRES, created.name) };
}

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`de volumedata mist ${what}`);
  return row;
}

/** The pages, with the busiest event, a course with a waitlist and an order of that event. */
async function pagesOf(db: Database): Promise<Page[]> {
  const event = await one(
    db.select({ id: t.events.id }).from(t.events).orderBy(desc(t.events.ticketsTaken)).limit(1),
    "een evenement",
  );
  const order = await one(
    db.select({ id: t.orders.id, email: t.orders.email }).from(t.orders).where(eq(t.orders.eventId, event.id)).limit(1),
    "een bestelling",
  );
  const course = await one(
    db
      .select({ id: t.courseWaitlistEntries.courseId })
      .from(t.courseWaitlistEntries)
      .groupBy(t.courseWaitlistEntries.courseId)
      .orderBy(desc(sql`count(*)`))
      .limit(1),
    "een cursus met wachtlijst",
  );
  const featured = await one(
    db.select({ id: t.events.id }).from(t.events).where(eq(t.events.featured, true)).limit(1),
    "een uitgelicht evenement",
  );
  return [
    { name: "dashboard", path: "/beheer" },
    { name: "bestellingen", path: "/beheer/bestellingen" },
    { name: "bestellingen zoek", path: `/beheer/bestellingen?zoek=${encodeURIComponent(order.email)}` },
    { name: "bestellingen status", path: "/beheer/bestellingen?status=INVOICED" },
    { name: "bestelling", path: `/beheer/bestellingen/${order.id}` },
    { name: "facturen", path: "/beheer/facturen" },
    { name: "logboek", path: "/beheer/logboek" },
    { name: "taken", path: "/beheer/taken" },
    { name: "evenementen", path: "/beheer/evenementen" },
    { name: "evenement", path: `/beheer/evenementen/${event.id}` },
    { name: "deelnemers", path: `/beheer/evenementen/${event.id}/deelnemers` },
    { name: "cursussen", path: "/beheer/cursussen" },
    { name: "inschrijvingen", path: `/beheer/cursussen/${course.id}/inschrijvingen` },
    { name: "check-in", path: "/beheer/check-in" },
    { name: "accreditatie", path: "/beheer/accreditatie" },
    { name: "home", path: "/" },
    { name: "evenementen (publiek)", path: "/evenementen" },
    { name: "evenement (publiek)", path: `/evenementen/${featured.id}` },
    { name: "vakschool", path: "/vakschool" },
    { name: "cursus (publiek)", path: `/vakschool/${course.id}` },
  ];
}

async function beheerderCookie(db: Database, publicUrl: string): Promise<string> {
  const staff = await one(
    db.select({ id: t.staffMembers.id }).from(t.staffMembers).where(eq(t.staffMembers.email, BEHEERDER)),
    "de demobeheerder",
  );
  const session = await createSession(db, staff.id, new Date(), settingsFrom(loadConfig({})).staff);
  return `${staffSessionCookieName(publicUrl)}=${session.token}`;
}

export async function startStaffSite(env: Record<string, string> = {}): Promise<StaffSite> {
  const database = await volumeDatabase();
  const handle = openDatabase({ databaseUrl: database.url });
  // The web process only, as behind the proxy: the background jobs (reminders of a year's unpaid invoices, say) are
  // the worker's, and would load the same cores at moments of their own.
  const server = await startServerProcess({ env: { DATABASE_URL: database.url, WORKER: "false", ...env } });
  const [year] = rowsOf<{ year: number }>(
    await handle.db.execute(sql`select year from invoice_number_sequence order by last_number desc limit 1`),
  );
  return {
    url: server.url,
    databaseUrl: database.url,
    pid: server.pid,
    cookie: await beheerderCookie(handle.db, server.url),
    db: handle.db,
    pages: await pagesOf(handle.db),
    busiestInvoiceYear: year?.year ?? new Date().getFullYear(),
    stop: async () => {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
      await handle.close();
      await database.drop();
    },
  };
}
