/** The PDF of an invoice or credit invoice, for its order's back-office page. Needs orders.read. */
import { CONTENT_TYPES, type StaffDownloadFile } from "../../../common/staff-downloads.ts";
import { isUuid } from "../../../common/ids.ts";
import { renderInvoicePdf } from "../../documents/invoice-pdf.ts";
import type { ServiceDeps } from "../../domain/deps.ts";
import { DomainError } from "../../domain/errors.ts";
import { findInvoiceDocument } from "../../domain/invoices/invoice-queries.ts";
import { requirePermission } from "../../domain/staff/permissions.ts";

export async function invoiceDownload(deps: ServiceDeps, params: Record<string, string>): Promise<StaffDownloadFile> {
  requirePermission(deps.actor, "orders.read");
  const id = params.id ?? "";
  const invoice = isUuid(id) ? await findInvoiceDocument(deps.db, id) : null;
  if (!invoice) throw new DomainError("NOT_FOUND", "Deze factuur bestaat niet.", { field: "id" });
  return {
    fileName: `factuur-${invoice.number}.pdf`,
    contentType: CONTENT_TYPES.pdf,
    body: await renderInvoicePdf(invoice, deps.settings.site.siteName),
  };
}
