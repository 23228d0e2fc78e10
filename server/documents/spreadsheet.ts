/**
 * Tables as files for staff: CSV for any program, XLSX (ExcelJS) for Excel and LibreOffice. One column
 * list per table gives both. Text a person typed is written as text, never as a formula: a cell that starts with
 * = + - @ (or a tab or carriage return) would run in a spreadsheet ('CSV injection'), so it gets a leading
 * apostrophe in CSV and is stored as a plain string in XLSX.
 */
import ExcelJS from "exceljs";
import { CONTENT_TYPES, type SpreadsheetFormat, type StaffDownloadFile } from "../../common/staff-downloads.ts";

/**
 * A cell: text or a number. Moments are written as text in Amsterdam time (common/format/dates.ts), as a Date cell
 * would show UTC in Excel; amounts as numbers of euros (cents / 100) with the column's number format.
 */
type CellValue = string | number | null;

export type Column<Row> = {
  header: string;
  value: (row: Row) => CellValue;
  /** Excel's number format for this column, e.g. EURO_FORMAT. */
  numberFormat?: string;
  width?: number;
};

export const EURO_FORMAT = '"€" #,##0.00';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Dutch Excel reads ';' as the separator (',' is the decimal comma) and needs the BOM to read UTF-8. */
export function toCsv<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): Uint8Array {
  const lines = [columns.map((column) => csvCell(column.header)).join(";")];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(";"));
  return new TextEncoder().encode(`\ufeff${lines.join("\r\n")}\r\n`);
}

function csvCell(value: CellValue): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value).replace(".", ",");
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function toXlsx<Row>(
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  sheetName: string,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Forensisch Forum";
  // Excel allows 31 characters and no []:*?/\ in a sheet's name.
  const sheet = workbook.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, " ").slice(0, 31) || "Blad1");
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width ?? Math.min(40, Math.max(10, column.header.length + 2)),
    ...(column.numberFormat ? { style: { numFmt: column.numberFormat } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  for (const row of rows) {
    // A string stays a string cell: ExcelJS writes no formula unless given { formula }.
    sheet.addRow(columns.map((column) => column.value(row)));
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The table as a download in the format asked for, named '<baseName>.<format>'. */
export async function spreadsheetFile<Row>(
  format: SpreadsheetFormat,
  baseName: string,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  sheetName: string,
): Promise<StaffDownloadFile> {
  const body = format === "csv" ? toCsv(columns, rows) : await toXlsx(columns, rows, sheetName);
  return { fileName: `${baseName}.${format}`, contentType: CONTENT_TYPES[format], body };
}
