import { z } from "zod";
import { attendeeDetailsSchema } from "./attendee.ts";
import { MESSAGES } from "./messages.ts";

/**
 * The key a back-office form sends with an action that must happen once however often it is posted:
 * each rendered form carries a fresh one, so a double click or a resent form repeats the same key.
 */
const EXPIRED_FORM = "Dit formulier is verlopen. Laad de pagina opnieuw en probeer het nog eens.";
export const idempotencyKeyField = z.string(EXPIRED_FORM).regex(/^[A-Za-z0-9_-]{16,100}$/, EXPIRED_FORM);

/** A ticket's holder as staff enter it: the same rules as the workshop form's personal details. */
export const ticketHolderSchema = attendeeDetailsSchema;

export const STAFF_ORDER_MESSAGES = {
  notConfirmed: "Alleen een betaalde, gefactureerde of gratis bestelling heeft een bevestiging om opnieuw te sturen.",
  ticketNotFound: "Dit ticket bestaat niet.",
  holderNotConfirmed: "Alleen de tickets van een betaalde, gefactureerde of gratis bestelling krijgen een andere naam.",
  invalid: MESSAGES.invalid,
} as const;
