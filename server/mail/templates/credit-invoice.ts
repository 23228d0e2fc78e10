/**
 * The mail that goes with a credit invoice after staff cancelled (part of) an order: what was
 * cancelled, the credit invoice's number and amount, and whether money comes back. The PDF is attached.
 */
import { formatEuros } from "../../../common/format/money.ts";
import type { EmailContent } from "./layout.ts";
import { renderBlockMail, type DetailRow } from "./mail-blocks.ts";

export type CreditInvoiceMailInput = {
  firstName: string;
  eventName: string;
  creditNumber: string;
  originalNumber: string;
  /** The credit invoice's total, as a positive amount. */
  amountCents: number;
  ticketCount: number;
  /** True when the whole order was cancelled. */
  whole: boolean;
  /** What is paid back, in cents; 0 when nothing is (yet). */
  refundCents: number;
  siteName: string;
  publicUrl: string;
};

export function creditInvoiceMail(input: CreditInvoiceMailInput): EmailContent {
  const { firstName, eventName, creditNumber, originalNumber, amountCents, siteName, publicUrl } = input;
  const what = input.whole
    ? `Je bestelling voor ${eventName} is geannuleerd.`
    : `${input.ticketCount === 1 ? "Eén ticket" : `${input.ticketCount} tickets`} van je bestelling voor ${eventName} ` +
      `${input.ticketCount === 1 ? "is" : "zijn"} geannuleerd.`;
  const rows: DetailRow[] = [
    { label: "Creditfactuur", value: creditNumber },
    { label: "Bij factuur", value: originalNumber },
    { label: "Bedrag", value: formatEuros(-amountCents) },
  ];
  if (input.refundCents > 0) rows.push({ label: "Terugbetaling", value: formatEuros(input.refundCents) });
  return renderBlockMail({
    subject: `Creditfactuur ${creditNumber} – ${eventName}`,
    preheader: what,
    siteName,
    publicUrl,
    blocks: [
      { paragraph: `Beste ${firstName},` },
      {
        paragraph:
          `${what} De codes van de geannuleerde tickets zijn niet meer geldig. In de bijlage vind je ` +
          `creditfactuur ${creditNumber}, die factuur ${originalNumber} voor dit deel corrigeert.`,
      },
      { heading: "Creditfactuur", rows },
      {
        paragraph:
          input.refundCents > 0
            ? `We betalen ${formatEuros(input.refundCents)} terug via de betaling waarmee je betaald hebt. Het kan enkele werkdagen duren voordat het bedrag op je rekening staat.`
            : "Heb je al betaald, dan nemen we contact met je op over het terugbetalen.",
      },
      { lead: "Heb je een vraag?", href: `${publicUrl}/contact`, linkText: "Neem contact met ons op" },
      { signOff: siteName },
    ],
  });
}
