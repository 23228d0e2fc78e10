/** The demo site for the backup, restore and export tests, with a run of invoice numbers and the files of DATA_DIR. */
import path from "node:path";
import { mkdir, writeFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client.ts";
import { seedDemoContent } from "../../../server/db/seed/index.ts";
import { TEST_SETTINGS } from "../deps.ts";

/** A fixed moment for the demo content of the backup tests. */
const SITE_NOW = new Date("2026-11-20T10:00:00Z");

/**
 * The demo site (orders, tickets, an invoice, courses, staff) plus `extraInvoices` more invoices numbered on
 * from the year's counter, as the invoicing service would: so a backup has a run of invoice numbers to check.
 */
export async function seedSiteWithInvoices(db: Database, extraInvoices = 3): Promise<void> {
  await seedDemoContent(db, { now: SITE_NOW, settings: TEST_SETTINGS });
  for (let i = 0; i < extraInvoices; i++) {
    await db.execute(sql`
      with counter as (
        update invoice_number_sequence set last_number = last_number + 1
        where year = (select max(year) from invoice_number_sequence) returning year, last_number
      )
      insert into invoices (order_id, number, issued_at, due_at, seller, buyer, lines,
                            total_excl_vat_cents, vat_cents, total_cents, created_at)
      select i.order_id, 'FF-' || c.year || '-' || lpad(c.last_number::text, 5, '0'), i.issued_at, i.due_at,
             i.seller, i.buyer, i.lines, i.total_excl_vat_cents, i.vat_cents, i.total_cents,
             i.created_at + make_interval(mins => c.last_number)
      from counter c, (select * from invoices order by number limit 1) i`);
  }
}

/** Deletes one invoice that nothing refers to, leaving a gap in the numbers (what the drill must notice). */
export async function deleteInvoice(db: Database, number: string): Promise<void> {
  await db.execute(sql`delete from invoices where number = ${number}`);
}

/** An upload and a mail file in DATA_DIR, as the running site leaves them. */
export async function writeSiteFiles(dataDir: string): Promise<void> {
  await mkdir(path.join(dataDir, "media", "originals"), { recursive: true });
  await writeFile(path.join(dataDir, "media", "originals", "logo.png"), Buffer.alloc(2048, 7));
  await mkdir(path.join(dataDir, "mail"), { recursive: true });
  await writeFile(path.join(dataDir, "mail", "bevestiging.eml"), "Subject: Bevestiging\r\n\r\nHallo\r\n");
}
