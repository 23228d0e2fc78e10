import type { Transaction } from "../../db/client.ts";
import { tickets } from "../../db/schema/index.ts";
import { generateRegistrationCode } from "../tickets/registration-code.ts";
import type { CountedLine } from "./ticket-counters.ts";

/** Retries are for the astronomically rare clash of two random 60-bit codes; more than a few means a bug. */
const MAX_ATTEMPTS = 5;

/**
 * Creates one ticket per place bought, each with its own registration code (decision 0004). A code that
 * happens to exist already is skipped by ON CONFLICT DO NOTHING (a unique violation would abort the whole
 * transaction) and drawn again.
 */
export async function issueTickets(
  tx: Transaction,
  orderId: string,
  lines: readonly CountedLine[],
  issuedAt: Date,
  newCode: () => string = generateRegistrationCode,
): Promise<void> {
  let missing = lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.ticketTypeId));
  for (let attempt = 0; attempt < MAX_ATTEMPTS && missing.length > 0; attempt++) {
    const inserted = await tx
      .insert(tickets)
      .values(
        missing.map((ticketTypeId) => ({ orderId, ticketTypeId, registrationCode: newCode(), createdAt: issuedAt })),
      )
      .onConflictDoNothing({ target: tickets.registrationCode })
      .returning({ ticketTypeId: tickets.ticketTypeId });
    missing = withoutInserted(missing, inserted);
  }
  if (missing.length > 0) throw new Error(`Bestelling ${orderId}: geen unieke ticketcodes na ${MAX_ATTEMPTS} pogingen`);
}

function withoutInserted(missing: string[], inserted: { ticketTypeId: string }[]): string[] {
  const left = [...missing];
  for (const { ticketTypeId } of inserted) left.splice(left.indexOf(ticketTypeId), 1);
  return left;
}
