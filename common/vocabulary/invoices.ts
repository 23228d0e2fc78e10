/** Where an invoice stands (derived from its payments and credit invoices, never stored), with its Dutch names. */
export type InvoiceStatusValue = "OPEN" | "PARTLY_PAID" | "PAID" | "CREDITED" | "CREDIT_NOTE";

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatusValue, string>> = {
  OPEN: "Open",
  PARTLY_PAID: "Deels betaald",
  PAID: "Betaald",
  CREDITED: "Gecrediteerd",
  CREDIT_NOTE: "Creditfactuur",
};

/** An invoice, or a credit invoice that cancels (part of) one. */
export const INVOICE_KIND_LABELS: Readonly<Record<"INVOICE" | "CREDIT", string>> = {
  INVOICE: "Factuur",
  CREDIT: "Creditfactuur",
};
