/**
 * The certificate's own PDF link (/certificaat/pdf/{token}), in its mail and in Mijn gegevens: a secret token of 192
 * bits, like the name-correction token, looked up by its exact value. Whoever has the link has the certificate, as
 * whoever has the mail has its attachment; so it is counted with the other code lookups (an unknown token costs a
 * penalty) and erasure replaces the token, so an erased person's old link stops working.
 * A revoked certificate (its check-in removed) is refused, as it is no longer verified either.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { isCancelTokenShape } from "../../../common/cancel-token.ts";
import { certificates } from "../../db/schema/index.ts";
import type { ServiceDeps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { withCodeAttemptLimit } from "../workshops/code-attempts.ts";
import { findCertificateDocument, type CertificateDocument } from "./certificate-document.ts";
import { certificateValid } from "./certificate-validity.ts";

const PDF_LINK_MESSAGES = {
  notFound: "Deze link is ongeldig. Gebruik de link uit de e-mail met je certificaat of uit Mijn gegevens.",
  revoked: "Dit certificaat is ingetrokken en kan niet meer worden gedownload.",
} as const;

/** A new secret for a certificate's PDF link: 24 random bytes, 32 URL-safe characters. */
export const newPdfToken = (): string => randomBytes(24).toString("base64url");

/** What the PDF prints, for the certificate of a valid link. NOT_FOUND for an unknown token, CONFLICT when revoked. */
export async function certificateDocumentByPdfToken(deps: ServiceDeps, token: string): Promise<CertificateDocument> {
  return withCodeAttemptLimit(deps, async () => {
    const [row] = isCancelTokenShape(token)
      ? await deps.db
          .select({ id: certificates.id, valid: certificateValid() })
          .from(certificates)
          .where(eq(certificates.pdfToken, token))
      : [];
    if (!row) throw new DomainError("NOT_FOUND", PDF_LINK_MESSAGES.notFound, { field: "token" });
    if (!row.valid) throw new DomainError("CONFLICT", PDF_LINK_MESSAGES.revoked, { field: "token" });
    const document = await findCertificateDocument(deps.db, row.id);
    if (!document) throw new DomainError("NOT_FOUND", PDF_LINK_MESSAGES.notFound, { field: "token" });
    return document;
  });
}
