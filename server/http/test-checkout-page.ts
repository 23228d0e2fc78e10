import type { TestCheckout } from "../domain/payments/test-provider.ts";

/** The test provider's checkout page: plain server-rendered HTML, unmistakably a test environment. */

const euros = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });

const STATUS_LABELS: Record<TestCheckout["status"], string> = {
  open: "open",
  pending: "in behandeling",
  authorized: "geautoriseerd",
  paid: "betaald",
  failed: "mislukt",
  canceled: "geannuleerd",
  expired: "verlopen",
};

const OUTCOME_BUTTONS = [
  { value: "paid", label: "Betaald" },
  { value: "failed", label: "Mislukt" },
  { value: "canceled", label: "Geannuleerd" },
  { value: "expired", label: "Verlopen" },
] as const;

export function testCheckoutPage(checkout: TestCheckout): string {
  const isOpen = ["open", "pending", "authorized"].includes(checkout.status);
  const action = isOpen
    ? `<form method="post">
<p>Kies de uitkomst van deze betaling:</p>
<div class="buttons">${OUTCOME_BUTTONS.map(
        ({ value, label }) => `<button type="submit" name="status" value="${value}">${label}</button>`,
      ).join("")}</div>
</form>`
    : `<p>Deze betaling is al afgerond: <strong>${STATUS_LABELS[checkout.status]}</strong>.</p>
<p><a href="${escapeHtml(checkout.redirectUrl)}">Terug naar de website</a></p>`;
  return page(
    "Testbetaling",
    `<dl>
<dt>Omschrijving</dt><dd>${escapeHtml(checkout.description)}</dd>
<dt>Bedrag</dt><dd class="amount">${euros.format(checkout.amountCents / 100)}</dd>
<dt>Betalingskenmerk</dt><dd><code>${escapeHtml(checkout.id)}</code></dd>
</dl>
${action}`,
  );
}

export function unknownTestCheckoutPage(): string {
  return page("Onbekende testbetaling", "<p>Deze testbetaling bestaat niet.</p>");
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} | Testomgeving</title>
<style>body{font-family:system-ui,sans-serif;color:#1d2929;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
.banner{background:#fff3cd;border:2px dashed #8a6d00;padding:.75rem 1rem;font-weight:600}
h1{color:#175656}dt{font-weight:600}dd{margin:0 0 .5rem}.amount{font-size:1.5rem}
.buttons{display:flex;flex-wrap:wrap;gap:.5rem}button{font:inherit;padding:.5rem 1rem;border:1px solid #175656;border-radius:.25rem;background:#fff;color:#175656;cursor:pointer}
button[value=paid]{background:#175656;color:#fff}a{color:#175656}</style></head>
<body><main>
<p class="banner" role="note">Testomgeving: dit is de ingebouwde testbetaalprovider. Er wordt niet echt betaald.</p>
<h1>${title}</h1>
${body}
</main></body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
