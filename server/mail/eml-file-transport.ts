import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Clock } from "../domain/deps.ts";
import type { MailTransport, OutgoingMail } from "./transport.ts";

/**
 * Without SMTP, every mail becomes a complete RFC 5322 message in `directory`, named so that a listing sorts by
 * time: '2026-11-22T10-15-00-000Z-<outbox id>.eml'. Written to a temporary name and renamed, so a reader never
 * sees half a file.
 */
export function createEmlFileTransport(directory: string, clock: Clock): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    description: `.eml-bestanden in ${directory}`,
    async send(message: OutgoingMail) {
      const info = await composer.sendMail(message);
      if (!Buffer.isBuffer(info.message)) throw new Error("nodemailer gaf geen buffer terug");
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, emlFileName(message.messageId, clock()));
      await writeFile(`${file}.tmp`, info.message);
      await rename(`${file}.tmp`, file);
    },
    close: () => composer.close(),
  };
}

function emlFileName(messageId: string, at: Date): string {
  const id = messageId.replace(/^<|@.*$/g, "").replace(/[^\w-]/g, "");
  return `${at.toISOString().replace(/[:.]/g, "-")}-${id}.eml`;
}
