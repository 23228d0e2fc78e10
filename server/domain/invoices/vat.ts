/**
 * VAT on invoices (btw). Prices are entered including VAT, so the VAT in a line is the part of its total
 * that the rate makes up: total * rate / (100 + rate), rounded per line to whole cents. Exempt lines (for
 * instance education under article 11 Wet OB) carry no VAT, and an invoice with such a line must say why.
 */
import type { InvoiceLine, VAT_RATES } from "../../db/schema/index.ts";

export type VatRate = (typeof VAT_RATES)[number];

export const VAT_EXEMPTION_TEXT = "Vrijgesteld van btw op grond van artikel 11 Wet OB";

/** The rates in the order an invoice lists them. */
const RATE_ORDER: readonly VatRate[] = ["21", "9", "EXEMPT"];

/** The percentage of a rate, or 0 for an exempt line. */
function vatPercentage(rate: VatRate): number {
  return rate === "EXEMPT" ? 0 : Number(rate);
}

/** '21%', '9%' or 'vrijgesteld', as the invoice prints the rate. */
export function vatRateLabel(rate: VatRate): string {
  return rate === "EXEMPT" ? "vrijgesteld" : `${rate}%`;
}

/**
 * The VAT contained in an amount that includes it, in cents. Integer arithmetic, rounded half away from zero,
 * so a credit line is exactly the negative of the line it corrects.
 */
export function vatIncludedIn(totalCents: number, rate: VatRate): number {
  const percentage = vatPercentage(rate);
  if (percentage === 0 || totalCents === 0) return 0;
  const divisor = 100 + percentage;
  const magnitude = Math.floor((2 * Math.abs(totalCents) * percentage + divisor) / (2 * divisor));
  return Math.sign(totalCents) * magnitude;
}

export type LineInput = { description: string; quantity: number; unitPriceCents: number; vatRate: VatRate };

export function toInvoiceLine(input: LineInput): InvoiceLine {
  const totalCents = input.quantity * input.unitPriceCents;
  return { ...input, totalCents, vatCents: vatIncludedIn(totalCents, input.vatRate) };
}

export type InvoiceTotals = { totalExclVatCents: number; vatCents: number; totalCents: number };

/** Totals as the sum of the lines, so they always add up (the database checks excl + VAT = total). */
export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const vatCents = lines.reduce((sum, line) => sum + line.vatCents, 0);
  return { totalExclVatCents: totalCents - vatCents, vatCents, totalCents };
}

export type VatSummaryRow = { rate: VatRate; baseCents: number; vatCents: number };

/** Per rate the amount excluding VAT and the VAT over it, as Dutch invoices must show them. */
export function vatSummary(lines: readonly InvoiceLine[]): VatSummaryRow[] {
  return RATE_ORDER.flatMap((rate) => {
    const ofRate = lines.filter((line) => line.vatRate === rate);
    if (ofRate.length === 0) return [];
    const { totalExclVatCents, vatCents } = invoiceTotals(ofRate);
    return [{ rate, baseCents: totalExclVatCents, vatCents }];
  });
}

export function hasExemptLine(lines: readonly InvoiceLine[]): boolean {
  return lines.some((line) => line.vatRate === "EXEMPT");
}

/** The lines of a credit invoice: the original lines with every amount negated, quantities kept. */
export function creditLines(lines: readonly InvoiceLine[]): InvoiceLine[] {
  return lines.map((line) => ({
    ...line,
    unitPriceCents: -line.unitPriceCents || 0,
    totalCents: -line.totalCents || 0,
    vatCents: -line.vatCents || 0,
  }));
}
