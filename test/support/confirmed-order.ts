import { sanitizeOptionalRichText } from "../../server/domain/rich-text.ts";
import type { ConfirmedOrder } from "../../server/domain/tickets/ticket-documents.ts";

/** An order as the order mails read it (findConfirmedOrder), for the unit tests of their templates. */
export function confirmedOrderFixture(overrides: Partial<ConfirmedOrder> = {}): ConfirmedOrder {
  return {
    id: "b1",
    status: "INVOICED",
    paymentMethod: "INVOICE",
    totalCents: 23500,
    buyer: { firstName: "Sanne", lastName: "Hofstede", email: "sanne@example.org" },
    event: {
      id: "e1",
      name: "Forensisch Forum Jaarcongres 2027",
      type: "FORUM",
      startsAt: new Date("2027-03-11T08:30:00Z"),
      endsAt: new Date("2027-03-11T16:00:00Z"),
      location: { street: "Lindelaan 40", postalCode: "3822 XK", city: "Amersfoort", country: "Nederland" },
    },
    eventHasWorkshops: true,
    eventAsksRegistrationNumbers: false,
    practicalInfoHtml: sanitizeOptionalRichText(""),
    lines: [
      { description: "Regulier", quantity: 2, unitPriceCents: 9500, totalCents: 19000 },
      { description: "Nascholing", quantity: 1, unitPriceCents: 4500, totalCents: 4500 },
    ],
    tickets: [
      { id: "t1", registrationCode: "FF-7KQM-3XPA-9TDV", ticketTypeName: "Regulier" },
      { id: "t2", registrationCode: "FF-4HNR-8WCE-2MBJ", ticketTypeName: "Nascholing" },
    ],
    ...overrides,
  };
}
