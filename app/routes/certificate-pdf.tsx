import type { Route } from "./+types/certificate-pdf.ts";
import { privateAnswer, serveCertificatePdf } from "../features/certificates/certificate-pdf-link.ts";

/**
 * /certificaat/pdf/{token}: a certificate's PDF by the secret link in its mail and in Mijn gegevens. Its middleware
 * answers (../features/certificates/certificate-pdf-link.ts); kept out of this module, so the browser's bundle of
 * the route (its error page hydrates) carries none of it.
 */
export const middleware: Route.MiddlewareFunction[] = [privateAnswer, serveCertificatePdf];

/** Never shown: the middleware answers with the PDF or refuses before the page renders. */
export default function CertificatePdf() {
  return null;
}
