import { DomainError } from "../errors.ts";

/** A form's idempotency key: a random value of the form (letters, digits, - and _), 8 to 100 characters. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{8,100}$/;
/** More than any order has tickets; a longer list is no form of ours. */
const MAX_TICKETS = 500;
/** An upper bound for any refund: a million euros. */
const MAX_CENTS = 100_000_000;

export function checkIdempotencyKey(key: unknown): string {
  if (typeof key !== "string" || !KEY_SHAPE.test(key)) {
    throw new DomainError("BAD_USER_INPUT", "Het formulier is ongeldig. Laad de pagina opnieuw.", {
      field: "idempotencyKey",
    });
  }
  return key;
}

export function checkRefundCents(cents: unknown, field: string, allowZero: boolean): number {
  if (typeof cents !== "number" || !Number.isInteger(cents) || cents < (allowZero ? 0 : 1) || cents > MAX_CENTS) {
    throw new DomainError(
      "BAD_USER_INPUT",
      allowZero ? "Vul een geldig bedrag in." : "Vul een bedrag groter dan nul in.",
      {
        field,
      },
    );
  }
  return cents;
}

export function checkTicketIds(ids: readonly string[] | null | undefined): readonly string[] | null {
  if (ids == null) return null;
  if (ids.length === 0 || ids.length > MAX_TICKETS) {
    throw new DomainError("BAD_USER_INPUT", "Kies minstens één ticket.", { field: "ticketIds" });
  }
  return ids;
}
