import { sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";

/**
 * Queues the changes that concern one e-mail address within one scope until the caller's transaction ends (a
 * transaction-level advisory lock), so a rule that counts rows and then adds one ("at most 2 per address") holds
 * when requests arrive at once, also through several app processes. Take it before any row lock of the change, so
 * every transaction locks in the same order. Two addresses whose 64-bit hashes collide merely wait for each other.
 */
export async function lockEmailAddress(tx: Transaction, scope: string, email: string): Promise<void> {
  const name = `${scope}:${email.trim().toLowerCase()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
