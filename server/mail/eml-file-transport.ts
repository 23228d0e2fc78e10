import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Clock } from "../domain/deps.ts";
import type { MailTransport, OutgoingMail } from "./transport.ts";

/**
 * Without SMTP, every mail becomes a complete RFC 5322 message in `directory`, named so that a listing sorts by
 * time: '2026-11-22T10-15-00-000Z-<outbox id>.eml'. Written to a temporary name and renamed, so a reader never
 * sees half a file. The text and HTML parts are base64, whatever they hold, so the dev mailbox can read the delivered
 * copy back (readDeliveredBodies) without a MIME parser.
 */
export function createEmlFileTransport(directory: string, clock: Clock): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    description: `.eml-bestanden in ${directory}`,
    async send(message: OutgoingMail) {
      const info = await composer.sendMail({ ...message, textEncoding: "base64" });
      if (!Buffer.isBuffer(info.message)) throw new Error("nodemailer gaf geen buffer terug");
      await mkdir(directory, { recursive: true });
      const file = path.join(directory, emlFileName(message.messageId, clock()));
      await writeFile(`${file}.tmp`, info.message);
      await rename(`${file}.tmp`, file);
    },
    close: () => composer.close(),
  };
}

/**
 * The text and HTML of the mail this transport delivered for outbox row `mailId`, read from its file: what the
 * recipient got, link and all, where the outbox keeps a redacted copy (server/mail/outbox-delivery.ts). Null when
 * there is no such file (sent by SMTP, or removed by the retention job).
 */
export async function readDeliveredBodies(
  directory: string,
  mailId: string,
): Promise<{ text: string; html: string } | null> {
  const names = await readdir(directory).catch(() => [] as string[]);
  const name = names.find((entry) => entry.endsWith(`-${mailId.replace(/[^\w-]/g, "")}.eml`));
  if (!name) return null;
  const bodies = { text: "", html: "" };
  const source = await readFile(path.join(directory, name), "utf8");
  for (const part of source.split(/\r?\n--[^\r\n]*\r?\n/)) {
    const [headers = "", body = ""] = part.split(/\r?\n\r?\n/, 2);
    const kind = /^content-type:\s*text\/(plain|html)/im.exec(headers)?.[1];
    if (!kind || !/^content-transfer-encoding:\s*base64/im.test(headers)) continue;
    bodies[kind === "plain" ? "text" : "html"] = Buffer.from(body, "base64").toString("utf8");
  }
  return bodies;
}

function emlFileName(messageId: string, at: Date): string {
  const id = messageId.replace(/^<|@.*$/g, "").replace(/[^\w-]/g, "");
  return `${at.toISOString().replace(/[:.]/g, "-")}-${id}.eml`;
}
