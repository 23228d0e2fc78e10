import { eq, inArray } from "drizzle-orm";
import { siteUrl, ticketPurchaseCompletePath } from "../../../common/site-paths.ts";
import { orderTotalCents } from "../../../common/validation/purchase.ts";
import type { ServiceDeps, Settings, UnitOfWork } from "../../domain/deps.ts";
import { confirmPendingOrder } from "../../domain/orders/confirm-order.ts";
import { holdExpiry } from "../../domain/orders/hold.ts";
import { placeOrder } from "../../domain/orders/place-order.ts";
import type { SaleLine } from "../../domain/orders/sale-rules.ts";
import { TestPaymentProvider } from "../../domain/payments/test-provider.ts";
import { registerAttendee } from "../../domain/workshops/registration.ts";
import type { Transaction } from "../client.ts";
import { mailOutbox, payments, tickets } from "../schema/index.ts";
import { addMinutes, daysFromNowAt } from "./dates.ts";
import type { SeededTicketType } from "./events.ts";
import type { SeededForum } from "./forum.ts";

/**
 * The ticket codes of the demo order, printed in the README so anyone can try the workshop sign-up.
 * The first belongs to a 'Regulier' ticket, the second to a 'Medewerker vriend-organisatie' ticket whose
 * holder already chose a workshop in the first time slot.
 */
export const DEMO_TICKET_CODES = ["FF-7KQM-3XPA-9TDV", "FF-4HNR-8WCE-2MBJ"] as const;

const DEMO_BUYER = {
  firstName: "Sanne",
  lastName: "Hofstede",
  email: "sanne.hofstede@dewaterlinie.example.org",
  phoneNumber: "+31698765432",
  address: "Wilgenlaan 7",
  postalCode: "3431 JB",
  city: "Nieuwegein",
  country: "Nederland",
};

/** The colleague who got the second ticket and signed up for a workshop with it. */
const DEMO_ATTENDEE = { firstName: "Thijs", lastName: "Vermolen", email: "thijs.vermolen@dewaterlinie.example.org" };

const ORDERED_TICKET_TYPES = ["Regulier", "Medewerker vriend-organisatie"] as const;

function ticketType(forum: SeededForum, name: string): SeededTicketType {
  const found = forum.ticketTypes.find((type) => type.name === name);
  if (!found) throw new Error(`Tickettype '${name}' ontbreekt bij het jaarcongres`);
  return found;
}

/**
 * A paid iDEAL order for two forum tickets, so the workshop-code lookup has data to show: made the way a buyer's
 * order is made (placed with a hold, paid at the test provider, confirmed), then one workshop chosen with the
 * second ticket, each through the domain services, at the moments of the demo's story.
 */
export async function seedDemoOrder(tx: Transaction, seed: DemoSeed, forum: SeededForum): Promise<void> {
  const lines = ORDERED_TICKET_TYPES.map((name) => saleLine(ticketType(forum, name)));
  const totalCents = orderTotalCents(lines);
  const purchasedAt = daysFromNowAt(seed.now, -6, "10:14");
  const completedAt = addMinutes(purchasedAt, 3);
  const deps = demoDeps(tx, seed, completedAt);

  const orderId = await placeOrder(unitAt(deps, tx, purchasedAt), {
    eventId: forum.id,
    buyer: DEMO_BUYER,
    paymentMethod: "IDEAL",
    currency: "EUR",
    purchasedAt,
    returnUrl: siteUrl(seed.settings.site.publicUrl, ticketPurchaseCompletePath(forum.id)),
    lines,
    totalCents,
    holdExpiresAt: holdExpiry(purchasedAt),
  });
  await tx.insert(payments).values({
    orderId,
    provider: "test",
    providerPaymentId: "tr_demo0001",
    status: "paid",
    amountCents: totalCents,
    createdAt: purchasedAt,
    updatedAt: completedAt,
  });
  const codes = [...DEMO_TICKET_CODES];
  await confirmPendingOrder(unitAt(deps, tx, completedAt), orderId, "PAID", { newCode: () => codes.shift() ?? "" });
  await registerDemoWorkshop({ ...deps, clock: () => addMinutes(completedAt, 60 * 24) }, forum);
  await nameSecondTicketHolder(tx);
  await markDemoMailsSent(tx, [DEMO_BUYER.email, DEMO_ATTENDEE.email]);
}

/** The buyer gave the second ticket to her colleague: the back office shows him as its holder. */
async function nameSecondTicketHolder(tx: Transaction): Promise<void> {
  await tx
    .update(tickets)
    .set({
      holderFirstName: DEMO_ATTENDEE.firstName,
      holderLastName: DEMO_ATTENDEE.lastName,
      holderEmail: DEMO_ATTENDEE.email,
    })
    .where(eq(tickets.registrationCode, DEMO_TICKET_CODES[1]));
}

export type DemoSeed = { now: Date; settings: Settings };

/** The deps of the demo's story: its own moments, the built-in test provider, the system as the actor. */
export function demoDeps(tx: Transaction, seed: DemoSeed, at: Date): ServiceDeps {
  const clock = () => at;
  return {
    db: tx,
    clock,
    payments: new TestPaymentProvider(tx, seed.settings.site.publicUrl, clock),
    settings: seed.settings,
    actor: { kind: "system", name: "democontent" },
    mailEnqueued: () => undefined,
  };
}

export function unitAt({ db: _db, clock: _clock, ...deps }: ServiceDeps, tx: Transaction, now: Date): UnitOfWork {
  return { ...deps, tx, now };
}

export function saleLine(type: SeededTicketType): SaleLine {
  return {
    ticketTypeId: type.id,
    name: type.name,
    quantity: 1,
    unitPriceCents: type.priceCents,
    vatRate: type.vatRate,
  };
}

/**
 * The holder of the second ticket chose the first workshop of the first time slot, days ago. The story's moment is
 * before any configured cut-off (WORKSHOP_CHANGES_CLOSE_MINUTES_BEFORE) would bite, so the demo seeds with none: a
 * large cut-off must not stop the server from starting.
 */
async function registerDemoWorkshop(deps: ServiceDeps, forum: SeededForum): Promise<void> {
  const workshopId = forum.slots[0]?.workshopIds[0];
  if (!workshopId) throw new Error("Het jaarcongres heeft geen workshop voor de demo");
  const settings = { ...deps.settings, workshops: { changesCloseMinutesBefore: 0 } };
  await registerAttendee(
    { ...deps, settings },
    { registrationToken: DEMO_TICKET_CODES[1], workshopId, ...DEMO_ATTENDEE },
  );
}

/**
 * In the demo's story the buyer got her confirmation and the attendee his workshop mail long ago: they are in the
 * outbox (the dev mailbox shows them) as sent, so nothing is ever mailed to the fictional addresses.
 */
export async function markDemoMailsSent(tx: Transaction, addresses: string[]): Promise<void> {
  await tx
    .update(mailOutbox)
    .set({ status: "SENT", attempts: 1, sentAt: mailOutbox.nextAttemptAt })
    .where(inArray(mailOutbox.toAddress, addresses));
}
