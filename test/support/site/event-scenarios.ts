import type { ParsedMail } from "mailparser";
import {
  CreateOrderDocument,
  CreateTicketTypeDocument,
  EventQueryDocument,
  type EventQueryQuery,
} from "../../../app/graphql/generated.ts";
import { DESKTOP, type useSiteSession } from "../browser/session.ts";
import { mailAfterJobs } from "../browser/staff.ts";
import { BUYER } from "../factories/orders.ts";
import { apiClient, type ApiClient } from "./api-client.ts";
import { createEventThroughApi, type EventPlan } from "./factories.ts";
import { staffApi, type SiteWithMail } from "./staff-api.ts";
import { TICKET_CODE } from "./workshop-scenarios.ts";

/** A browser test's site session (useSiteSession), with mail: it pays in the browser and reads the mail. */
export type SiteSession = ReturnType<typeof useSiteSession>;

/** Someone who buys tickets in a test: the back office shows the name, the confirmation goes to the address. */
export type Buyer = { firstName: string; lastName: string; email: string };

/** An event as the public API shows it, with its ticket types and what is sold of each. */
export type ApiEvent = NonNullable<EventQueryQuery["eventById"]>;

/**
 * The ticket types of a file's own forum, priced like a forum's: 'Regulier' and 'Student' for money, 'Introductie'
 * free; places enough for every order a file places.
 */
const FORUM_TICKET_TYPES: EventPlan["ticketTypes"] = [
  { name: "Regulier", price: "149,00", quantity: 200 },
  { name: "Student", price: "49,00", quantity: 100 },
  { name: "Introductie", price: "0,00", quantity: 50 },
];

/** A file's own event: a forum with FORUM_TICKET_TYPES unless the plan names others, and types it keeps hidden. */
export type OwnEventPlan = Omit<EventPlan, "ticketTypes"> & {
  ticketTypes?: EventPlan["ticketTypes"];
  /** Ticket types the public page never offers (handed out by a direct link). */
  hiddenTicketTypes?: EventPlan["ticketTypes"];
};

/**
 * Makes a test's own events as staff do (CreateEvent, CreateTicketType, CreateWorkshopSlot, CreateWorkshop), signed
 * in once, and gives each as the public API shows it, by the plan's key: a file then reads the names, prices and ids
 * of its own events instead of the demo's.
 */
export async function ownEvents<Key extends string>(
  site: SiteWithMail,
  plans: Record<Key, OwnEventPlan>,
): Promise<Record<Key, ApiEvent>> {
  const staff = await staffApi(site);
  const made: Partial<Record<Key, ApiEvent>> = {};
  for (const [key, plan] of Object.entries(plans) as [Key, OwnEventPlan][]) {
    const { ticketTypes = FORUM_TICKET_TYPES, hiddenTicketTypes = [], ...event } = plan;
    const { id } = await createEventThroughApi(staff, { ...event, ticketTypes });
    for (const [index, type] of hiddenTicketTypes.entries()) {
      await staff(CreateTicketTypeDocument, {
        input: {
          eventId: id,
          ...type,
          quantity: String(type.quantity),
          vatRate: "VAT_21",
          visible: false,
          sortOrder: `${ticketTypes.length + index}`,
        },
      });
    }
    made[key] = await fetchEvent(site, id);
  }
  return made as Record<Key, ApiEvent>;
}

/** One event of the test's own (ownEvents), a forum unless the plan says otherwise. */
export async function ownForum(site: SiteWithMail, plan: OwnEventPlan): Promise<ApiEvent> {
  return (await ownEvents(site, { forum: plan })).forum;
}

/** The event as the public API shows it now (what is sold of each type changes with every order). */
export async function fetchEvent(site: SiteWithMail, eventId: string): Promise<ApiEvent> {
  const { eventById } = await apiClient(site)(EventQueryDocument, { id: eventId });
  if (!eventById) throw new Error(`evenement ${eventId} bestaat niet`);
  return eventById;
}

/** The id of the event's ticket type by its name. */
export function ticketTypeId(event: ApiEvent, name: string): string {
  const type = event.ticketTypes.find((candidate) => candidate.name === name);
  if (!type) throw new Error(`${event.name} heeft geen tickettype ${name}`);
  return type.id;
}

export type PaidOrder = {
  /** The distinct ticket codes of the confirmation mail. */
  codes: string[];
  /** The test provider's id of the payment, which its webhook is called with. */
  paymentId: string;
  confirmation: ParsedMail;
};

/**
 * Orders tickets through the public API with iDEAL (CreateOrder) and pays them at the built-in test provider's
 * checkout page in a browser, as a buyer does; gives the confirmation mail, its codes and the payment's id.
 */
export async function buyWithIdeal(
  site: SiteSession,
  api: ApiClient,
  order: { eventId: string; lines: { ticketTypeId: string; quantity: number }[]; buyer: Buyer; ip: string },
): Promise<PaidOrder> {
  const { createOrder } = await api(CreateOrderDocument, {
    input: {
      currency: "EUR",
      eventId: order.eventId,
      purchaseInformation: {
        purchasedAt: new Date().toISOString(),
        billingInformation: { ...BUYER, ...order.buyer },
      },
      ticketTypeQuantities: order.lines,
      paymentMethod: "IDEAL",
      returnUrl: `${site.url}/evenementen/${order.eventId}/aanmelden-voltooid`,
    },
  });
  const checkout = new URL(createOrder.paymentUrl!);
  const { page } = await site.open(checkout.pathname, DESKTOP, { ip: order.ip });
  await page.getByRole("button", { name: "Betaald" }).click();
  await page.waitForURL(/\/aanmelden-voltooid\?order=/);
  await page.context().close();
  const confirmation = await mailAfterJobs(site.url, site.smtp, order.buyer.email);
  return {
    codes: [...new Set((confirmation.text ?? "").match(TICKET_CODE))],
    paymentId: checkout.pathname.split("/").at(-1)!,
    confirmation,
  };
}
