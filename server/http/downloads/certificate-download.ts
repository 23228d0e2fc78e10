/**
 * A certificate's PDF by the secret of its link (/certificaat/pdf/{token}): the one download that is not the back
 * office's. The token is the permission, so it needs no staff session; the domain service counts unknown tokens with
 * the other code lookups and refuses a revoked certificate. Drawn by the mail attachment's renderer.
 */
import { CONTENT_TYPES, type StaffDownloadFile } from "../../../common/staff-downloads.ts";
import { renderCertificatePdf } from "../../documents/certificate-pdf.ts";
import { certificateDocumentByPdfToken } from "../../domain/certificates/certificate-pdf-link.ts";
import type { ServiceDeps } from "../../domain/deps.ts";
import { certificateFileName } from "../../mail/attachment-refs.ts";

export async function certificateDownload(
  deps: ServiceDeps,
  params: Record<string, string>,
): Promise<StaffDownloadFile> {
  const certificate = await certificateDocumentByPdfToken(deps, params.token ?? "");
  const { siteName, publicUrl } = deps.settings.site;
  return {
    fileName: certificateFileName(certificate.code),
    contentType: CONTENT_TYPES.pdf,
    body: await renderCertificatePdf(certificate, { name: siteName, publicUrl }),
  };
}
