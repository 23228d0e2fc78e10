import { z } from "zod";
import { requiredText } from "./fields.ts";

/** A passkey's name, so its person knows which one is which ('Laptop werk', 'Telefoon'). */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/**
 * What a browser answers to a passkey dialog (a PublicKeyCredential as JSON). Far larger than any real answer
 * (a few hundred bytes to a few kilobytes), so only junk is refused for its size before it is parsed.
 */
const PASSKEY_RESPONSE_MAX_LENGTH = 16_384;

const passkeyResponseText = z
  .string("De passkey gaf geen antwoord. Probeer het opnieuw.")
  .min(2, "De passkey gaf geen antwoord. Probeer het opnieuw.")
  .max(PASSKEY_RESPONSE_MAX_LENGTH, "Het antwoord van de passkey is te lang.");

const challengeId = z.uuid("Deze passkey-poging is verlopen of al gebruikt. Probeer het opnieuw.");

export const passkeyRegistrationSchema = z.object({
  challengeId,
  response: passkeyResponseText,
  name: requiredText(PASSKEY_NAME_MAX_LENGTH),
});

export const passkeyAssertionSchema = z.object({ challengeId, response: passkeyResponseText });
