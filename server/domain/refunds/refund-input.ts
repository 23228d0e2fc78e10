import { refundCents } from "../../../common/validation/refunds.ts";
import { MESSAGES } from "../../../common/validation/messages.ts";
import { DomainError } from "../errors.ts";

/** A form's idempotency key: a random value of the form (letters, digits, - and _), 8 to 100 characters. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{8,100}$/;
/** More than any order has tickets; a longer list is no form of ours. */
const MAX_TICKETS = 500;

export function checkIdempotencyKey(key: unknown): string {
  if (typeof key !== "string" || !KEY_SHAPE.test(key)) {
    throw new DomainError("BAD_USER_INPUT", "Het formulier is ongeldig. Laad de pagina opnieuw.", {
      field: "idempotencyKey",
    });
  }
  return key;
}

/** The amount's rule of the refund forms (common/validation/refunds.ts), for any API client. */
export function checkRefundCents(cents: unknown, field: string, allowZero: boolean): number {
  const checked = refundCents(allowZero).safeParse(cents);
  if (!checked.success) {
    throw new DomainError("BAD_USER_INPUT", checked.error.issues[0]?.message ?? MESSAGES.invalid, { field });
  }
  return checked.data;
}

export function checkTicketIds(ids: readonly string[] | null | undefined): readonly string[] | null {
  if (ids == null) return null;
  if (ids.length === 0 || ids.length > MAX_TICKETS) {
    throw new DomainError("BAD_USER_INPUT", "Kies minstens één ticket.", { field: "ticketIds" });
  }
  return ids;
}
