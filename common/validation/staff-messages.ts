import { z } from "zod";
import { multilineText, requiredText } from "./fields.ts";
import { MESSAGES } from "./messages.ts";

/**
 * A message from staff to everyone of an event, a workshop or a course: one schema for the /beheer form
 * and the GraphQL mutations. The audience is written as on the page's link: 'evenement:<id>', 'workshop:<id>' or
 * 'cursus:<id>'. The idempotency key is a UUID the form was given when it was shown; sending twice with it sends once.
 */
export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 20_000;

const AUDIENCE_PATTERN =
  /^(evenement|workshop|cursus):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const AUDIENCE_MESSAGE = "Kies voor wie het bericht is: een evenement, een workshop of een cursus.";

export const audienceField = z
  .string(MESSAGES.invalid)
  .trim()
  .max(100, AUDIENCE_MESSAGE)
  .regex(AUDIENCE_PATTERN, AUDIENCE_MESSAGE);

export const staffMessageDraftSchema = z.object({
  audience: audienceField,
  subject: requiredText(MESSAGE_SUBJECT_MAX),
  body: multilineText(MESSAGE_BODY_MAX).pipe(z.string().min(1, MESSAGES.required)),
});

const RELOAD_MESSAGE = "Laad de pagina opnieuw en probeer het nog eens.";

export const sendStaffMessageSchema = staffMessageDraftSchema.extend({
  idempotencyKey: z.uuid(RELOAD_MESSAGE),
});

export type MessageAudience = { kind: "evenement" | "workshop" | "cursus"; id: string };

/** 'workshop:<id>' → { kind: 'workshop', id }; null for anything else. */
export function parseAudience(value: string): MessageAudience | null {
  const match = AUDIENCE_PATTERN.exec(value.trim());
  if (!match) return null;
  return { kind: match[1]!.toLowerCase() as MessageAudience["kind"], id: match[2]!.toLowerCase() };
}
