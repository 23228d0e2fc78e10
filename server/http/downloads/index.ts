/**
 * The back office's files by name. Each entry reads its data through a domain service, which checks the
 * staff member's permission as for /graphql, and renders it with server/documents. Areas add their downloads here,
 * one line each, in a file of their own beside this one. One is public: 'certificaat', a certificate's PDF by the
 * secret token of its link (./certificate-download.ts), asked for by the public page /certificaat/pdf/{token}.
 */
import { CERTIFICATE_PDF_DOWNLOAD, type StaffDownloadFile } from "../../../common/staff-downloads.ts";
import type { ServiceDeps } from "../../domain/deps.ts";
import { PARTICIPANT_DOWNLOADS } from "./participants.ts";
import { invoiceRegisterDownload } from "./invoice-register.ts";
import { invoiceDownload } from "./invoice-download.ts";
import { PRESENCE_DOWNLOADS } from "./presence.ts";
import { certificateDownload } from "./certificate-download.ts";

/** Builds one file for the request's staff member; params is the link's query string, checked by the download. */
export type StaffDownload = (deps: ServiceDeps, params: Record<string, string>) => Promise<StaffDownloadFile>;

export const STAFF_DOWNLOADS: Readonly<Record<string, StaffDownload>> = {
  ...PARTICIPANT_DOWNLOADS,
  ...PRESENCE_DOWNLOADS,
  factuurregister: invoiceRegisterDownload,
  factuur: invoiceDownload,
  [CERTIFICATE_PDF_DOWNLOAD]: certificateDownload,
};
