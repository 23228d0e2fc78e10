/**
 * The attendee's registration numbers on their ticket's page (/workshops/aanmelden?code=..., the ticket mail's link):
 * the code holder (decision 0029) reads and changes the numbers for the registers of the event's accreditation.
 * Like the workshop sign-up, an unknown code costs its client code attempts and changes count per ticket. No mail:
 * the page shows what was stored. Not audited: the audit log records staff's changes, not a person's own.
 */
import { ticketRegistrationNumbersSchema } from "../../../common/validation/registration-number-entries.ts";
import { inTransaction, type ServiceDeps } from "../deps.ts";
import { parseWith } from "../parse-input.ts";
import { limitTicketChanges } from "../rate-limits/visitor-limits.ts";
import { withCodeAttemptLimit } from "../workshops/code-attempts.ts";
import { findGrantingTicket } from "../workshops/workshop-lookup.ts";
import { lockGrantingTicket } from "../workshops/ticket-access.ts";
import { askedNumbersOf, registersAskedFor, type AskedRegistrationNumber } from "./registration-number-queries.ts";
import { sameAsStored, writeRegistrationNumbers } from "./write-registration-numbers.ts";

/** The registers asked for with the ticket's numbers; null for a code that opens nothing (counted as an attempt). */
export async function ticketRegistrationNumbers(
  deps: ServiceDeps,
  token: string,
): Promise<AskedRegistrationNumber[] | null> {
  return withCodeAttemptLimit(
    deps,
    async () => {
      const ticket = await findGrantingTicket(deps.db, token.slice(0, 100));
      if (!ticket) return null;
      const asked = await registersAskedFor(deps.db, { eventId: ticket.eventId });
      return askedNumbersOf(deps.db, asked, { kind: "ticket", ticketId: ticket.id });
    },
    (result) => result === null,
  );
}

/**
 * SetTicketRegistrationNumbers: the numbers given replace the ticket's for their registers (an empty one removes
 * it); the ticket is locked, so two posts of one page run one after the other. Answers the numbers as stored.
 */
export async function setTicketRegistrationNumbers(
  deps: ServiceDeps,
  rawInput: unknown,
): Promise<AskedRegistrationNumber[]> {
  const input = parseWith(ticketRegistrationNumbersSchema, rawInput);
  return withCodeAttemptLimit(deps, () =>
    inTransaction(deps, async (unit) => {
      const ticket = await lockGrantingTicket(unit.tx, input.registrationToken);
      const owner = { kind: "ticket", ticketId: ticket.id } as const;
      const asked = await registersAskedFor(unit.tx, { eventId: ticket.eventId });
      const before = await askedNumbersOf(unit.tx, asked, owner);
      if (!sameAsStored(before, input.registrationNumbers)) await limitTicketChanges(unit, ticket.id);
      await writeRegistrationNumbers(unit, owner, asked, input.registrationNumbers);
      return askedNumbersOf(unit.tx, asked, owner);
    }),
  );
}
