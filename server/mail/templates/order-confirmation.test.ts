import { describe, expect, it } from "vitest";
import { confirmedOrderFixture } from "../../../test/support/confirmed-order.ts";
import { orderConfirmationMail } from "./order-confirmation.ts";

const publicUrl = "https://forensischforum.example.org";

const order = confirmedOrderFixture;

const invoice = {
  number: "FF-2026-00001",
  issuedAt: new Date("2026-11-22T10:00:00Z"),
  dueAt: new Date("2026-12-06T10:00:00Z"),
};

describe("order confirmation mail", () => {
  it("greets the buyer, describes the event and the order, and lists every ticket with its code", () => {
    const mail = orderConfirmationMail({ order: order(), invoice, siteName: "Forensisch Forum", publicUrl });
    expect(mail.subject).toBe("Je tickets voor Forensisch Forum Jaarcongres 2027");
    for (const text of [
      "Beste Sanne,",
      "Datum: donderdag 11 maart 2027",
      "Tijd: 09:30 - 17:00 uur",
      "Locatie: Lindelaan 40, 3822 XK Amersfoort",
      "2 × Regulier: € 190,00",
      "Totaal: € 235,00",
      "Ticketcode: FF-7KQM-3XPA-9TDV",
      "Ticketcode: FF-4HNR-8WCE-2MBJ",
      `Kies je workshops: ${publicUrl}/workshops/aanmelden?code=FF-7KQM-3XPA-9TDV`,
      "De factuur FF-2026-00001 zit als bijlage bij deze e-mail. Betaal € 235,00 binnen 14 dagen, uiterlijk op 6 december 2026",
      `${publicUrl}/contact`,
    ]) {
      expect(mail.text.replaceAll("\u00a0", " ")).toContain(text);
    }
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain(`href="${publicUrl}/workshops/aanmelden?code=FF-4HNR-8WCE-2MBJ"`);
    expect(mail.html.match(/>Kies je workshops</g)).toHaveLength(2);
    expect(mail.html).toContain("FF-2026-00001");
  });

  it("escapes everything a buyer or editor typed", () => {
    const mail = orderConfirmationMail({
      order: order({
        buyer: { firstName: '<img src=x onerror="alert(1)">', lastName: "X", email: "x@example.org" },
        event: { ...order().event, name: "Zorg & <b>Veiligheid</b>" },
      }),
      invoice: null,
      siteName: "Forensisch Forum",
      publicUrl,
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>Veiligheid");
    expect(mail.html).toContain("Beste &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,");
    expect(mail.html).toContain("Zorg &amp; &lt;b&gt;Veiligheid&lt;/b&gt;");
    expect(mail.subject).toBe("Je tickets voor Zorg & <b>Veiligheid</b>");
  });

  it("has no workshop links for an event without workshops, and no invoice text without an invoice", () => {
    const mail = orderConfirmationMail({
      order: order({ status: "PAID", paymentMethod: "IDEAL", eventHasWorkshops: false }),
      invoice: null,
      siteName: "Forensisch Forum",
      publicUrl,
    });
    expect(mail.text).not.toContain("workshops");
    expect(mail.html).not.toContain("workshops/aanmelden");
    expect(mail.text).not.toContain("factuur");
    expect(mail.text).toContain("We hebben je betaling ontvangen.");
  });

  it("links to the workshop sign-up for any event with workshops, not only a forum", () => {
    const mail = orderConfirmationMail({
      order: order({ event: { ...order().event, type: "EVENT" }, eventHasWorkshops: true }),
      invoice: null,
      siteName: "Forensisch Forum",
      publicUrl,
    });
    expect(mail.text).toContain(`Kies je workshops: ${publicUrl}/workshops/aanmelden?code=FF-7KQM-3XPA-9TDV`);
  });

  it("for an accredited event, says each attendee gives their registration number through their ticket's link", () => {
    const mail = orderConfirmationMail({
      order: order({ eventHasWorkshops: false, eventAsksRegistrationNumbers: true }),
      invoice: null,
      siteName: "Forensisch Forum",
      publicUrl,
    });
    expect(mail.text).toContain(
      "Heb je accreditatiepunten nodig? Vul je registratienummer in via de link bij je ticket.",
    );
    expect(mail.text).toContain(`Registratienummer invullen: ${publicUrl}/workshops/aanmelden?code=FF-7KQM-3XPA-9TDV`);
    expect(mail.html).toContain(">Registratienummer invullen<");
    expect(mail.text).not.toContain("Kies je workshops");
  });
});
