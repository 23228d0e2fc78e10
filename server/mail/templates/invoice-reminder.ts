/**
 * The reminder about an unpaid invoice: automatic after the due date, or sent by staff. Friendly, with
 * what is still open, the due date and the seller's IBAN; the invoice PDF is attached again.
 */
import { formatDate } from "../../../common/format/dates.ts";
import { formatEuros } from "../../../common/format/money.ts";
import type { InvoiceParty } from "../../db/schema/index.ts";
import type { EmailContent } from "./layout.ts";
import { renderBlockMail } from "./mail-blocks.ts";

export type InvoiceReminderMailInput = {
  invoice: {
    number: string;
    issuedAt: Date;
    dueAt: Date;
    totalCents: number;
    buyer: InvoiceParty;
    seller: InvoiceParty;
  };
  openCents: number;
  /** 1 for the first reminder, 2 for the second, and so on. */
  sequence: number;
  siteName: string;
  publicUrl: string;
};

export function invoiceReminderMail(input: InvoiceReminderMailInput): EmailContent {
  const { invoice, openCents, sequence, siteName, publicUrl } = input;
  const which = sequence > 1 ? "Tweede herinnering" : "Herinnering";
  const iban = invoice.seller.iban;
  return renderBlockMail({
    subject: `${which}: factuur ${invoice.number}`,
    preheader: `Van factuur ${invoice.number} staat nog ${formatEuros(openCents)} open.`,
    siteName,
    publicUrl,
    blocks: [
      { paragraph: `Beste ${invoice.buyer.name},` },
      {
        paragraph:
          `Volgens onze administratie is factuur ${invoice.number} nog niet (helemaal) betaald. De betaaltermijn ` +
          `is verstreken op ${formatDate(invoice.dueAt)}. Wil je het openstaande bedrag zo snel mogelijk overmaken? ` +
          "De factuur vind je nogmaals in de bijlage.",
      },
      {
        heading: "Factuur",
        rows: [
          { label: "Factuurnummer", value: invoice.number },
          { label: "Factuurdatum", value: formatDate(invoice.issuedAt) },
          { label: "Totaalbedrag", value: formatEuros(invoice.totalCents) },
          { label: "Nog te betalen", value: formatEuros(openCents) },
          ...(iban ? [{ label: "Rekeningnummer", value: `${iban} t.n.v. ${invoice.seller.name}` }] : []),
          { label: "Omschrijving", value: invoice.number },
        ],
      },
      {
        paragraph:
          "Heb je het bedrag inmiddels overgemaakt? Dan kun je deze herinnering als niet verzonden beschouwen.",
      },
      {
        lead: "Heb je een vraag over deze factuur?",
        href: `${publicUrl}/contact`,
        linkText: "Neem contact met ons op",
      },
      { signOff: siteName },
    ],
  });
}
