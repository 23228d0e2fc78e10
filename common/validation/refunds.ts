/**
 * Refunds of an order as staff ask for them in /beheer/bestellingen/:id (cancel and refund): the amount's rule for
 * the API (whole cents), and the forms' schemas that read the amount typed in euros into it, so page and API refuse
 * the same amounts with the same words. The service adds what needs the database (never more than was paid).
 */
import { z } from "zod";
import { MESSAGES } from "./messages.ts";
import { optionalTypedEuros, typedEuros } from "./staff-typed.ts";

/** An upper bound for any refund: a million euros. */
const MAX_REFUND_CENTS = 100_000_000;

const REFUND_MESSAGES = {
  positive: "Vul een bedrag in van meer dan € 0,00.",
  notNegative: "Vul een bedrag in van € 0,00 of meer.",
  tooLarge: "Een terugbetaling is hoogstens € 1.000.000,00.",
} as const;

/** A refund in whole cents; `allowZero` where refunding nothing is a choice (cancelling without a refund). */
export function refundCents(allowZero: boolean) {
  return z
    .number(MESSAGES.invalid)
    .int(MESSAGES.invalid)
    .min(allowZero ? 0 : 1, allowZero ? REFUND_MESSAGES.notNegative : REFUND_MESSAGES.positive)
    .max(MAX_REFUND_CENTS, REFUND_MESSAGES.tooLarge);
}

/** The form's hidden idempotency key, passed on as posted: the API refuses a wrong one with its own message. */
const formKey = z.string().catch("");

/** The refund form's fields: `bedrag` in euros as typed, `sleutel` the form's idempotency key. */
export const typedRefundFields = { bedrag: typedEuros.pipe(refundCents(false)), sleutel: formKey };

export const typedRefundSchema = z
  .object(typedRefundFields)
  .transform(({ bedrag, sleutel }) => ({ amountCents: bedrag, idempotencyKey: sleutel }));

/** The cancel form's refund: `terugbetalen` in euros as typed; left empty, nothing is refunded. */
export const typedCancelRefundFields = {
  terugbetalen: optionalTypedEuros.transform((cents) => cents ?? 0).pipe(refundCents(true)),
  sleutel: formKey,
};

export const typedCancelRefundSchema = z
  .object(typedCancelRefundFields)
  .transform(({ terugbetalen, sleutel }) => ({ refundCents: terugbetalen, idempotencyKey: sleutel }));
