import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expect } from "vitest";

/** All text of a PDF, as a reader would copy it, with runs of white space made single spaces. */
export async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ("str" in item) parts.push(item.str, item.hasEOL ? "\n" : "");
  }
  await document.destroy();
  return { pages: document.numPages, text: parts.join("").replace(/\s+/g, " ") };
}

export function expectValidPdf(pdf: Buffer): void {
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdf.subarray(-8).toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
}
