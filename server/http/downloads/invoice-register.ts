/**
 * The bookkeeping export: 'factuurregister?van=2027-01-01&tot=2027-03-31&formaat=xlsx', the invoice
 * register of a period as CSV or XLSX, with a totals row.
 */
import { formatInAmsterdam } from "../../../common/format/dates.ts";
import { invoiceRegisterParamsSchema } from "../../../common/validation/invoices.ts";
import type { ServiceDeps } from "../../domain/deps.ts";
import { invoiceRegister, type InvoiceRegisterRow } from "../../domain/invoices/invoice-register.ts";
import { parseWith } from "../../domain/parse-input.ts";
import { requirePermission } from "../../domain/staff/permissions.ts";
import { EURO_FORMAT, spreadsheetFile, type Column } from "../../documents/spreadsheet.ts";

type RegisterLine = Omit<InvoiceRegisterRow, "issuedAt"> & { date: string };

const euros = (cents: number) => cents / 100;

/** Days as bookkeeping programs import them: '05-03-2024'. */
const bookkeepingDate = (moment: Date | string) => formatInAmsterdam(moment, "dd-MM-yyyy");

const euroColumn = (header: string, cents: (row: RegisterLine) => number): Column<RegisterLine> => ({
  header,
  value: (row) => euros(cents(row)),
  numberFormat: EURO_FORMAT,
  width: 14,
});

const INVOICE_REGISTER_COLUMNS: Column<RegisterLine>[] = [
  { header: "Factuurnummer", value: (row) => row.number, width: 16 },
  { header: "Factuurdatum", value: (row) => row.date || null, width: 12 },
  { header: "Afnemer", value: (row) => row.buyerName, width: 30 },
  euroColumn("Netto 21%", (row) => row.netCents["21"]),
  euroColumn("Netto 9%", (row) => row.netCents["9"]),
  euroColumn("Netto vrijgesteld", (row) => row.netCents.EXEMPT),
  euroColumn("Btw", (row) => row.vatCents),
  euroColumn("Bruto", (row) => row.totalCents),
  { header: "Betaald op", value: (row) => (row.paidOn ? bookkeepingDate(`${row.paidOn}T12:00:00Z`) : null), width: 12 },
  { header: "Creditfactuur van", value: (row) => row.creditFor, width: 18 },
];

function totalsLine(rows: readonly InvoiceRegisterRow[]): RegisterLine {
  const sum = (cents: (row: InvoiceRegisterRow) => number) => rows.reduce((total, row) => total + cents(row), 0);
  return {
    number: "Totaal",
    date: "",
    buyerName: `${rows.length} facturen`,
    netCents: {
      "21": sum((r) => r.netCents["21"]),
      "9": sum((r) => r.netCents["9"]),
      EXEMPT: sum((r) => r.netCents.EXEMPT),
    },
    vatCents: sum((r) => r.vatCents),
    totalCents: sum((r) => r.totalCents),
    paidOn: null,
    creditFor: null,
  };
}

export async function invoiceRegisterDownload(deps: ServiceDeps, params: Record<string, string>) {
  // The permission before the parameters: someone who may not read invoices learns nothing about valid periods.
  requirePermission(deps.actor, "orders.read");
  const { van, tot, formaat } = parseWith(invoiceRegisterParamsSchema, params);
  const rows = await invoiceRegister(deps, { from: van, until: tot });
  const lines: RegisterLine[] = rows.map((row) => ({ ...row, date: bookkeepingDate(row.issuedAt) }));
  return spreadsheetFile(
    formaat,
    `factuurregister-${van}-${tot}`,
    INVOICE_REGISTER_COLUMNS,
    [...lines, totalsLine(rows)],
    "Factuurregister",
  );
}
