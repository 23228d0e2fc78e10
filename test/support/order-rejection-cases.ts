import { randomUUID } from "node:crypto";
import type { Database } from "../../server/db/client.ts";
import { orderInput } from "./factories/orders.ts";
import { createEvent } from "./factories/events.ts";

/** The ways CreateOrder must refuse an order (test/integration/create-order-rejections.test.ts). */

const DAY = 24 * 60 * 60 * 1000;

export type Case = {
  name: string;
  code: string;
  /** 400 when GraphQL's own variable validation refuses it, before our service runs; otherwise 200. */
  status?: number;
  message: RegExp;
  field?: string;
  /** Builds the input from the fixture's ids. */
  input: (ids: Ids) => unknown;
  /** Checks on the error's extensions beyond code and field. */
  extensions?: (ids: Ids) => Record<string, unknown>;
};
export type Ids = {
  eventId: string;
  open: string;
  small: string;
  hidden: string;
  notYet: string;
  closed: string;
  otherEventType: string;
  canceledEvent: string;
  canceledType: string;
  pastEvent: string;
  pastType: string;
  hiddenEvent: string;
  hiddenEventType: string;
  fullEvent: string;
  fullEventType: string;
};

export const rejectionCases: Case[] = [
  {
    name: "an unknown event",
    code: "NOT_FOUND",
    message: /^Ongeldig evenement\.$/,
    field: "eventId",
    input: (ids) => orderInput(randomUUID(), [{ ticketTypeId: ids.open, quantity: 1 }]),
  },
  {
    name: "a hidden event",
    code: "NOT_FOUND",
    message: /^Ongeldig evenement\.$/,
    input: (ids) => orderInput(ids.hiddenEvent, [{ ticketTypeId: ids.hiddenEventType, quantity: 1 }]),
  },
  {
    name: "a canceled event",
    code: "BAD_USER_INPUT",
    message: /geannuleerd/,
    field: "eventId",
    input: (ids) => orderInput(ids.canceledEvent, [{ ticketTypeId: ids.canceledType, quantity: 1 }]),
  },
  {
    name: "a past event",
    code: "BAD_USER_INPUT",
    message: /al voorbij/,
    field: "eventId",
    input: (ids) => orderInput(ids.pastEvent, [{ ticketTypeId: ids.pastType, quantity: 1 }]),
  },
  {
    name: "a hidden ticket type",
    code: "BAD_USER_INPUT",
    message: /^Verborgen is niet te koop\.$/,
    field: "ticketTypeQuantities.1.ticketTypeId",
    input: (ids) =>
      orderInput(ids.eventId, [
        { ticketTypeId: ids.open, quantity: 1 },
        { ticketTypeId: ids.hidden, quantity: 1 },
      ]),
    extensions: (ids) => ({ ticketTypeId: ids.hidden }),
  },
  {
    name: "a ticket type of another event",
    code: "BAD_USER_INPUT",
    message: /bestaat niet bij dit evenement/,
    field: "ticketTypeQuantities.0.ticketTypeId",
    input: (ids) => orderInput(ids.eventId, [{ ticketTypeId: ids.otherEventType, quantity: 1 }]),
    extensions: (ids) => ({ ticketTypeId: ids.otherEventType }),
  },
  {
    name: "an unknown ticket type",
    code: "BAD_USER_INPUT",
    message: /bestaat niet bij dit evenement/,
    input: (ids) => orderInput(ids.eventId, [{ ticketTypeId: randomUUID(), quantity: 1 }]),
  },
  {
    name: "a ticket type whose sale has not started",
    code: "BAD_USER_INPUT",
    message: /^De verkoop van Vroegboek is nog niet begonnen\.$/,
    input: (ids) => orderInput(ids.eventId, [{ ticketTypeId: ids.notYet, quantity: 1 }]),
  },
  {
    name: "a ticket type whose sale has ended",
    code: "BAD_USER_INPUT",
    message: /^De verkoop van Laatkomer is gesloten\.$/,
    input: (ids) => orderInput(ids.eventId, [{ ticketTypeId: ids.closed, quantity: 1 }]),
  },
  {
    name: "a quantity of 0",
    code: "BAD_USER_INPUT",
    message: /aantal van 1 of meer/,
    field: "ticketTypeQuantities.0.quantity",
    input: (ids) => orderInput(ids.eventId, [{ ticketTypeId: ids.open, quantity: 0 }]),
  },
  {
    name: "a negative quantity",
    code: "BAD_USER_INPUT",
    message: /aantal van 1 of meer/,
    field: "ticketTypeQuantities.0.quantity",
    input: (ids) => orderInput(ids.eventId, [{ ticketTypeId: ids.open, quantity: -2 }]),
  },
  {
    name: "more than 100 of one type",
    code: "BAD_USER_INPUT",
    message: /tot en met 100/,
    input: (ids) => orderInput(ids.eventId, [{ ticketTypeId: ids.open, quantity: 101 }]),
  },
  {
    name: "more tickets than are left of a type",
    code: "SOLD_OUT",
    message: /^Er zijn niet genoeg tickets meer van Klein\. Nog 2 beschikbaar\.$/,
    input: (ids) =>
      orderInput(ids.eventId, [
        { ticketTypeId: ids.open, quantity: 1 },
        { ticketTypeId: ids.small, quantity: 3 },
      ]),
    extensions: (ids) => ({ ticketTypeId: ids.small, available: 2 }),
  },
  {
    name: "more tickets than the event has places",
    code: "SOLD_OUT",
    message: /niet genoeg plaatsen meer voor dit evenement\. Nog 4 beschikbaar/,
    input: (ids) => orderInput(ids.fullEvent, [{ ticketTypeId: ids.fullEventType, quantity: 5 }]),
    extensions: (ids) => ({ eventId: ids.fullEvent, available: 4 }),
  },
  {
    name: "the same ticket type twice",
    code: "BAD_USER_INPUT",
    message: /maar één keer/,
    field: "ticketTypeQuantities.1.ticketTypeId",
    input: (ids) =>
      orderInput(ids.eventId, [
        { ticketTypeId: ids.open, quantity: 1 },
        { ticketTypeId: ids.open, quantity: 1 },
      ]),
  },
  {
    name: "no ticket lines",
    code: "BAD_USER_INPUT",
    message: /^Kies minstens één ticket\.$/,
    field: "ticketTypeQuantities",
    input: (ids) => orderInput(ids.eventId, []),
  },
  {
    name: "a bad e-mail address",
    code: "BAD_USER_INPUT",
    message: /^Voer een geldig e-mailadres in$/,
    field: "purchaseInformation.billingInformation.email",
    input: (ids) => orderInput(ids.eventId, [{ ticketTypeId: ids.open, quantity: 1 }], { billing: { email: "noor@" } }),
  },
  {
    name: "an e-mail address with a local part over 64 characters",
    code: "BAD_USER_INPUT",
    message: /e-mailadres/,
    input: (ids) =>
      orderInput(ids.eventId, [{ ticketTypeId: ids.open, quantity: 1 }], {
        billing: { email: `${"a".repeat(65)}@voorbeeld.example.org` },
      }),
  },
  {
    name: "a phone number cut short",
    code: "BAD_USER_INPUT",
    message: /^Voer een geldig telefoonnummer in$/,
    field: "purchaseInformation.billingInformation.phoneNumber",
    input: (ids) =>
      orderInput(ids.eventId, [{ ticketTypeId: ids.open, quantity: 1 }], { billing: { phoneNumber: "06-1234" } }),
  },
  {
    name: "an empty required field",
    code: "BAD_USER_INPUT",
    message: /^Dit veld is verplicht$/,
    field: "purchaseInformation.billingInformation.lastName",
    input: (ids) => orderInput(ids.eventId, [{ ticketTypeId: ids.open, quantity: 1 }], { billing: { lastName: "  " } }),
  },
  {
    name: "a missing field",
    code: "BAD_USER_INPUT",
    status: 400,
    message:
      /^De variabele "\$input" heeft een ongeldige waarde bij "input\.purchaseInformation\.billingInformation": het verplichte veld "postalCode" ontbreekt\.$/,
    input: (ids) => {
      const input = orderInput(ids.eventId, [{ ticketTypeId: ids.open, quantity: 1 }]);
      const { postalCode: _omitted, ...billing } = input.purchaseInformation.billingInformation;
      return { ...input, purchaseInformation: { ...input.purchaseInformation, billingInformation: billing } };
    },
  },
  {
    name: "a returnUrl on another site",
    code: "BAD_USER_INPUT",
    message: /^Het terugkeeradres moet op deze website liggen\.$/,
    field: "returnUrl",
    input: (ids) =>
      orderInput(ids.eventId, [{ ticketTypeId: ids.open, quantity: 1 }], {
        returnUrl: "https://oplichter.example.com/evenementen/x/aanmelden-voltooid",
      }),
  },
  {
    name: "a returnUrl that only looks like ours",
    code: "BAD_USER_INPUT",
    message: /terugkeeradres/,
    input: (ids) =>
      orderInput(ids.eventId, [{ ticketTypeId: ids.open, quantity: 1 }], {
        returnUrl: "http://localhost:3000.oplichter.example.com/aanmelden-voltooid",
      }),
  },
  {
    name: "a currency other than EUR",
    code: "BAD_USER_INPUT",
    message: /alleen in euro/,
    field: "currency",
    input: (ids) => orderInput(ids.eventId, [{ ticketTypeId: ids.open, quantity: 1 }], { currency: "USD" }),
  },
  ...(["CARD", "PAYPAL"] as const).map((paymentMethod): Case => ({
    name: `payment method ${paymentMethod}`,
    code: "BAD_USER_INPUT",
    message: /^Kies iDEAL of betalen op factuur\.$/,
    field: "paymentMethod",
    input: (ids) => orderInput(ids.eventId, [{ ticketTypeId: ids.open, quantity: 1 }], { paymentMethod }),
  })),
];

/** An event with one ticket type per way to go wrong, and events that are canceled, past, hidden or full. */
export async function createRejectionFixtures(db: Database, now: Date): Promise<Ids> {
  const main = await createEvent(db, now, {
    ticketTypes: [
      { name: "Open" },
      { name: "Klein", quantity: 2 },
      { name: "Verborgen", visible: false },
      { name: "Vroegboek", saleStartsAt: new Date(now.getTime() + DAY) },
      {
        name: "Laatkomer",
        saleStartsAt: new Date(now.getTime() - 9 * DAY),
        saleEndsAt: new Date(now.getTime() - DAY),
      },
    ],
  });
  const [open, small, hidden, notYet, closed] = main.ticketTypeIds as [string, string, string, string, string];
  const other = await createEvent(db, now);
  const canceled = await createEvent(db, now, { canceledAt: new Date(now.getTime() - DAY) });
  const past = await createEvent(db, now, { startsInDays: -3 });
  const hiddenEvent = await createEvent(db, now, { visibilityStatus: "HIDDEN" });
  const fullEvent = await createEvent(db, now, { maxCapacity: 4, ticketTypes: [{ quantity: 10 }] });
  return {
    eventId: main.eventId,
    open,
    small,
    hidden,
    notYet,
    closed,
    otherEventType: other.ticketTypeIds[0]!,
    canceledEvent: canceled.eventId,
    canceledType: canceled.ticketTypeIds[0]!,
    pastEvent: past.eventId,
    pastType: past.ticketTypeIds[0]!,
    hiddenEvent: hiddenEvent.eventId,
    hiddenEventType: hiddenEvent.ticketTypeIds[0]!,
    fullEvent: fullEvent.eventId,
    fullEventType: fullEvent.ticketTypeIds[0]!,
  };
}
