/**
 * The browser's answer to a passkey dialog arrives as JSON text (what @simplewebauthn/browser gives). It is parsed
 * and its shape checked here, before the signature library reads it, so junk is a Dutch BAD_USER_INPUT and never
 * an exception from deep inside a parser.
 */
import { z } from "zod";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { DomainError } from "../../errors.ts";

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/)
  .max(4096);

const common = {
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  clientExtensionResults: z.looseObject({}).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

const registrationAnswer = z.looseObject({
  ...common,
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(32)).max(8).optional(),
  }),
});

const authenticationAnswer = z.looseObject({
  ...common,
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

const UNREADABLE_ANSWER_MESSAGE = "Het antwoord van de passkey is onleesbaar. Probeer het opnieuw.";

function parsed<T>(schema: z.ZodType<T>, text: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DomainError("BAD_USER_INPUT", UNREADABLE_ANSWER_MESSAGE, { field: "response" });
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new DomainError("BAD_USER_INPUT", UNREADABLE_ANSWER_MESSAGE, { field: "response" });
  return result.data;
}

export function registrationAnswerOf(text: string): RegistrationResponseJSON {
  return parsed(registrationAnswer, text) as unknown as RegistrationResponseJSON;
}

export function authenticationAnswerOf(text: string): AuthenticationResponseJSON {
  return parsed(authenticationAnswer, text) as unknown as AuthenticationResponseJSON;
}
