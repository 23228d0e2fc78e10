import type { ApiClient } from "./api-client.ts";
import {
  createEventThroughApi,
  orderTickets,
  registerForWorkshop,
  type EventPlan,
  type MadeEvent,
} from "./factories.ts";
import { afterJobs } from "./jobs.ts";
import { staffApi, type SiteWithMail } from "./staff-api.ts";
import { mailsTo } from "../browser/staff.ts";

/** A ticket code as the confirmation mail shows it. */
export const TICKET_CODE = /FF-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g;

/** The distinct ticket codes of the confirmation to `buyer` that has `expected` of them, once the jobs ran. */
function ticketCodesFromMail(site: SiteWithMail, buyer: string, expected: number): Promise<string[]> {
  return afterJobs(
    site.url,
    () =>
      mailsTo(site.smtp, buyer)
        .map((mail) => [...new Set((mail.text ?? "").match(TICKET_CODE))])
        .find((codes) => codes.length === expected),
    () => `geen bevestiging met ${expected} codes voor ${buyer}`,
  );
}

/**
 * An event of the test's own, made as staff make one (with its workshop slots, if any), and `tickets` tickets of it
 * in one invoice order by `buyer`: their codes, read from the confirmation mail.
 */
export async function eventWithTicketCodes(
  site: SiteWithMail,
  api: ApiClient,
  plan: Omit<EventPlan, "ticketTypes"> & { tickets: number; buyer: string },
): Promise<{ event: MadeEvent; codes: string[] }> {
  const event = await createEventThroughApi(await staffApi(site), {
    ...plan,
    ticketTypes: [{ name: "Regulier", price: "35,00", quantity: plan.tickets + 10 }],
  });
  await orderTickets(api, {
    eventId: event.id,
    lines: [{ ticketTypeId: event.ticketTypeIds.Regulier!, quantity: plan.tickets }],
    paymentMethod: "INVOICE",
    email: plan.buyer,
    publicUrl: site.url,
  });
  return { event, codes: await ticketCodesFromMail(site, plan.buyer, plan.tickets) };
}

export type FullWorkshop = {
  eventId: string;
  workshop: { id: string; name: string };
  /** The slot's other workshop, which has room. */
  roomyWorkshopName: string;
  /** The codes of the tickets that took the workshop's places. */
  holders: string[];
  /** The codes of the order's other tickets, registered for nothing yet. */
  spare: string[];
  buyer: string;
};

/**
 * An event of the test's own whose one slot has a workshop with all its places taken and a roomy one: the first
 * `capacity` of `capacity + spare` tickets registered for the small workshop through the public API.
 */
export async function eventWithFullWorkshop(
  site: SiteWithMail,
  api: ApiClient,
  { name, capacity, spare, buyer }: { name: string; capacity: number; spare: number; buyer: string },
): Promise<FullWorkshop> {
  const workshop = { name: "Kleine kring", capacity };
  const roomyWorkshopName = "Ruime zaal";
  const { event, codes } = await eventWithTicketCodes(site, api, {
    name,
    tickets: capacity + spare,
    buyer,
    slots: [{ workshops: [workshop, { name: roomyWorkshopName, capacity: capacity + spare + 10 }] }],
  });
  const workshopId = event.slots[0]!.workshopIds[workshop.name]!;
  const holders = codes.slice(0, capacity);
  for (const [index, code] of holders.entries()) {
    await registerForWorkshop(api, {
      registrationToken: code,
      workshopId,
      firstName: "Houder",
      lastName: `Nummer ${index + 1}`,
      email: buyer,
    });
  }
  return {
    eventId: event.id,
    workshop: { id: workshopId, name: workshop.name },
    roomyWorkshopName,
    holders,
    spare: codes.slice(capacity),
    buyer,
  };
}
