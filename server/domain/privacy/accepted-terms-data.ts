import type { TermsVersion } from "../site-pages/terms-in-force.ts";
import type { AcceptedTermsData } from "./personal-data-types.ts";

/** The recorded terms version of an order or enrolment as the export states it (no internal id). */
export function acceptedTermsData(found: Map<string, TermsVersion>, id: string | null): AcceptedTermsData | null {
  const terms = id ? found.get(id) : undefined;
  return terms ? { version: terms.version, publishedAt: terms.publishedAt, name: terms.name } : null;
}
