/** The HTML of the dev mailbox (server-rendered, Dutch, no JavaScript). */
import type { OutboxEntry, OutboxListItem } from "../mail/outbox-browse.ts";
import { escapeHtml } from "../mail/templates/layout.ts";
import { MAIL_STATUS_LABELS } from "../../common/vocabulary/mail.ts";

const dateTime = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  dateStyle: "short",
  timeStyle: "medium",
});

function time(date: Date | null): string {
  return date ? `<time datetime="${date.toISOString()}">${escapeHtml(dateTime.format(date))}</time>` : "–";
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;color:#1d2929;margin:2rem auto;max-width:64rem;padding:0 1rem;line-height:1.5}
h1{color:#175656}a{color:#175656}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #d3dfdf;vertical-align:top}
th{background:#e8f0f0}.FAILED{color:#a4161a;font-weight:bold}.PENDING{color:#8a4b0f}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:bold}dd{margin:0}
iframe{width:100%;height:75vh;border:1px solid #d3dfdf}pre{white-space:pre-wrap;background:#f3f6f6;padding:1rem}
</style></head>
<body><main>${body}</main></body>
</html>
`;
}

export function mailListPage(basePath: string, mails: OutboxListItem[]): string {
  const rows = mails
    .map(
      (mail) => `<tr><td>${time(mail.createdAt)}</td><td>${escapeHtml(mail.toAddress)}</td>
<td><a href="${basePath}/${mail.id}">${escapeHtml(mail.subject)}</a></td>
<td class="${mail.status}">${MAIL_STATUS_LABELS[mail.status]}</td></tr>`,
    )
    .join("\n");
  const table = mails.length
    ? `<table><thead><tr><th scope="col">Tijd</th><th scope="col">Aan</th><th scope="col">Onderwerp</th><th scope="col">Status</th></tr></thead>
<tbody>${rows}</tbody></table>`
    : "<p>Er zijn nog geen e-mails.</p>";
  return page(
    "Mailbox (ontwikkeling)",
    `<h1>Mailbox</h1>
<p>Alle e-mails van deze omgeving, de nieuwste eerst. Deze pagina bestaat alleen buiten productie.</p>
${table}`,
  );
}

/**
 * `fromDeliveredFile`: the bodies are those of the delivered .eml file, not the outbox's redacted copy. A redacted
 * mail says which link is gone and why, so nobody takes '…verwijderd…' for a broken template.
 */
export function mailDetailPage(basePath: string, mail: OutboxEntry, fromDeliveredFile = false): string {
  const attachments = mail.attachments.length
    ? `<ul>${mail.attachments
        .map(
          (attachment, index) =>
            `<li><a href="${basePath}/${mail.id}/attachments/${index}">${escapeHtml(attachment.filename)}</a></li>`,
        )
        .join("")}</ul>`
    : "<p>Geen bijlagen.</p>";
  const failure = mail.lastError ? `<dt>Laatste fout</dt><dd>${escapeHtml(mail.lastError)}</dd>` : "";
  const redaction = !mail.redactedAt
    ? ""
    : fromDeliveredFile
      ? "<p>De outbox bewaart deze e-mail zonder de eenmalige link; hieronder staat de afgeleverde versie uit het .eml-bestand, met de link.</p>"
      : `<p>De eenmalige link is na ${mail.status === "SENT" ? "verzending" : "de laatste mislukte poging"} uit de outbox verwijderd; alleen de ontvanger heeft hem.</p>`;
  // Links in the mail open in a new tab; the sandbox keeps the mail's HTML from running anything here.
  const frameHtml = `<base target="_blank">${mail.html}`;
  return page(
    `${mail.subject} | Mailbox`,
    `<p><a href="${basePath}">Terug naar de mailbox</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<dl><dt>Aan</dt><dd>${escapeHtml(mail.toAddress)}</dd>
<dt>Status</dt><dd class="${mail.status}">${MAIL_STATUS_LABELS[mail.status]} (${mail.attempts} ${mail.attempts === 1 ? "poging" : "pogingen"})</dd>${failure}
<dt>Aangemaakt</dt><dd>${time(mail.createdAt)}</dd><dt>Verstuurd</dt><dd>${time(mail.sentAt)}</dd></dl>
${redaction}<h2>Bijlagen</h2>${attachments}
<h2>Bericht</h2>
<iframe title="Inhoud van de e-mail" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(frameHtml)}"></iframe>
<h2>Tekstversie</h2><pre>${escapeHtml(mail.text)}</pre>`,
  );
}

export function notFoundPage(basePath: string): string {
  return page(
    "Niet gevonden | Mailbox",
    `<h1>Niet gevonden</h1><p>Deze e-mail of bijlage bestaat niet.</p><p><a href="${basePath}">Terug naar de mailbox</a></p>`,
  );
}
