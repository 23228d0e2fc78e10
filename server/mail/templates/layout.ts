/**
 * The frame of every e-mail: simple tables with inline styles (what mail clients render reliably), the brand
 * teal on white with enough contrast, `lang="nl"`, and a plain-text twin for clients that show no HTML.
 */
import { SITE_PATHS, siteUrl } from "../../../common/site-paths.ts";

export const MAIL_COLORS = { teal: "#175656", ink: "#1d2929", muted: "#4b5b5b", rule: "#d3dfdf", tint: "#e8f0f0" };

const FONT_STACK = "Arial, Helvetica, sans-serif";

export type EmailContent = { subject: string; html: string; text: string };

/** Everything a visitor typed or an editor wrote goes through this before it lands in HTML. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export type LayoutInput = {
  /** Plain text; escaped here. */
  title: string;
  /** The line some clients show after the subject in the inbox; plain text. */
  preheader: string;
  siteName: string;
  publicUrl: string;
  /** Already-escaped HTML of the body. */
  bodyHtml: string;
};

export function emailLayout({ title, preheader, siteName, publicUrl, bodyHtml }: LayoutInput): string {
  const site = escapeHtml(siteName);
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:${MAIL_COLORS.tint};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${MAIL_COLORS.tint};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="background:${MAIL_COLORS.teal};color:#ffffff;padding:20px 28px;border-radius:8px 8px 0 0;font:bold 20px/1.3 ${FONT_STACK};">${site}</td></tr>
<tr><td style="padding:28px;font:16px/1.5 ${FONT_STACK};color:${MAIL_COLORS.ink};">
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${MAIL_COLORS.rule};font:13px/1.5 ${FONT_STACK};color:${MAIL_COLORS.muted};">
${site} &middot; <a href="${escapeHtml(publicUrl)}" style="color:${MAIL_COLORS.teal};">${escapeHtml(displayHost(publicUrl))}</a>
&middot; <a href="${escapeHtml(personalDataUrl(publicUrl))}" style="color:${MAIL_COLORS.teal};">Mijn gegevens</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/**
 * Where a reader sees, downloads or deletes what the site holds about their address: every mail's
 * footer links to it, in the HTML and in the plain-text twin.
 */
function personalDataUrl(publicUrl: string): string {
  return siteUrl(publicUrl, SITE_PATHS.personalData);
}

/** The plain-text twin of the layout's footer; the text versions end with it, after a signature separator. */
function textFooter(siteName: string, publicUrl: string): string {
  return `-- \n${siteName} · ${displayHost(publicUrl)}\nMijn gegevens bekijken, downloaden of laten verwijderen: ${personalDataUrl(publicUrl)}\n`;
}

/** A text version with the footer added. */
export function withTextFooter(text: string, siteName: string, publicUrl: string): string {
  return `${text.trimEnd()}\n\n${textFooter(siteName, publicUrl)}`;
}

export function paragraph(html: string): string {
  return `<p style="margin:0 0 16px;">${html}</p>`;
}

export function heading(text: string): string {
  return `<h2 style="margin:24px 0 8px;font:bold 18px/1.3 ${FONT_STACK};color:${MAIL_COLORS.teal};">${escapeHtml(text)}</h2>`;
}

export function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" style="color:${MAIL_COLORS.teal};font-weight:bold;">${escapeHtml(text)}</a>`;
}

/** 'forensischforum.nl' from 'https://forensischforum.nl'. */
function displayHost(publicUrl: string): string {
  return publicUrl.replace(/^https?:\/\//, "");
}
