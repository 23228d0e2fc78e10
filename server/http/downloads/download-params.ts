/** What the spreadsheet downloads read from their links: the format asked for, and a file name from a title. */
import { SPREADSHEET_FORMATS, type SpreadsheetFormat } from "../../../common/staff-downloads.ts";
import { DomainError } from "../../domain/errors.ts";

export function formatOf(params: Record<string, string>): SpreadsheetFormat {
  const format = SPREADSHEET_FORMATS.find((candidate) => candidate === params.formaat);
  if (!format) throw new DomainError("BAD_USER_INPUT", "Kies als formaat csv of xlsx.", { field: "formaat" });
  return format;
}

/** A file name from a title: letters, digits and dashes only, so every system keeps it. */
export function fileSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "lijst";
}
