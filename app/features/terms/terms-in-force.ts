import type { RouterContextProvider } from "react-router";
import { TermsInForceDocument } from "../../graphql/generated.ts";
import { rethrowUnlessApiError } from "../../lib/api-errors.ts";
import { runOperation } from "../../lib/app-services.ts";

/** The terms version a form links and sends back with the order or enrolment; null while none is published. */
export type ShownTerms = { version: number; name: string };

/** The form field that carries the version the form showed (the API's `acceptedTermsVersion`). */
export const ACCEPTED_TERMS_FIELD = "acceptedTermsVersion";

/**
 * An API error leaves the form without the line rather than the page without its form: the server then records the
 * version in force. An outage still reaches the error page (rethrowUnlessApiError).
 */
export async function loadTermsInForce(context: Readonly<RouterContextProvider>): Promise<ShownTerms | null> {
  try {
    const { termsInForce } = await runOperation(context, TermsInForceDocument);
    return termsInForce;
  } catch (error) {
    rethrowUnlessApiError(error);
    console.error("Algemene voorwaarden laden mislukt:", error.code);
    return null;
  }
}

/** The version a posted form showed; undefined for none (the server then takes the version in force). */
export function readShownTermsVersion(formData: FormData): number | undefined {
  const value = Number(formData.get(ACCEPTED_TERMS_FIELD));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}
