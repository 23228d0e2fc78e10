import type { UnitOfWork } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { findConfirmedOrder } from "../tickets/ticket-documents.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { EmailContent } from "../../mail/templates/layout.ts";
import {
  orderAwaitingApprovalMail,
  orderRejectedMail,
  type OrderApprovalMailInput,
} from "../../mail/templates/order-approval.ts";

/** 'Received, we look at it first': in the transaction that puts the order in AWAITING_APPROVAL. */
export function enqueueAwaitingApprovalMail(unit: UnitOfWork, orderId: string): Promise<void> {
  return enqueueApprovalMail(unit, orderId, "order-awaiting-approval", orderAwaitingApprovalMail);
}

/** 'Canceled, the places are given back': in the transaction that rejects the order. */
export function enqueueRejectionMail(unit: UnitOfWork, orderId: string): Promise<void> {
  return enqueueApprovalMail(unit, orderId, "order-rejected", orderRejectedMail);
}

/** Writes one of the approval mails to the buyer; without attachments, as the order has no codes or invoice. */
async function enqueueApprovalMail(
  unit: UnitOfWork,
  orderId: string,
  reason: string,
  render: (input: OrderApprovalMailInput) => EmailContent,
): Promise<void> {
  const order = await findConfirmedOrder(unit.tx, orderId);
  if (!order) throw new DomainError("NOT_FOUND", "De bestelling bestaat niet.", { orderId });
  const { siteName, publicUrl } = unit.settings.site;
  await enqueueMail(unit, {
    dedupeKey: `${reason}:${orderId}`,
    orderId,
    to: order.buyer.email,
    ...render({ order, siteName, publicUrl }),
    attachments: [],
  });
}
