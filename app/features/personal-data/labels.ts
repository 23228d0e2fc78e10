/** Dutch words for the statuses and kinds in "Mijn gegevens" (decision 0024); an unknown value is shown as it is. */
const LABELS: Record<string, Record<string, string>> = {
  order: {
    PENDING: "Wacht op betaling",
    AWAITING_APPROVAL: "Wacht op goedkeuring",
    PAID: "Betaald",
    INVOICED: "Gefactureerd",
    FREE: "Gratis",
    FAILED: "Mislukt",
    CANCELED: "Geannuleerd",
    EXPIRED: "Verlopen",
    REFUND_REQUIRED: "Wordt terugbetaald",
  },
  method: { IDEAL: "iDEAL", INVOICE: "Factuur", CARD: "Creditcard", PAYPAL: "PayPal" },
  payment: {
    open: "Open",
    pending: "In behandeling",
    authorized: "Geautoriseerd",
    paid: "Betaald",
    failed: "Mislukt",
    canceled: "Geannuleerd",
    expired: "Verlopen",
    creating: "Wordt aangemaakt",
    queued: "In de wachtrij",
    processing: "In behandeling",
    refunded: "Terugbetaald",
  },
  place: { EVENT: "Bij de ingang", WORKSHOP: "Bij de workshop", COURSE: "Bij de cursus" },
  participation: {
    ACTIVE: "Ingeschreven",
    CANCELED: "Afgemeld",
    WAITING: "Wacht op een plaats",
    OFFERED: "Plaats aangeboden",
    ENROLLED: "Ingeschreven",
    PROMOTED: "Plaats gekregen",
    LEFT: "Van de lijst af",
    EXPIRED: "Aanbod verlopen",
    CLOSED: "Gesloten",
  },
  mail: { PENDING: "Nog niet verstuurd", SENT: "Verstuurd", FAILED: "Niet bezorgd" },
  invoice: { INVOICE: "Factuur", CREDIT: "Creditfactuur" },
};

export function labelOf(kind: keyof typeof LABELS, value: string): string {
  return LABELS[kind]?.[value] ?? value;
}
