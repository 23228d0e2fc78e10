import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { EURO_FORMAT, toCsv, toXlsx, type Column } from "./spreadsheet.ts";

type Row = { name: string; organisation: string | null; euros: number };

const COLUMNS: Column<Row>[] = [
  { header: "Naam", value: (row) => row.name },
  { header: "Organisatie", value: (row) => row.organisation },
  { header: "Bedrag", value: (row) => row.euros, numberFormat: EURO_FORMAT },
];

const ROWS: Row[] = [
  { name: "Anouk de Vries", organisation: 'Kliniek "De Horst"; afdeling 2', euros: 12.5 },
  { name: '=HYPERLINK("https://example.org")', organisation: "+31 6 123", euros: -3 },
  { name: "@SUM(A1)", organisation: null, euros: 0 },
];

describe("spreadsheets for staff", () => {
  it("writes CSV with a BOM, semicolons, decimal commas, quotes where needed and no formulas", () => {
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(toCsv(COLUMNS, ROWS));
    expect(text.startsWith("\ufeff")).toBe(true);
    expect(text.slice(1).split("\r\n")).toEqual([
      "Naam;Organisatie;Bedrag",
      'Anouk de Vries;"Kliniek ""De Horst""; afdeling 2";12,5',
      `"'=HYPERLINK(""https://example.org"")";'+31 6 123;-3`,
      "'@SUM(A1);;0",
      "",
    ]);
  });

  it("writes XLSX that ExcelJS reads back: a bold frozen header, numbers as numbers, formula-like text as text", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await toXlsx(COLUMNS, ROWS, "Deelnemers: [test]")).buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("Deelnemers   test ");
    expect(sheet.getRow(1).values).toEqual([undefined, "Naam", "Organisatie", "Bedrag"]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getCell("C2").value).toBe(12.5);
    expect(sheet.getCell("C2").numFmt).toBe(EURO_FORMAT);
    expect(sheet.getCell("A3").value).toBe('=HYPERLINK("https://example.org")');
    expect(sheet.getCell("A3").formula).toBeUndefined();
    expect(sheet.getCell("B4").value).toBeNull();
  });
});
