/**
 * Staff change the name and e-mail address that go with a ticket, e.g. when a colleague comes instead of
 * the buyer. The ticket's workshop registrations get the same name and address, so the lists agree. A holder equal to
 * the buyer is stored as "the buyer" (null). Needs orders.manage; the audit row holds before and after.
 */
import { eq } from "drizzle-orm";
import { orders, tickets, workshopRegistrations } from "../../db/schema/index.ts";
import { isUuid } from "../../../common/ids.ts";
import { STAFF_ORDER_MESSAGES, ticketHolderSchema } from "../../../common/validation/staff-orders.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseWith } from "../parse-input.ts";
import { staffChange } from "../staff/audit.ts";
import { CONFIRMED_STATUSES } from "./order-actions.ts";
import { ticketHolder } from "./staff-order-view.ts";

export type ChangeHolderInput = { ticketId: string; firstName: string; lastName: string; email: string };

export type ChangeHolderResult = { ticketId: string; orderId: string; changed: boolean };

export async function changeTicketHolder(deps: ServiceDeps, input: ChangeHolderInput): Promise<ChangeHolderResult> {
  const holder = parseWith(ticketHolderSchema, input);
  const { ticketId } = input;
  return staffChange(deps, "orders.manage", async (unit) => {
    const { tx } = unit;
    // The ticket's row lock makes two changes at once run one after the other.
    const [row] = isUuid(ticketId)
      ? await tx
          .select({ ticket: tickets, order: orders })
          .from(tickets)
          .innerJoin(orders, eq(orders.id, tickets.orderId))
          .where(eq(tickets.id, ticketId))
          .for("update", { of: tickets })
      : [];
    if (!row) throw new DomainError("NOT_FOUND", STAFF_ORDER_MESSAGES.ticketNotFound, { field: "ticketId" });
    const { ticket, order } = row;
    if (!(CONFIRMED_STATUSES as readonly string[]).includes(order.status)) {
      throw new DomainError("CONFLICT", STAFF_ORDER_MESSAGES.holderNotConfirmed, { status: order.status });
    }
    const before = ticketHolder(ticket, order).holder;
    const result = { ticketId, orderId: order.id };
    if (sameHolder(before, holder)) return { ...result, changed: false };
    const isBuyer = sameHolder(holder, order);
    await tx
      .update(tickets)
      .set({
        holderFirstName: isBuyer ? null : holder.firstName,
        holderLastName: isBuyer ? null : holder.lastName,
        holderEmail: isBuyer ? null : holder.email,
      })
      .where(eq(tickets.id, ticketId));
    await tx
      .update(workshopRegistrations)
      .set({ firstName: holder.firstName, lastName: holder.lastName, email: holder.email })
      .where(eq(workshopRegistrations.ticketId, ticketId));
    await unit.audit({ entityType: "ticket", entityId: ticketId, action: "change_holder", before, after: holder });
    return { ...result, changed: true };
  });
}

type Person = { firstName: string; lastName: string; email: string };

function sameHolder(a: Person, b: Person): boolean {
  return a.firstName === b.firstName && a.lastName === b.lastName && a.email.toLowerCase() === b.email.toLowerCase();
}
