/**
 * A message from staff to the participants of an event, a workshop or a course. The text is the staff
 * member's own, as plain paragraphs: everything is escaped, a blank line starts a new paragraph, and a web address
 * (http or https, nothing else) becomes a link whose address and text are both escaped.
 */
import { emailLayout, escapeHtml, MAIL_COLORS, paragraph, withTextFooter, type EmailContent } from "./layout.ts";

export type StaffMessageMailInput = {
  subject: string;
  body: string;
  /** Why the reader gets it, e.g. 'de workshop Verhoortechnieken van Jaarcongres 2027'. */
  audienceName: string;
  siteName: string;
  publicUrl: string;
  /** A test shows a banner above the text. */
  test?: boolean;
};

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation at the end of an address usually ends the sentence, not the address. */
const TRAILING = /[.,;:!?)\]]+$/;

export function staffMessageMail(input: StaffMessageMailInput): EmailContent {
  const paragraphs = toParagraphs(input.body);
  const reason = `Je ontvangt dit bericht van ${input.siteName} omdat je bent aangemeld voor ${input.audienceName}.`;
  const banner = input.test
    ? `<p style="margin:0 0 16px;padding:8px 12px;background:${MAIL_COLORS.tint};color:${MAIL_COLORS.teal};font-weight:bold;">Testbericht: alleen aan jou verstuurd.</p>\n`
    : "";
  const bodyHtml =
    banner +
    paragraphs.map((lines) => paragraph(lines.map(linkified).join("<br>"))).join("\n") +
    `\n<p style="margin:24px 0 0;font-size:13px;color:${MAIL_COLORS.muted};">${escapeHtml(reason)}</p>`;
  const subject = input.test ? `[Test] ${input.subject}` : input.subject;
  const html = emailLayout({
    title: subject,
    preheader: paragraphs[0]?.join(" ").slice(0, 140) ?? "",
    siteName: input.siteName,
    publicUrl: input.publicUrl,
    bodyHtml,
  });
  const text = `${input.test ? "TESTBERICHT: alleen aan jou verstuurd.\n\n" : ""}${paragraphs
    .map((lines) => lines.join("\n"))
    .join("\n\n")}\n\n${reason}\n`;
  return { subject, html, text: withTextFooter(text, input.siteName, input.publicUrl) };
}

/** Paragraphs (split at blank lines) of lines, without empty ones. */
function toParagraphs(body: string): string[][] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.split("\n").map((line) => line.trimEnd()))
    .map((lines) => lines.filter((line, index) => line !== "" || index > 0))
    .filter((lines) => lines.some((line) => line.trim() !== ""));
}

/** One line, escaped, with its http(s) addresses as links. */
function linkified(line: string): string {
  let html = "";
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index;
    const address = match[0].replace(TRAILING, "");
    html += escapeHtml(line.slice(last, start));
    html += isWebAddress(address)
      ? `<a href="${escapeHtml(address)}" style="color:${MAIL_COLORS.teal};">${escapeHtml(address)}</a>`
      : escapeHtml(address);
    last = start + address.length;
  }
  return html + escapeHtml(line.slice(last));
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}
