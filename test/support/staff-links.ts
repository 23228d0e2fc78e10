import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../server/db/client.ts";

/**
 * The sign-in mails written for an address, oldest first, with the token of each mail's link: read before delivery
 * (delivered, the stored copy keeps no token; a test of a delivered mail reads it from the SMTP capture). A request
 * counts once the mail worker's composer wrote its mail (./mail-requests.ts, composeMailRequests).
 */
export async function signInMailsTo(db: DbOrTx, email: string): Promise<{ subject: string; token: string }[]> {
  const result = (await db.execute(
    sql`select subject, text from mail_outbox where lower(to_address) = ${email.toLowerCase()}
        and dedupe_key like 'staff-sign-in%' and composer is null order by created_at, id`,
  )) as unknown as { rows: { subject: string; text: string }[] };
  return result.rows.map((row) => ({ subject: row.subject, token: tokenIn(row.text) }));
}

function tokenIn(text: string): string {
  const match = /[?&]token=([A-Za-z0-9_-]{43})/.exec(text);
  if (!match) throw new Error("geen inloglink in de e-mail");
  return match[1]!;
}

/**
 * Every row of every application table as text, to show a secret is stored nowhere (or only where it must be).
 * Keyed by table name.
 */
async function everyRowAsText(db: DbOrTx): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const dump: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const rows = (await db.execute(sql`select t::text as row from ${sql.identifier(name)} t`)) as unknown as {
      rows: { row: string }[];
    };
    dump[name] = rows.rows.map((row) => row.row).join("\n");
  }
  return dump;
}

/** The tables whose rows contain `secret` anywhere. */
export async function tablesHolding(db: DbOrTx, secret: string): Promise<string[]> {
  const dump = await everyRowAsText(db);
  return Object.keys(dump).filter((table) => dump[table]!.includes(secret));
}
