import {
  CreateCourseDocument,
  CreateEventDocument,
  CreateOrderDocument,
  CreateOrganizationDocument,
  CreateTicketTypeDocument,
  CreateWorkshopDocument,
  CreateWorkshopSlotDocument,
  EnrollCourseParticipantDocument,
  RegisterAttendeeDocument,
  type CreateOrderMutationVariables,
  type PaymentMethod,
  type RegisterAttendeeInput,
} from "../../../app/graphql/generated.ts";
import { BUYER } from "../factories/orders.ts";
import type { ApiClient } from "./api-client.ts";

/**
 * The data the browser tests make through the public API, as any API client would, with the web app's own
 * operations: orders, course enrolments, workshop registrations. Each throws when the API refuses.
 */

/** Enrols someone in a course (EnrollCourseParticipant, docs/product.md §7); gives the enrolment's id. */
export async function enrollThroughApi(
  api: ApiClient,
  courseId: string,
  person: { firstName: string; lastName: string; email: string },
): Promise<string> {
  const input = { courseId, ...person, phoneNumber: "0201234567", organization: "Reclassering", function: null };
  const { enrollCourseParticipant } = await api(EnrollCourseParticipantDocument, { input });
  return enrollCourseParticipant.enrollmentId;
}

export type TicketOrder = {
  eventId: string;
  lines: { ticketTypeId: string; quantity: number }[];
  paymentMethod: PaymentMethod;
  /** The buyer's address, to which the confirmation with the codes goes. */
  email: string;
  /** The site's public URL: the return URL must be on it. */
  publicUrl: string;
};

/** Orders tickets (CreateOrder, docs/product.md §7) for the test buyer at another address; gives the order's id. */
export async function orderTickets(api: ApiClient, order: TicketOrder): Promise<string> {
  const input: CreateOrderMutationVariables["input"] = {
    currency: "EUR",
    eventId: order.eventId,
    purchaseInformation: {
      purchasedAt: new Date().toISOString(),
      billingInformation: { ...BUYER, email: order.email },
    },
    ticketTypeQuantities: order.lines,
    paymentMethod: order.paymentMethod,
    returnUrl: `${order.publicUrl}/evenementen/${order.eventId}/aanmelden-voltooid`,
  };
  const { createOrder } = await api(CreateOrderDocument, { input });
  return createOrder.orderId;
}

/** Registers a ticket's holder for a workshop (RegisterAttendee, docs/product.md §7). */
export async function registerForWorkshop(api: ApiClient, input: RegisterAttendeeInput): Promise<void> {
  await api(RegisterAttendeeDocument, { input });
}

/** What a browser test's own event has: its ticket types, and workshop slots one after another on its day. */
export type EventPlan = {
  name: string;
  type?: "EVENT" | "FORUM";
  /** Days from now to the event's day (it starts at 09:00 UTC and lasts eight hours). */
  inDays?: number;
  /** Its start instead (it lasts eight hours): an event under way now, whatever the time of day the test runs. */
  startsAt?: Date;
  ticketTypes: { name: string; price: string; quantity: number }[];
  slots?: { workshops: { name: string; capacity: number }[] }[];
};

export type MadeEvent = {
  id: string;
  ticketTypeIds: Record<string, string>;
  /** Per slot, in the plan's order: its id and its workshops' ids by name. */
  slots: { id: string; workshopIds: Record<string, string> }[];
};

const HOUR_MS = 3_600_000;

/**
 * Makes a public event as staff do in the back office (CreateEvent, CreateTicketType, CreateWorkshopSlot,
 * CreateWorkshop), so a browser test has data of its own instead of leaning on the demo content.
 */
export async function createEventThroughApi(staff: ApiClient, plan: EventPlan): Promise<MadeEvent> {
  const day = plan.startsAt ?? new Date(Date.now() + (plan.inDays ?? 60) * 24 * HOUR_MS);
  if (!plan.startsAt) day.setUTCHours(9, 0, 0, 0);
  const at = (hours: number) => new Date(day.getTime() + hours * HOUR_MS).toISOString();
  const { createEvent } = await staff(CreateEventDocument, {
    input: {
      name: plan.name,
      type: plan.type ?? "FORUM",
      description: `${plan.name}: een evenement van een test.`,
      startsAt: at(0),
      endsAt: at(8),
      locationName: "Zaal De Linde",
      street: "Lindelaan 40",
      postalCode: "3822 XK",
      city: "Amersfoort",
      country: "Nederland",
      visible: true,
      featured: false,
    },
  });
  const eventId = createEvent.event.id;
  const ticketTypeIds: Record<string, string> = {};
  for (const [index, type] of plan.ticketTypes.entries()) {
    const { createTicketType } = await staff(CreateTicketTypeDocument, {
      input: {
        eventId,
        ...type,
        quantity: String(type.quantity),
        vatRate: "VAT_21",
        visible: true,
        sortOrder: `${index}`,
      },
    });
    ticketTypeIds[type.name] = createTicketType.ticketType.id;
  }
  const slots: MadeEvent["slots"] = [];
  for (const [index, slot] of (plan.slots ?? []).entries()) {
    const { createWorkshopSlot } = await staff(CreateWorkshopSlotDocument, {
      input: { eventId, startsAt: at(1 + 2 * index), endsAt: at(2 + 2 * index) },
    });
    const workshopIds: Record<string, string> = {};
    for (const workshop of slot.workshops) {
      const { createWorkshop } = await staff(CreateWorkshopDocument, {
        input: { slotId: createWorkshopSlot.slot.id, ...workshop },
      });
      workshopIds[workshop.name] = createWorkshop.workshop.id;
    }
    slots.push({ id: createWorkshopSlot.slot.id, workshopIds });
  }
  return { id: eventId, ticketTypeIds, slots };
}

/** What a browser test's own course has; it is published at once, as staff can do in the course form. */
export type CourseDraft = {
  title: string;
  /** An organisation of the test's own (createOrganizationThroughApi). */
  organizationId: string;
  maxParticipants: number;
  /** Days from now to the course's day (09:00 to 16:00 UTC); a negative number for a course that was. */
  inDays?: number;
  summary?: string;
};

/** Adds an organisation without a logo (CreateOrganization), to give a test's own courses; gives its id. */
export async function createOrganizationThroughApi(staff: ApiClient, name: string): Promise<string> {
  const { createOrganization } = await staff(CreateOrganizationDocument, {
    input: { name, website: null, description: `${name}: een organisatie van een test.`, logoUrl: null },
  });
  return createOrganization.organization.id;
}

/**
 * Makes a published course as staff do in the back office (CreateCourse), with one instructor, so a browser test
 * has a course of its own instead of leaning on the demo content; gives its id.
 */
export async function createCourseThroughApi(staff: ApiClient, course: CourseDraft): Promise<string> {
  const day = new Date(Date.now() + (course.inDays ?? 30) * 24 * HOUR_MS);
  day.setUTCHours(9, 0, 0, 0);
  const { createCourse } = await staff(CreateCourseDocument, {
    input: {
      title: course.title,
      summary: course.summary ?? `${course.title}: een dag oefenen met casuïstiek uit de praktijk.`,
      description: `<p>${course.title} is een cursus van een test.</p><p>Neem een eigen casus mee.</p>`,
      organizationId: course.organizationId,
      instructors: [
        { name: "Lotte Verbeek", function: "Docent forensische zorg", experience: "Twaalf jaar in de tbs-kliniek." },
      ],
      street: "Lindelaan 40",
      postalCode: "3822 XK",
      city: "Amersfoort",
      country: "Nederland",
      startsAt: day.toISOString(),
      endsAt: new Date(day.getTime() + 7 * HOUR_MS).toISOString(),
      maxParticipants: course.maxParticipants,
      status: "PUBLISHED",
    },
  });
  return createCourse.course.id;
}
