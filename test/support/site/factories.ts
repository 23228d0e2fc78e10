import {
  CreateOrderDocument,
  EnrollCourseParticipantDocument,
  RegisterAttendeeDocument,
  type CreateOrderMutationVariables,
  type PaymentMethod,
  type RegisterAttendeeInput,
} from "../../../app/graphql/generated.ts";
import { BUYER } from "../order-fixtures.ts";
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
