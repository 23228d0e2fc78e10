/**
 * Files the back office hands out: participant lists, attendance lists, the bookkeeping export. A /beheer
 * page links to `/beheer/downloads/<name>?<params>`; the web app asks the server for the file
 * (AppServices.download: in-process, or GET /api/downloads/<name> with API_URL), which checks the staff session
 * and the permission in the domain service that reads the data, as /graphql does.
 */
export type StaffDownloadRequest = {
  /** Which file, e.g. 'deelnemers-evenement' (server/http/downloads/index.ts lists them). */
  name: string;
  /** The query string of the link, e.g. { id, formaat: 'xlsx' }: each download checks its own. */
  params: Record<string, string>;
};

export type StaffDownloadFile = { fileName: string; contentType: string; body: Uint8Array };

export type StaffDownloadOutcome = ({ ok: true } & StaffDownloadFile) | { ok: false; code: string; message: string };

/** Where a /beheer page links to a file: `staffDownloadPath('deelnemers-evenement', { id, formaat: 'csv' })`. */
export function staffDownloadPath(name: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return `/beheer/downloads/${encodeURIComponent(name)}${query ? `?${query}` : ""}`;
}

/** 'deelnemers.xlsx' as a Content-Disposition that every browser reads, whatever the name's characters. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The one public download: a certificate's PDF by its link's secret token (`params.token`), which the public page
 * /certificaat/pdf/{token} asks for. The token is its permission; no staff session is needed.
 */
export const CERTIFICATE_PDF_DOWNLOAD = "certificaat";

/** The API's own route of the same files, for a web app that runs against it over HTTP (API_URL). */
export const STAFF_DOWNLOAD_API_PREFIX = "/api/downloads";

export const SPREADSHEET_FORMATS = ["csv", "xlsx"] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];

export const CONTENT_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
} as const;
