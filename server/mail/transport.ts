/**
 * How a mail leaves the process. One interface, two implementations: SMTP when SMTP_URL is set, otherwise
 * .eml files under DATA_DIR/mail that any mail program opens (and the dev mailbox shows from the outbox).
 * Tests use the real ones, against a local SMTP server or a temporary directory.
 */
import path from "node:path";
import type { Config } from "../config.ts";
import type { Clock } from "../domain/deps.ts";
import { createEmlFileTransport } from "./eml-file-transport.ts";
import { createSmtpTransport } from "./smtp-transport.ts";

export type OutgoingAttachment = { filename: string; content: Buffer; contentType: string };

export type OutgoingMail = {
  /** Stable per outbox row, so a mail sent twice after a crash can be recognised as one by the receiver. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: OutgoingAttachment[];
};

export interface MailTransport {
  /** Resolves once the mail is handed over; rejects when it was not, so the worker tries again later. */
  send(message: OutgoingMail): Promise<void>;
  /** Where mails go, for the start-up log line; never contains a password. */
  readonly description: string;
  close(): void;
}

/** Where mails go without SMTP: DATA_DIR/mail, which the retention job and the dev mailbox read too. */
export const emlMailDirectory = (config: Pick<Config, "dataDir">): string => path.join(config.dataDir, "mail");

export function createMailTransport(config: Pick<Config, "smtpUrl" | "dataDir">, clock: Clock): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createEmlFileTransport(emlMailDirectory(config), clock);
}
