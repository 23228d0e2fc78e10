import type { ApiClient } from "./api-client.ts";
import { createEventThroughApi, orderTickets, registerForWorkshop } from "./factories.ts";
import { afterJobs } from "./jobs.ts";
import { staffApi, type SiteWithMail } from "./staff-api.ts";
import { mailsTo } from "../browser/staff.ts";

/** A ticket code as the confirmation mail shows it. */
export const TICKET_CODE = /FF-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/g;

/** The distinct ticket codes of the confirmation to `buyer` that has `expected` of them, once the jobs ran. */
export function ticketCodesFromMail(site: SiteWithMail, buyer: string, expected: number): Promise<string[]> {
  return afterJobs(
    site.url,
    () =>
      mailsTo(site.smtp, buyer)
        .map((mail) => [...new Set((mail.text ?? "").match(TICKET_CODE))])
        .find((codes) => codes.length === expected),
    () => `geen bevestiging met ${expected} codes voor ${buyer}`,
  );
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
 * An event of the test's own (made as staff make one) whose one slot has a workshop with all its places taken and
 * a roomy one: one invoice order of `capacity + spare` tickets, the first `capacity` codes registered for the
 * small workshop through the public API.
 */
export async function eventWithFullWorkshop(
  site: SiteWithMail,
  api: ApiClient,
  { name, capacity, spare, buyer }: { name: string; capacity: number; spare: number; buyer: string },
): Promise<FullWorkshop> {
  const workshop = { name: "Kleine kring", capacity };
  const roomyWorkshopName = "Ruime zaal";
  const event = await createEventThroughApi(await staffApi(site), {
    name,
    ticketTypes: [{ name: "Regulier", price: "35,00", quantity: capacity + spare + 10 }],
    slots: [{ workshops: [workshop, { name: roomyWorkshopName, capacity: capacity + spare + 10 }] }],
  });
  await orderTickets(api, {
    eventId: event.id,
    lines: [{ ticketTypeId: event.ticketTypeIds.Regulier!, quantity: capacity + spare }],
    paymentMethod: "INVOICE",
    email: buyer,
    publicUrl: site.url,
  });
  const codes = await ticketCodesFromMail(site, buyer, capacity + spare);
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
