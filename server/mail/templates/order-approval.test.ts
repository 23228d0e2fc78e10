import { describe, expect, it } from "vitest";
import type { ConfirmedOrder } from "../../domain/tickets/ticket-documents.ts";
import { confirmedOrderFixture } from "../../../test/support/confirmed-order.ts";
import { orderAwaitingApprovalMail, orderRejectedMail } from "./order-approval.ts";

const publicUrl = "https://forensischforum.example.org";
const siteName = "Forensisch Forum";

/** Ten tickets on invoice, awaiting approval: no codes yet. */
function order(overrides: Partial<ConfirmedOrder> = {}): ConfirmedOrder {
  return confirmedOrderFixture({
    status: "AWAITING_APPROVAL",
    totalCents: 149000,
    lines: [{ description: "Regulier", quantity: 10, unitPriceCents: 14900, totalCents: 149000 }],
    tickets: [],
    ...overrides,
  });
}

const plain = (text: string) => text.replaceAll("\u00a0", " ");

describe("the mails of an order awaiting approval", () => {
  it("says the order was received and is looked at first, with the event and the order, without codes", () => {
    const mail = orderAwaitingApprovalMail({ order: order(), siteName, publicUrl });
    expect(mail.subject).toBe("We hebben je aanmelding voor Forensisch Forum Jaarcongres 2027 ontvangen");
    for (const text of [
      "Beste Sanne,",
      "Omdat het om een grote bestelling gaat, bekijken we die eerst voordat we hem bevestigen.",
      "Na onze goedkeuring ontvang je een e-mail met je tickets en de factuur. Je hoeft nu nog niets te betalen.",
      "Datum: donderdag 11 maart 2027",
      "Locatie: Lindelaan 40, 3822 XK Amersfoort",
      "10 × Regulier: € 1.490,00",
      "Totaal: € 1.490,00",
      `${publicUrl}/contact`,
    ]) {
      expect(plain(mail.text)).toContain(text);
    }
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.text).not.toContain("Ticketcode");
  });

  it("speaks of no invoice for a free order", () => {
    const free = order({
      totalCents: 0,
      lines: [{ description: "Gratis", quantity: 12, unitPriceCents: 0, totalCents: 0 }],
    });
    expect(orderAwaitingApprovalMail({ order: free, siteName, publicUrl }).text).not.toContain("factuur");
    expect(orderRejectedMail({ order: free, siteName, publicUrl }).text).not.toContain("factuur");
  });

  it("tells a rejected buyer the order is canceled and nothing is owed", () => {
    const mail = orderRejectedMail({ order: order({ status: "CANCELED" }), siteName, publicUrl });
    expect(mail.subject).toBe("Je bestelling voor Forensisch Forum Jaarcongres 2027 is geannuleerd");
    expect(mail.text).toContain("kunnen die helaas niet goedkeuren");
    expect(mail.text).toContain("Je ontvangt geen factuur en hoeft niets te betalen.");
  });

  it("escapes what the buyer and the editor typed", () => {
    const mail = orderAwaitingApprovalMail({
      order: order({
        buyer: { firstName: '<img src=x onerror="alert(1)">', lastName: "X", email: "x@example.org" },
        event: { ...order().event, name: "Zorg & <b>Veiligheid</b>" },
      }),
      siteName,
      publicUrl,
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>Veiligheid");
    expect(mail.html).toContain("Beste &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,");
  });
});
