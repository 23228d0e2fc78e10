/**
 * A mail body as a list of blocks, rendered twice: HTML (escaped, in the layout's styles) and its plain-text twin.
 * Both come from the same blocks, so the two versions can never tell different stories.
 */
import {
  emailLayout,
  escapeHtml,
  heading,
  link,
  MAIL_COLORS,
  paragraph,
  withTextFooter,
  type EmailContent,
} from "./layout.ts";
import { richTextMailHtml, richTextMailText } from "./rich-text-mail.ts";
import type { SanitizedHtml } from "../../domain/rich-text.ts";

export type DetailRow = { label: string; value: string };

export type MailBlock =
  | { paragraph: string }
  | { heading: string; rows: DetailRow[] }
  /** Rich text that staff wrote, under a heading: sanitised HTML, and its plain-text rendering (rich-text-mail.ts). */
  | { heading: string; richText: SanitizedHtml }
  /** A sentence followed by a link; the text version puts the address on its own line. */
  | { lead: string; href: string; linkText: string }
  | { signOff: string };

export type BlockMail = {
  subject: string;
  preheader: string;
  blocks: MailBlock[];
  siteName: string;
  publicUrl: string;
};

export function renderBlockMail({ subject, preheader, blocks, siteName, publicUrl }: BlockMail): EmailContent {
  const bodyHtml = blocks.map(blockHtml).join("\n");
  const html = emailLayout({ title: subject, preheader, siteName, publicUrl, bodyHtml });
  return { subject, html, text: withTextFooter(blocks.map(blockText).join("\n\n"), siteName, publicUrl) };
}

/** Blocks as the sections of a mail that composes its body itself (order-confirmation.ts, workshop-choice.ts). */
export function blockSections(blocks: MailBlock[]): { html: string; text: string }[] {
  return blocks.map((block) => ({ html: blockHtml(block), text: blockText(block) }));
}

function blockHtml(block: MailBlock): string {
  if ("paragraph" in block) return paragraph(escapeHtml(block.paragraph));
  if ("rows" in block) return `${heading(block.heading)}\n${rowsTable(block.rows)}`;
  if ("richText" in block) return `${heading(block.heading)}\n${richTextMailHtml(block.richText)}`;
  if ("href" in block) return paragraph(`${escapeHtml(block.lead)} ${link(block.href, block.linkText)}`);
  return paragraph(`Met vriendelijke groet,<br>${escapeHtml(block.signOff)}`);
}

function blockText(block: MailBlock): string {
  if ("paragraph" in block) return block.paragraph;
  if ("rows" in block) return [block.heading.toUpperCase(), ...block.rows.map(rowText)].join("\n");
  if ("richText" in block) return `${block.heading.toUpperCase()}\n${richTextMailText(block.richText)}`;
  if ("href" in block) return `${block.lead}\n${block.href}`;
  return `Met vriendelijke groet,\n${block.signOff}`;
}

const rowText = ({ label, value }: DetailRow) => `${label}: ${value}`;

function rowsTable(rows: DetailRow[]): string {
  const cell = "padding:2px 0;vertical-align:top;";
  const body = rows
    .map(
      ({ label, value }) =>
        `<tr><td style="${cell}padding-right:16px;color:${MAIL_COLORS.muted};">${escapeHtml(label)}</td>` +
        `<td style="${cell}">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">\n${body}\n</table>`;
}
