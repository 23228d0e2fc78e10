import nodemailer from "nodemailer";
import type { MailTransport, OutgoingMail } from "./transport.ts";

/**
 * Sends through an SMTP server (`smtp://user:pass@host:587`, or `smtps://` for TLS from the start). The timeouts
 * are short so that a server that hangs counts as a failed attempt the worker retries, not a stuck worker.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  const url = new URL(smtpUrl);
  return {
    description: `SMTP ${url.protocol}//${url.host}`,
    async send(message: OutgoingMail) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}
